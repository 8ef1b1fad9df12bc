import type { DoorState } from '../domain/door.ts';
import { EVENT_STATE_BANNER } from './event-state.messages.ts';

type NotPublished = Exclude<DoorState, 'published'>;

const DRAFT = 'This event is a draft: publish it before selling tickets or adding guests.';
const UNPUBLISHED = 'This event is unpublished: sales are closed. Tickets already sold can still be checked in.';

/**
 * The door in an event's states (issue 34, docs/decisions/tickets.md "Door"): the refusals of a sale or a check-in
 * the state does not allow, and the notice the guests and check-in pages show instead of offering them.
 */
export const DOOR_MESSAGES = {
  /** A sale refused (reason event_not_on_sale): cancelled keeps the event page's words. */
  saleRefused: { draft: DRAFT, unpublished: UNPUBLISHED, canceled: EVENT_STATE_BANNER.canceled } satisfies Record<NotPublished, string>,
  /** A check-in refused (reason event_canceled). */
  checkInRefused: 'This event has been canceled: its tickets can no longer be checked in.',
  /** The pages' notice in place of Add guest and Sell at the door (and of the scanner when cancelled). */
  notice: {
    draft: DRAFT,
    unpublished: UNPUBLISHED,
    canceled: 'This event has been canceled: nothing can be sold and its tickets can no longer be checked in.',
  } satisfies Record<NotPublished, string>,
} as const;
