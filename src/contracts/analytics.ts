import { z } from 'zod';
import { instant, text } from './common.ts';
import { ANALYTICS_FIELD_MESSAGES as M } from './analytics.messages.ts';
import { ANALYTICS_ACTIONS, ANALYTICS_BATCH, ANALYTICS_LIMITS as L, WEB_VITAL_NAMES, WEB_VITAL_RATINGS } from './analytics.values.ts';

export { ANALYTICS_ACTIONS, ANALYTICS_FUNNEL, type AnalyticsActionName } from './analytics.values.ts';

/** A batch of 1 to `max` items: bounded, so one request is one small multi-row insert. */
const batch = <T extends z.ZodType>(item: T, max: number) => z.array(item).min(1, M.emptyBatch).max(max, M.batchTooLarge(max));

const optionalText = (max: number) => text(max).trim().min(1).nullish();

/**
 * One analytics session, opened by the browser tracker with an id it made and keeps in local storage. Browser, os
 * and device are read from the request's User-Agent on the server, not sent.
 */
export const analyticsSessionInput = z.object({
  id: z.uuid(),
  eventId: z.uuid().nullish(),
  eventOccurrenceId: z.uuid().nullish(),
  /** The profile of a profile page; an event page's organizer is the event's owner, looked up by the server. */
  organizerId: z.uuid().nullish(),
  /** The handle of a profile page (/o/:username, /p/:username): the server looks its profile up when no id is sent. */
  organizerUsername: optionalText(L.text),
  locale: text(35).default(''),
  /** The referring page; only its origin and path are kept. */
  referrer: text(L.url).default(''),
  utmSource: optionalText(L.text),
  utmMedium: optionalText(L.text),
  utmCampaign: optionalText(L.text),
  /** The promoter's username of a landing URL /event/:id/promote/:promoterUsername. */
  promoter: optionalText(L.text),
});
export type AnalyticsSessionInput = z.input<typeof analyticsSessionInput>;

const dataValue = z.union([text(L.dataValue), z.number().finite(), z.boolean(), z.null()]);

export const analyticsActionInput = z.object({
  id: z.uuid(),
  sessionId: z.uuid(),
  name: z.enum(ANALYTICS_ACTIONS),
  data: z
    .record(text(L.dataKey), dataValue)
    .refine((data) => Object.keys(data).length <= L.dataKeys, M.dataTooLarge)
    .default({}),
  path: text(L.path).default(''),
  eventId: z.uuid().nullish(),
  occurredAt: instant,
  previousActionId: z.uuid().nullish(),
});
export type AnalyticsActionInput = z.input<typeof analyticsActionInput>;

export const webVitalInput = z.object({
  sessionId: z.uuid(),
  name: z.enum(WEB_VITAL_NAMES),
  value: z.number().finite().min(0).max(1e7),
  rating: z.enum(WEB_VITAL_RATINGS),
  navigationType: text(40).default(''),
  url: text(L.url).default(''),
});
export type WebVitalInput = z.input<typeof webVitalInput>;

export const devEventRowsParams = z.object({ eventId: z.uuid() });
export const devEventRowsReply = z.object({
  sessions: z.array(
    z.object({
      id: z.uuid(),
      organizerId: z.uuid().nullable(),
      browser: z.string(),
      os: z.string(),
      device: z.string(),
      referrer: z.string(),
      promoter: z.string().nullable(),
      environment: z.string(),
    }),
  ),
  actions: z.array(z.object({ id: z.uuid(), sessionId: z.uuid(), name: z.string(), path: z.string(), organizerId: z.uuid().nullable() })),
  /** The web vitals of those sessions. */
  vitals: z.array(z.object({ sessionId: z.uuid(), name: z.string(), value: z.number(), rating: z.string(), navigationType: z.string() })),
});

export const analyticsSessionsBody = z.object({ sessions: batch(analyticsSessionInput, ANALYTICS_BATCH.sessions) });
export const analyticsActionsBody = z.object({ actions: batch(analyticsActionInput, ANALYTICS_BATCH.actions) });
export const webVitalsBody = z.object({ vitals: batch(webVitalInput, ANALYTICS_BATCH.webVitals) });
