import { z } from 'zod';
import { instant, text } from './common.ts';
import { profileParams } from './profiles-public.ts';
import { CALENDAR_PAGE_SIZE } from './calendar.messages.ts';
export * from './calendar.messages.ts';

/** The public calendar of an owner (accounts-and-reporting 2.7, content-management 7 Calendar). */
export const calendarParams = profileParams;

/** The profile lookup: returns id and hasEvents (content-management 7 Calendar). */
export const calendarProfile = z.object({
  id: z.uuid(),
  type: z.enum(['user', 'school']),
  username: z.string(),
  name: z.string(),
  /** Whether the owner has any published public event to come. */
  hasEvents: z.boolean(),
});

export const calendarEventsQuery = z.object({
  /** Search over name, tags, location and description (debounced 300 ms by the page). */
  query: text(200).optional(),
  /** The range: dates of events starting from startDate to endDate (defaults: now to three months ahead). */
  startDate: instant.optional(),
  endDate: instant.optional(),
  /** Comma-separated tag names: events with one of them. */
  tags: text(2000).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(CALENDAR_PAGE_SIZE),
});

/** A date of an event on the calendar (content-management 3 Calendar event). */
export const calendarEvent = z.object({
  /** The date (occurrence). */
  id: z.uuid(),
  /** The event. */
  courseId: z.uuid(),
  name: z.string(),
  /** Plain text, without markup, at most 500 characters. */
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  timezone: z.string(),
  /** The featured image or the poster. */
  poster: z.string().nullable(),
  tags: z.array(z.object({ name: z.string() })),
  location: z.object({ name: z.string().nullable(), city: z.string().nullable() }),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

export const calendarEventsReply = z.object({
  data: z.array(calendarEvent),
  page: z.number().int(),
  perPage: z.number().int(),
  totalCount: z.number().int(),
});
export type CalendarEventsReply = z.infer<typeof calendarEventsReply>;
