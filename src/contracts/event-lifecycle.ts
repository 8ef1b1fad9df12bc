import { z } from 'zod';
import { EVENT_LIMITS } from '../domain/events.ts';
import { instant, text } from './common.ts';
import { eventLocation } from './events.ts';

export { okReply } from './common.ts';
export { eventIdParams } from './events.ts';

/**
 * Duplicate an event. `key` is made by the client once per dialog: a double click (or a retry) with the same key
 * answers the same copy. `startsAt` is the copy's (first) date; a series keeps its spacing. `endsAt` applies to a
 * single-date event only (absent: the same length as the original).
 */
export const duplicateEventBody = z.object({
  key: z.uuid(),
  name: text(EVENT_LIMITS.name).trim().min(1),
  startsAt: instant.optional(),
  endsAt: instant.optional(),
});
export type DuplicateEventBody = z.infer<typeof duplicateEventBody>;
export const duplicateEventReply = z.object({ eventId: z.uuid() });

/** 'draft' when nothing was sold (back to a draft); 'unpublished' when holders keep their tickets. */
export const unpublishReply = z.object({ state: z.enum(['draft', 'unpublished']) });

/** GET .../venues: the distinct venues of the owner's events, most recently used first (the editor offers them again). */
export const pastVenuesQuery = z.object({ ownerId: z.uuid() });
export const pastVenue = eventLocation.extend({ name: z.string() });
export type PastVenue = z.infer<typeof pastVenue>;
export const pastVenuesReply = z.object({ venues: z.array(pastVenue) });
