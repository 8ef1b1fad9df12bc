import { z } from 'zod';
import { WAITING_ROOM } from '../domain/waiting-room.ts';
import { instant } from './common.ts';

/** The waiting room of an on-sale (issue 35, docs/decisions/checkout.md "Waiting room"). */

const rate = z.number().int().min(WAITING_ROOM.minRatePerMinute).max(WAITING_ROOM.maxRatePerMinute);

export const eventIdParams = z.object({ eventId: z.uuid() });
export const roomIdParams = z.object({ roomId: z.uuid() });
/** The waiting page of an event, or of one date of it (`date`: an occurrence id). */
export const waitingPageQuery = z.object({ date: z.uuid().optional() });

export const standingReply = z.object({
  state: z.enum(['before_opening', 'waiting', 'admitted', 'used']),
  /** 1 is next; null unless waiting. */
  place: z.number().int().nullable(),
  estimateSeconds: z.number().int().nullable(),
  /** The on-sale time: the draw of the early arrivals' places. */
  opensAt: z.string(),
  /** Where to go once admitted: the ticket step. */
  next: z.string(),
  /** When to ask again. */
  pollSeconds: z.number().int(),
  /** What the page shows: the place (or the opening, or the turn) and the estimate. */
  line: z.string(),
  detail: z.string(),
});
export type StandingReply = z.infer<typeof standingReply>;

export const roomView = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  occurrenceId: z.uuid().nullable(),
  enabled: z.boolean(),
  opensAt: z.string(),
  ratePerMinute: z.number().int(),
  autoStarted: z.boolean(),
  /** Visitors with a place, and how many of them the room has let in so far. */
  joined: z.number().int(),
  admitted: z.number().int(),
});
export type RoomView = z.infer<typeof roomView>;

export const eventRoomsReply = z.object({
  rooms: z.array(roomView),
  defaultRatePerMinute: z.number().int(),
  /** The earliest sales start of the event's ticket types: the on-sale time a new room proposes. */
  suggestedOpensAt: z.string().nullable(),
});
export type EventRoomsReply = z.infer<typeof eventRoomsReply>;

export const saveRoomBody = z.object({
  /** One date of the event; null or absent: every date. */
  occurrenceId: z.uuid().nullable().default(null),
  enabled: z.boolean(),
  opensAt: instant,
  ratePerMinute: rate.default(WAITING_ROOM.defaultRatePerMinute),
});
export type SaveRoomBody = z.input<typeof saveRoomBody>;

export const roomReply = z.object({ room: roomView });

export const adminRoomView = roomView.extend({ eventName: z.string() });
export const adminRoomsReply = z.object({ rooms: z.array(adminRoomView) });
export type AdminRoomView = z.infer<typeof adminRoomView>;

export const adminRateBody = z.object({ ratePerMinute: rate, enabled: z.boolean().optional() });
