import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { confirmOrderBody } from '../../../contracts/checkout.ts';
import { SEATING_REASONS, SEATING_SERVER_MESSAGES } from '../../../contracts/seating-server.messages.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { refusal } from '../../platform/http/errors.ts';
import type { OrderRow } from './checkout-deps.ts';
import { hashSeatsHoldToken, seatsMatchTickets, seatsOfOrder } from './seat-holds.ts';

const holdInvalid = () => refusal('conflict', SEATING_REASONS.seatsHoldInvalid, SEATING_SERVER_MESSAGES.seatsHoldInvalid);

/**
 * Confirm's seat check (buyer-side 7): an order that holds seats or has seated tickets must bring its latest seats
 * hold token, the seats it names (when it names them) must be the ones it holds, and every seated ticket must
 * have its seat. Completion checks the seats again in its transaction.
 */
export async function checkOrderSeats(
  db: Queryable,
  order: Pick<OrderRow, 'id'>,
  body: Pick<z.infer<typeof confirmOrderBody>, 'seatsHoldToken' | 'seatsReserved'>,
): Promise<void> {
  const [held, match, [row]] = await Promise.all([
    seatsOfOrder(db, order.id),
    seatsMatchTickets(db, order.id),
    db.select({ hash: orders.seatsHoldTokenHash }).from(orders).where(eq(orders.id, order.id)).limit(1),
  ]);
  if (!held.length && match) return;
  if (!row?.hash || !body.seatsHoldToken || hashSeatsHoldToken(body.seatsHoldToken) !== row.hash) throw holdInvalid();
  if (body.seatsReserved) {
    const named = [...new Set(body.seatsReserved)].sort();
    const keys = held.map((s) => s.seatKey).sort();
    if (named.length !== keys.length || named.some((k, i) => k !== keys[i])) throw holdInvalid();
  }
  if (!match) throw refusal('conflict', SEATING_REASONS.seatsMismatch, SEATING_SERVER_MESSAGES.seatsMismatch);
}
