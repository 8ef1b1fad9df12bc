/** Error texts shared by the API and the web app: plain constants without zod, so the web app can import them without the schemas. */

import type { BroadcastReason } from './broadcasts.messages.ts';
import type { CheckoutReason } from './checkout.messages.ts';
import type { EventCreatorReason } from './event-creator.messages.ts';
import type { EventLifecycleReason } from './event-lifecycle.messages.ts';
import type { ReportingReason } from './reporting.messages.ts';
import type { SeatingReason } from './seating-server.messages.ts';
import type { CheckInReason } from './tickets.messages.ts';
import type { DeveloperReason } from './webhooks.messages.ts';
import type { EventCancelReason } from './event-cancel.messages.ts';
import type { WaitingRoomReason } from './waiting-room.messages.ts';

/**
 * Every machine `reason` an error body may carry: each context declares its own beside its messages
 * (CHECKOUT_REASONS, CHECK_IN_REASONS) and joins them here. Clients branch on the reason, never on the message.
 */
export type ErrorReason =
  | CheckoutReason
  | CheckInReason
  | ReportingReason
  | DeveloperReason
  | BroadcastReason
  | EventCreatorReason
  | SeatingReason
  | PlatformReason
  | EventLifecycleReason
  | EventCancelReason
  | WaitingRoomReason;

/** Reasons of the platform itself, whatever the route. */
export const PLATFORM_REASONS = {
  /** The server is beyond its capacity (admission control): come back after the reply's Retry-After. */
  overloaded: 'overloaded',
} as const;
export type PlatformReason = (typeof PLATFORM_REASONS)[keyof typeof PLATFORM_REASONS];

/** A request refused beyond the server's capacity, with the wait its Retry-After header gives. */
export function tryAgainIn(seconds: number): string {
  return `So many people are here right now that we could not answer. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/** Generic request failure text: 'Unable to {action}. Please try again later.' */
export function unableTo(action: string): string {
  return `Unable to ${action}. Please try again later.`;
}

/** The text of an unexpected failure: the API's 500 body and the pages that show a failure without a reason. */
export const SOMETHING_WENT_WRONG = 'Something went wrong, please try again';

/** A state-changing request whose Origin is another site (platform/http/origin-check.ts). */
export const CROSS_SITE_REFUSED = 'This request came from another website and was refused. Please try again on Ovation itself.';

/** What a refused database write means to the user; the SQL behind it never leaves the server. */
export const DATABASE_REFUSED = {
  duplicate: 'This already exists',
  inUse: 'This is still used by other records (orders, tickets or sales), so it cannot be removed or changed this way',
  rule: 'This change conflicts with the current data (for example, more than is left). Please reload and try again.',
  invalidValue: 'A value is not valid (a number, date or text out of range)',
} as const;
