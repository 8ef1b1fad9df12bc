import { z } from 'zod';
import { ADMISSION_KINDS } from '../domain/admission.ts';
import { ORDER_PAYMENT_METHODS } from '../domain/checkout.ts';
import { TICKET_CHANGES, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../domain/webhooks.ts';

/**
 * The outbox's events: exactly the webhook event types (the spec's, plus ticket.updated: docs/decisions/tickets.md), each with a versioned payload. This is the public
 * contract organizers' webhook servers receive, so it names only what an organizer may know of their own sales:
 * ids are UUIDs, money is integer minor units beside a lower-case ISO 4217 currency code ('usd'; JPY has no minor
 * unit), times are ISO 8601 in UTC ('2030-04-06T18:00:00.000Z'), and no payload ever carries a secret (QR codes,
 * claim or session tokens, password hashes, payment provider secrets, card data). When an event happened is the
 * outbox row's own time (the delivery's envelope), not a payload field.
 *
 * Versioning: every payload carries `version`. A field may be added within a version; renaming, removing or
 * changing the meaning of one publishes a new version's schema beside the old one.
 */

/** The payload's version (written by the outbox writer when the sender leaves it out). */
const version1 = z.literal(1).default(1);
const id = z.uuid();
/** Lower-case ISO 4217 code. */
const currency = z.string().regex(/^[a-z]{3}$/);
/** Integer minor units of the currency beside it (cents; yen). */
const minorUnits = z.number().int().nonnegative();
/** ISO 8601 in UTC. */
const timestamp = z.iso.datetime();

/** What every order event says. */
const orderFields = {
  version: version1,
  /** The order. */
  orderId: id,
  /** The event the order is for. */
  eventId: id,
  /** The event's date (occurrence) the order is for. */
  occurrenceId: id,
  /** What the buyer pays: ticket prices and fees, plus a donation, minus discounts. */
  total: minorUnits,
  currency,
  /** How many tickets the order holds. */
  tickets: z.number().int().nonnegative(),
};

/** What every ticket event says: one ticket is one order item. */
const ticketFields = {
  version: version1,
  /** The ticket. */
  orderItemId: id,
  /** The order the ticket is in (a transferred ticket stays in the buyer's order). */
  orderId: id,
  /** The event. */
  eventId: id,
  /** The event's date (occurrence) the ticket admits to. */
  occurrenceId: id,
  /** The ticket type. */
  ticketTypeId: id,
};

/**
 * Which entry a check-in (or its undo) was, added in version 1 (issue 34): a single ticket's is entry 1 of 1 on its
 * own date; a pass enters once on each of its dates and a punch card `entriesTotal` times on any date of the event.
 */
const entryFields = {
  /** How the ticket admits: once, once per date of a pass, or a punch card's entries. */
  admission: z.enum(ADMISSION_KINDS),
  /** The date (occurrence) of this entry: for a pass or punch card it may differ from `occurrenceId`. */
  entryOccurrenceId: id,
  /** When that date starts. */
  entryStartsAt: timestamp,
  /** The entry's number, 1 for the first (numbers continue after an undo). */
  entry: z.number().int().positive(),
  /** Entries the ticket has: 1, a pass's dates, a punch card's entries. */
  entriesTotal: z.number().int().positive(),
  /** Entries left after this check-in (or after its undo). */
  entriesLeft: z.number().int().nonnegative(),
};

/** Who acted: the ticket's holder or buyer, or the organizer's side (an event admin, door staff). */
const actor = z.enum(['holder', 'organizer']);

/** What every membership subscription event says: the member's subscription as it now stands. */
const subscriptionFields = {
  version: version1,
  /** The subscription (one member of one tier). */
  subscriptionId: id,
  /** The member's account; null for an invited member without one yet. */
  userId: id.nullable(),
  /** The member's e-mail address. */
  email: z.string(),
  /** The membership tier. */
  tierId: id,
  /** The tier's price subscribed to; null for a membership the organizer added by hand. */
  price: z
    .object({
      /** The tier price's id. */
      id,
      /** Charged every interval. */
      amount: minorUnits,
      currency,
      interval: z.enum(['month', 'year']),
    })
    .nullable(),
  /** As the members list shows it. */
  status: z.enum(['active', 'invited', 'expired']),
  /** True when the organizer added the membership by hand (no payment-provider subscription). */
  manual: z.boolean(),
  /** Whether it renews at `expiresAt`. */
  autoRenew: z.boolean(),
  /** When the membership began. */
  startsAt: timestamp,
  /** When the current period ends (it renews or expires then); null for no end. */
  expiresAt: timestamp.nullable(),
};

/** Every event type with its current payload schema. */
export const OUTBOX_EVENTS = {
  /** An order was created (tickets are held while the buyer checks out). */
  'order.created': z.object(orderFields),
  /** An order was paid (or was free, or paid in cash at the door): its tickets are issued. */
  'order.completed': z.object({
    ...orderFields,
    /** How it was paid. */
    paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
    completedAt: timestamp,
  }),
  /** A ticket became valid: bought, or claimed by the person it was transferred to. */
  'ticket.issued': z.object({
    ...ticketFields,
    /** The account holding the ticket; null when it went to an e-mail address without an account. */
    holderUserId: id.nullable(),
    /** Bought in the order, or claimed after a transfer. */
    via: z.enum(['purchase', 'transfer']),
    /** For `via: 'transfer'`: the ticket it replaces. */
    transferredFromId: id.nullable(),
  }),
  /** A ticket was cancelled: it no longer admits, its seat is for sale again. */
  'ticket.cancelled': z.object({
    ...ticketFields,
    by: actor,
    /** The account that cancelled it. */
    byUserId: id,
    /** True when the cancel also refunded it (a ticket.refunded event follows). */
    refunded: z.boolean().default(false),
  }),
  /** A ticket's price went back to the buyer. */
  'ticket.refunded': z.object({
    ...ticketFields,
    by: actor,
    /** The account that refunded it. */
    byUserId: id,
    /** What went back. */
    amount: minorUnits,
    currency,
    /** The payment provider's refund id; null for a cash refund handed back in person. */
    refundId: z.string().nullable(),
  }),
  /** A ticket's check-in was undone. */
  'ticket.checked_out': z.object({
    ...ticketFields,
    ...entryFields,
    /** When it had been checked in. */
    checkedInAt: timestamp.nullable(),
    /** The account that undid it. */
    byUserId: id,
  }),
  /** A ticket was checked in at the door. */
  'ticket.checked_in': z.object({
    ...ticketFields,
    ...entryFields,
    checkedInAt: timestamp,
    /** The account that checked it in. */
    byUserId: id,
  }),
  /** A ticket was sent to someone else: it stops admitting; a new ticket waits to be claimed (then ticket.issued). */
  'ticket.transferred': z.object({
    ...ticketFields,
    /** The new ticket, waiting to be claimed. */
    toOrderItemId: id,
    /** The recipient's name and e-mail address. */
    toName: z.string(),
    toEmail: z.string(),
    /** The account that sent it. */
    byUserId: id,
  }),
  /**
   * The organizer changed a ticket (issue 34): the holder's names or answers, its e-mail (a resend to a corrected
   * address), its QR code (the old one voided) or its date (moved within the event's dates; `occurrenceId` is the new one).
   */
  'ticket.updated': z.object({
    ...ticketFields,
    changes: z.array(z.enum(TICKET_CHANGES)).min(1),
    /** The account that changed it. */
    byUserId: id,
  }),
  /** A member subscribed or was added. */
  'membership.subscription.created': z.object(subscriptionFields),
  /** A subscription changed: tier, price, renewal, or a new period. */
  'membership.subscription.updated': z.object(subscriptionFields),
  /** A subscription was cancelled: it stays until `expiresAt`, then expires. */
  'membership.subscription.cancelled': z.object({ ...subscriptionFields, canceledAt: timestamp }),
  /** A subscription ended. */
  'membership.subscription.expired': z.object(subscriptionFields),
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type OutboxEventType = keyof typeof OUTBOX_EVENTS;
/** The spec's webhook event types, in the order the webhook form lists them. */
export const OUTBOX_EVENT_TYPES: readonly OutboxEventType[] = WEBHOOK_EVENT_TYPES;
/** A payload as written (`version` may be left out). */
export type OutboxPayloadInput<T extends OutboxEventType> = z.input<(typeof OUTBOX_EVENTS)[T]>;
/** A payload as stored and delivered. */
export type OutboxPayload<T extends OutboxEventType> = z.output<(typeof OUTBOX_EVENTS)[T]>;
