/** Attendance types, apart from tickets.ts's rules: the event page's route definitions validate ?attendanceType with them. */

/** In person is the default attendance type (buyer-side 9). */
export const ATTENDANCE_TYPES = ['in_person', 'online'] as const;
export type AttendanceType = (typeof ATTENDANCE_TYPES)[number];
export const DEFAULT_ATTENDANCE_TYPE: AttendanceType = 'in_person';
