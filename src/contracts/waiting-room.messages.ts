/**
 * The waiting room's words (issue 35; the spec has none, docs/decisions/checkout.md "Waiting room") and the machine
 * reasons of the ticket step's refusals while a room is on.
 */
export const WAITING_ROOM_REASONS = {
  /** The ticket step needs an admission pass: join the waiting room (the web sends the buyer there). */
  passRequired: 'waiting_room_pass_required',
  /** The pass is not one we signed for this visitor (forged, altered, another session's). */
  passInvalid: 'waiting_room_pass_invalid',
  passExpired: 'waiting_room_pass_expired',
  /** The pass already started an order. */
  passUsed: 'waiting_room_pass_used',
} as const;
export type WaitingRoomReason = (typeof WAITING_ROOM_REASONS)[keyof typeof WAITING_ROOM_REASONS];

/** The refusals the waiting page answers: the buyer (re)joins the queue there. */
export const JOIN_QUEUE_REASONS: readonly string[] = [
  WAITING_ROOM_REASONS.passRequired,
  WAITING_ROOM_REASONS.passExpired,
  WAITING_ROOM_REASONS.passInvalid,
];

/** The waiting page of an event, or of one of its dates. */
export const waitingRoomPath = (eventId: string, occurrenceId?: string | null) =>
  `/event/${eventId}/waiting-room${occurrenceId ? `?date=${occurrenceId}` : ''}`;

export const WAITING_ROOM_MESSAGES = {
  passRequired: 'Tickets for this event are sold through a waiting room. Please join the queue to buy tickets.',
  passInvalid: 'Your place in the queue is not valid here. Please join the queue from this browser.',
  passExpired: 'Your turn to buy has expired. Please join the queue again.',
  passUsed: 'Your turn in the queue was already used to start an order.',
  roomNotFound: 'This waiting room was not found',
  savedMeanwhile: 'The waiting room was just saved by someone else. Please check it and save again.',
  dateNotFound: 'This date is not one of the event\u2019s dates',
} as const;

/** The waiting page's and the settings' texts. */
export const WAITING_ROOM_TEXTS = {
  pageTitle: (event: string) => `Waiting room: ${event}`,
  heading: 'You are in the queue',
  beforeOpening: (opensAt: string) => `Tickets go on sale at ${opensAt}.`,
  randomPlace: 'Everyone who is here by then gets a random place in the queue, so there is no need to refresh or open more tabs.',
  place: (place: string) => `Your place in the queue: ${place}`,
  estimate: (wait: string) => `Estimated wait: ${wait}`,
  admitted: 'It is your turn. Taking you to the tickets\u2026',
  continue: 'Continue to tickets',
  used: 'Your turn was used to start an order.',
  keepOpen: 'Keep this page open: it updates by itself and keeps your place if you reload it.',
  updating: 'Could not update. Trying again\u2026',
  settings: {
    title: 'Waiting room',
    lead: 'For a big on-sale: visitors who arrive before the on-sale time get a random place, and the queue lets buyers into checkout at a pace it can serve.',
    enabled: 'Use a waiting room',
    scope: 'Applies to',
    everyDate: 'Every date',
    opensAt: 'On-sale time',
    rate: 'Buyers let in per minute',
    rateHint: (n: number) => `Default ${n}: what the checkout serves on this server.`,
    autoStarted: 'Turned on by Ovation because many people arrived at once.',
    save: 'Save waiting room',
    saved: 'Waiting room saved',
    queueLength: (waiting: number, admitted: number) => `${waiting} waiting, ${admitted} let in`,
    loadFailed: 'Could not load the waiting room.',
  },
  admin: {
    title: 'Waiting rooms',
    empty: 'No waiting room is on.',
    event: 'Event',
    rate: 'Per minute',
    queue: 'Queue',
    save: 'Save rate',
    saved: 'Rate saved',
    loadFailed: 'Could not load the waiting rooms.',
  },
} as const;
