import { and, eq } from 'drizzle-orm';
import { orders, privateListCodeUses } from '../../platform/db/schema/index.ts';
import type { Person } from '../../testing/events.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { insertList } from '../private-lists/private-lists.fixtures.ts';
import { paidEvent } from './checkout.fixtures.ts';

/** Private access list checkouts in tests: an event with a list ticket, and the share code counts. */

/**
 * A published event of a connected owner with a free public ticket and a list ticket ('Exclusive', free unless
 * `price`) for a list of `emails`; returns the ids and the list's members (each with their share code).
 */
export async function listEvent(t: TestApp, owner: Person, opts: { emails: string[]; quantityPerCode: number; price?: number; quantity?: number }) {
  const { list, members } = await insertList(t.db, owner.user.id, opts.emails);
  const { id, ticketIds } = await paidEvent(t, owner, {
    tickets: [
      { name: 'Public', price: 0, quantity: 100 },
      {
        name: 'Exclusive',
        price: opts.price ?? 0,
        quantity: opts.quantity ?? 100,
        visibilityScope: 'list',
        customUserListIds: [list.id],
        quantityPerCode: opts.quantityPerCode,
      },
    ],
  });
  return { eventId: id, publicId: ticketIds[0]!, exclusiveId: ticketIds[1]!, list, members };
}

/** Tickets taken on a member's code for a ticket type (0 before the first). */
export async function codeUsed(t: TestApp, memberId: string, ticketTypeId: string): Promise<number> {
  const [row] = await t.db
    .select({ used: privateListCodeUses.used })
    .from(privateListCodeUses)
    .where(and(eq(privateListCodeUses.memberId, memberId), eq(privateListCodeUses.ticketTypeId, ticketTypeId)));
  return row?.used ?? 0;
}

/** The list member an order is attributed to. */
export async function broughtBy(t: TestApp, orderId: string): Promise<string | null> {
  const [row] = await t.db.select({ memberId: orders.privateListMemberId }).from(orders).where(eq(orders.id, orderId));
  return row!.memberId;
}
