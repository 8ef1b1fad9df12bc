/**
 * The seating rules (issue 32), pure: where each seat of a chart sits and what it is called, whether a chart can
 * be used, what it can sell, best available, which ticket types sell a seat, and what a new snapshot may change.
 * The server's seating context and the web's designer and seat map use them through this file.
 */
export { bestAvailable, chartFocus } from './best-available.ts';
export { chartCapacity, standingAreas } from './capacity.ts';
export type { CategoryCount, StandingArea } from './capacity.ts';
export { areaKey, seatDisplay, seatKey } from './keys.ts';
export { TABLE_SEAT_MARGIN, layoutChart, layoutObject } from './layout.ts';
export { SEATING_LIMITS } from './limits.ts';
export { ticketTypesForSeat, unmappedCategories } from './mapping.ts';
export type { SeatTicketType } from './mapping.ts';
export { alphaLabel, seatLabels } from './numbering.ts';
export { snapshotChanges } from './snapshot.ts';
export type { SnapshotChange } from './snapshot.ts';
export { CHART_ISSUE_MESSAGES, SEATING_OBJECT_NAMES, SEAT_WORDS } from './texts.ts';
export type * from './types.ts';
export { chartIssueMessage, validateChart } from './validate.ts';
export type { ChartIssue, IssueObject } from './validate.ts';
