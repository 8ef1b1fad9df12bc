import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import type { orderItems, orders, promoCodes, users } from '../../platform/db/schema/index.ts';
import { normalizeEmail } from '../../../domain/people.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';

/** What checkout's services use; AppDeps and the worker's deps both satisfy it. */
export interface CheckoutDeps {
  config: Config;
  db: Db;
  jobs: Jobs;
  payments: PaymentProvider;
}

/** Completion and provider events need no configuration (the worker and tests call them directly). */
export type CompletionDeps = Pick<CheckoutDeps, 'db' | 'jobs' | 'payments'>;

type AnyOrderRow = typeof orders.$inferSelect;
/** The checkout's orders: tickets of one event date. Membership orders (no event) are the memberships context's. */
export type OrderRow = AnyOrderRow & { productType: 'Event'; eventId: string; occurrenceId: string };

/** An event order, or null for a membership order. */
export function asEventOrder(row: AnyOrderRow): OrderRow | null {
  return row.productType === 'Event' && row.eventId != null && row.occurrenceId != null ? (row as OrderRow) : null;
}
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PromoRow = typeof promoCodes.$inferSelect;

/** For statements that can only touch event orders (they filter by an event order's id or by holds). */
export function eventOrder(row: AnyOrderRow): OrderRow {
  const order = asEventOrder(row);
  if (!order) throw new Error(`order ${row.id} is not an event order`);
  return order;
}

/**
 * The buyer columns of an order an account pays itself (a membership period, a donation): its name, its e-mail
 * as stored for matching, and the client key that bounds its pending orders.
 */
export function accountBuyer(account: Pick<typeof users.$inferSelect, 'firstName' | 'lastName' | 'email'>, profileId: string) {
  return {
    buyerFirstName: account.firstName,
    buyerLastName: account.lastName,
    buyerEmail: normalizeEmail(account.email),
    clientKey: `u:${profileId}`,
  };
}
