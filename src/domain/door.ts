/**
 * What the door may do in each state of an event (issue 34, docs/decisions/tickets.md "Door"): sell (door sales on
 * a card reader, guests added with or without cash, staff's own checkout) and check in the tickets already sold.
 * Cancelled wins over every other state: the event is final and its orders are being refunded.
 */
export const DOOR_STATES = ['published', 'draft', 'unpublished', 'canceled'] as const;
export type DoorState = (typeof DOOR_STATES)[number];

export interface DoorEvent {
  published: boolean;
  /** Set when an event with sales was unpublished (published is false too). */
  unpublishedAt: Date | string | null;
  canceledAt: Date | string | null;
}

export function doorState(event: DoorEvent): DoorState {
  if (event.canceledAt) return 'canceled';
  if (event.published) return 'published';
  return event.unpublishedAt ? 'unpublished' : 'draft';
}

/**
 * A draft sells nothing until it is published (a comp added to a draft would turn it into an unpublished event with
 * sales); an unpublished event stops selling but its holders still get in; a cancelled one neither sells nor admits.
 */
const RULES: Record<DoorState, { sell: boolean; checkIn: boolean }> = {
  published: { sell: true, checkIn: true },
  draft: { sell: false, checkIn: true },
  unpublished: { sell: false, checkIn: true },
  canceled: { sell: false, checkIn: false },
};

/** Only a published event sells (a type guard, so a refusal's message is picked from the other states). */
export const doorMaySell = (state: DoorState): state is 'published' => RULES[state].sell;
export const doorMayCheckIn = (state: DoorState): boolean => RULES[state].checkIn;
