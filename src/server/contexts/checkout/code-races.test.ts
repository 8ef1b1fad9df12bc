import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CHECKOUT_REASONS } from '../../../contracts/checkout.ts';
import { orders, promoCodes } from '../../platform/db/schema/index.ts';
import type { Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { insertGlobalCode } from '../promo-codes/promo-codes.fixtures.ts';
import { inventory, paidEvent, postOrder } from './checkout.fixtures.ts';
import { codeUsed, listEvent } from './list-checkout.fixtures.ts';

/**
 * Limits under racing buyers, on PGlite and on PostgreSQL (TEST_DATABASE_URL, as `npm test` runs it): a global
 * promo code's uses and a share code's quantity are each taken in one conditional statement, so however many
 * checkouts start at once, exactly the limit succeeds.
 */
const t = useTestApp();
let owner: Person;
beforeAll(async () => {
  owner = await signUpUser(t.app);
});

const ordersWith = async (where: ReturnType<typeof eq>) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return Number(row?.n ?? 0);
};

describe('racing checkouts', () => {
  it('a global code with 5 uses raced by 50 checkouts: exactly 5 orders take it', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { details: { category: 'music' }, tickets: [{ name: 'Seat', price: 2000, quantity: 500 }] });
    const code = await insertGlobalCode(t.db, owner.user.id, { code: 'RACE5', scope: 'course_categories', categoryIds: ['music'], quantity: 5 });
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => postOrder(t, id, { tickets: { [ticketIds[0]!]: 1 } }, { promoCode: 'RACE5' })),
    );
    const won = replies.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(5);
    expect(replies.filter((r) => r.statusCode === 422).every((r) => r.json().reason === CHECKOUT_REASONS.codeExhausted)).toBe(true);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row).toMatchObject({ quantity: 0, uses: 5 });
    expect(await ordersWith(eq(orders.promoCodeId, code.id))).toBe(5);
    // The refused checkouts hold nothing.
    expect(await inventory(t, ticketIds[0]!)).toMatchObject({ held: 5, liveHeld: 5 });
  }, 120_000);

  it('a share code with quantity 2 raced by 10 friends: exactly 2 tickets', async () => {
    const member = await signUpUser(t.app);
    const { eventId, exclusiveId, members } = await listEvent(t, owner, { emails: [member.email], quantityPerCode: 2 });
    const { id: memberId, shareCode } = members[0]!;
    const friends = await Promise.all(Array.from({ length: 10 }, () => signUpUser(t.app)));
    const replies = await Promise.all(
      friends.map((friend) => postOrder(t, eventId, { tickets: { [exclusiveId]: 1 }, customUserListsCodes: [shareCode] }, { person: friend })),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(replies.filter((r) => r.statusCode !== 200).every((r) => r.json().reason === CHECKOUT_REASONS.codeExhausted)).toBe(true);
    expect(await codeUsed(t, memberId, exclusiveId)).toBe(2);
    expect(await ordersWith(and(eq(orders.privateListMemberId, memberId), eq(orders.status, 'pending'))!)).toBe(2);
    expect(await inventory(t, exclusiveId)).toMatchObject({ held: 2, liveHeld: 2 });
  }, 120_000);
});
