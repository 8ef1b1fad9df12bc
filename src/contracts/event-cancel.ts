import { z } from 'zod';
import { instant, text } from './common.ts';
import { EVENT_CANCEL_MESSAGES, MASS_REFUND_KINDS, MASS_REFUND_STATES } from './event-cancel.messages.ts';

export * from './event-cancel.messages.ts';

/** Cancel: for an event with orders, the organizer types its name (a guard against a click on the wrong event). */
export const cancelEventBody = z.object({ confirmName: text(300).optional() });

/**
 * Postpone: until when holders may ask for a refund and, for a single-date event, its new start and end (both or
 * neither; a date series moves in its Dates tab first).
 */
export const postponeEventBody = z
  .object({ refundRequestsUntil: instant, startsAt: instant.optional(), endsAt: instant.optional() })
  .refine((b) => (b.startsAt === undefined) === (b.endsAt === undefined), { message: EVENT_CANCEL_MESSAGES.newDateBoth, path: ['endsAt'] });

/** One order of a mass refund as the organizer sees it (failed ones with their reason, cash ones to hand back). */
export const massRefundOrderView = z.object({
  orderId: z.uuid(),
  buyerName: z.string(),
  buyerEmail: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  kind: z.enum(MASS_REFUND_KINDS),
  state: z.enum(MASS_REFUND_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});

export const massRefundView = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Orders in it, and how many are done (refunded, or cancelled for free and cash ones), failed and pending. */
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  /** What went back through the provider so far, and what is to hand back in cash. */
  refundedAmount: z.number().int(),
  cashAmount: z.number().int(),
  currency: z.string(),
  failures: z.array(massRefundOrderView),
  cashOrders: z.array(massRefundOrderView),
});

/** What a cancel would refund now: orders by kind and the amount going back through the provider. */
export const cancelPreview = z.object({
  orders: z.number().int(),
  providerOrders: z.number().int(),
  cashOrders: z.number().int(),
  freeOrders: z.number().int(),
  amount: z.number().int(),
  cashAmount: z.number().int(),
  currency: z.string(),
});

export const eventLifecycleReply = z.object({
  eventName: z.string(),
  canceledAt: z.string().nullable(),
  postponedAt: z.string().nullable(),
  refundRequestsUntil: z.string().nullable(),
  preview: cancelPreview,
  massRefund: massRefundView.nullable(),
});

export const eventLifecycleMessageReply = z.object({ message: z.string(), lifecycle: eventLifecycleReply });

export type EventLifecycle = z.infer<typeof eventLifecycleReply>;
export type MassRefundView = z.infer<typeof massRefundView>;
export type MassRefundOrderView = z.infer<typeof massRefundOrderView>;
