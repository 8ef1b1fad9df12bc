import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { cancelReply, refundReply } from '../../../contracts/tickets.ts';
import { eventStatsReply, revenueReply, REVENUE_DIMENSIONS, REVENUE_TEXTS, type RevenueFigures } from '../../../contracts/reporting.ts';
import { orderItems, orders, profiles, terminalReaders } from '../../platform/db/schema/index.ts';
import { headers, makeEvent } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { buy, completionDeps, confirm, order } from '../checkout/checkout.fixtures.ts';
import { createTier, membershipOwner, tierInput } from '../memberships/memberships.fixtures.ts';
import { sweepMemberships } from '../memberships/renewals.service.ts';
import { membershipDeps, newPatron, ordersOf, subscribeAndPay, subscriptionRow } from '../memberships/subscriptions.fixtures.ts';
import { settleDonation } from '../videos/donations-settlement.ts';
import { donate, payDonation } from '../videos/donations.fixtures.ts';
import { insertVideo } from '../videos/videos.fixtures.ts';

/**
 * The reconciliation test (issue 14): sales through the real flows (card purchases, a partial refund, a cancellation,
 * a card-reader sale, a cash guest order, a membership renewal, a video donation), then every revenue dimension's rows
 * add up to its total, and the total equals the sums read straight from the orders table, to the cent.
 */

const t = useTestApp();

const COLUMNS = ['netSales', 'grossSales', 'onlineSales', 'terminalSales', 'cashSales', 'refunds', 'stripeFees', 'ovationFees'] as const;

describe('reconciliation', () => {
  it('every dimension adds up to the orders, to the cent, after every kind of sale', async () => {
    const owner = await membershipOwner(t);
    const ownerId = owner.user.id;
    await t.db.update(profiles).set({ timezone: 'Pacific/Auckland' }).where(eq(profiles.id, ownerId));
    const event = await makeEvent(t, owner, ownerId, { name: 'Harbour Lights', tickets: [{ name: 'General', price: 2500, quantity: 50 }] });
    const ticketId = event.ticketIds[0]!;

    // Card purchases: two tickets by an account, one by a guest.
    const pair = await buy(t, event.id, { [ticketId]: 2 }, { person: await signUpUser(t.app) });
    const single = await buy(t, event.id, { [ticketId]: 1 });
    const itemsOf = (orderId: string) => t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
    const orderOf = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

    // A partial refund: one ticket of the two; what went back is recorded on the ticket and on the order.
    const [refunded] = await itemsOf(pair);
    const refund = expectReply(
      await t.app.inject({ method: 'POST', url: `/api/v1/order_items/${refunded!.id}/refund`, headers: headers(owner) }),
      200,
      refundReply,
    );
    const paid = refunded!.basePrice + refunded!.baseFee - refunded!.discountAmount;
    expect(refund.refundedAmount).toBe(paid);
    expect((await itemsOf(pair)).map((i) => [i.id === refunded!.id, i.status, i.refundedAmount]).sort()).toEqual([
      [false, 'active', 0],
      [true, 'refunded', paid],
    ]);
    expect(await orderOf(pair)).toMatchObject({ status: 'completed', refundedAmount: paid });
    expect((await orderOf(pair)).total).toBeGreaterThan(paid);

    // A cancellation: the organizer cancels the guest's ticket (no money back), and a pending order is cancelled.
    const [cancelled] = await itemsOf(single);
    expectReply(
      await t.app.inject({ method: 'POST', url: `/api/v1/order_items/${cancelled!.id}/cancel?ownerId=${ownerId}`, headers: headers(owner) }),
      200,
      cancelReply,
    );
    const abandoned = await order(t, event.id, { tickets: { [ticketId]: 1 } });
    const cancelRes = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${abandoned.order.id}/cancel?status=canceled`,
      headers: headers(owner),
    });
    expect(cancelRes.statusCode, cancelRes.body).toBe(200);

    // A card-reader sale at the door.
    const [profile] = await t.db.select({ paymentAccountId: profiles.paymentAccountId }).from(profiles).where(eq(profiles.id, ownerId));
    const reader = await t.runtime.payments.registerReader(profile!.paymentAccountId!, {
      name: 'Door',
      pairingCode: 'simulated-wpe',
      locationId: 'tml_sandbox_test',
    });
    await t.db.insert(terminalReaders).values({ ownerId, name: 'Door', providerReaderId: reader.id });
    const doorSale = await order(t, event.id, { tickets: { [ticketId]: 1 }, paymentMethod: 'terminal' }, { person: owner });
    expect((await confirm(t, doorSale.order.id, { buyerAttributes: {} }, { person: owner })).statusCode).toBe(200);
    const terminal = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/stripe_terminals/${path}`,
        headers: headers(owner),
        payload: { id: doorSale.order.id, readerId: reader.id },
      });
    expect((await terminal('process_payment')).json().status).toBe('processing');
    expect((await terminal('confirm_payment')).json().status).toBe('succeeded');

    // A cash guest order added by the organizer.
    const guests = await order(t, event.id, { tickets: { [ticketId]: 2 }, guestFlow: true }, { person: owner });
    expect((await confirm(t, guests.order.id, { buyerAttributes: { notes: 'Band' } }, { person: owner })).json()).toMatchObject({
      final: true,
      status: 'completed',
    });

    // A membership: its first period, then a renewal.
    const tier = await createTier(t, owner, tierInput(ownerId));
    const subscription = await subscribeAndPay(t, await newPatron(t), owner, tier);
    await sweepMemberships(membershipDeps(t), new Date((await subscriptionRow(t, subscription)).expiresAt!.getTime() + 60_000));
    expect((await ordersOf(t, subscription)).map((o) => o.status)).toEqual(['completed', 'completed']);

    // A video donation.
    const donor = await signUpUser(t.app);
    const video = await insertVideo(t.db, { ownerId, title: 'Harbour session' });
    const donation = await donate(t, donor, video.id, 1250);
    expect((await payDonation(t, donor, donation)).statusCode).toBe(200);
    await settleDonation(completionDeps(t), donation);

    // What the orders table says, read directly.
    const { rows } = await t.db.execute<Record<string, string>>(sql`
      select count(*) as "orderCount", coalesce(sum(total), 0) as "grossSales",
        coalesce(sum(total) filter (where payment_method in ('card', 'express')), 0) as "onlineSales",
        coalesce(sum(total) filter (where payment_method = 'terminal'), 0) as "terminalSales",
        coalesce(sum(total) filter (where payment_method = 'cash'), 0) as "cashSales",
        coalesce(sum(refunded_amount), 0) as "refunds", coalesce(sum(provider_fee), 0) as "stripeFees",
        coalesce(sum(fee_total), 0) as "ovationFees"
      from orders where owner_id = ${ownerId} and status in ('completed', 'transferred') and completed_at is not null`);
    const direct = Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)])) as Record<string, number>;
    const expected: RevenueFigures = {
      netSales: direct.grossSales! - direct.refunds! - direct.stripeFees! - direct.ovationFees!,
      grossSales: direct.grossSales!,
      onlineSales: direct.onlineSales!,
      terminalSales: direct.terminalSales!,
      cashSales: direct.cashSales!,
      refunds: direct.refunds!,
      stripeFees: direct.stripeFees!,
      ovationFees: direct.ovationFees!,
    };
    // Every kind of sale is in: 2 card orders, the door sale, the cash guests, 2 membership periods, the donation.
    expect(direct.orderCount).toBe(7);
    for (const column of ['terminalSales', 'cashSales', 'refunds', 'stripeFees', 'ovationFees'] as const)
      expect(expected[column], column).toBeGreaterThan(0);
    expect(await t.db.$count(orders, and(eq(orders.ownerId, ownerId), eq(orders.status, 'canceled')))).toBe(1);

    for (const dimension of REVENUE_DIMENSIONS) {
      const reply = expectReply(
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/profile_management/revenue?ownerId=${ownerId}&dimension=${dimension}`,
          headers: headers(owner),
        }),
        200,
        revenueReply,
      );
      expect(reply.total, dimension).toEqual(expected);
      for (const column of COLUMNS) {
        expect(
          reply.items.reduce((sum, item) => sum + item[column], 0),
          `${dimension} ${column}`,
        ).toBe(expected[column]);
      }
      expect(reply.items.reduce((sum, item) => sum + item.orderCount, 0)).toBe(7);
      for (const row of [...reply.items, reply.total]) expect(row.netSales).toBe(row.grossSales - row.refunds - row.stripeFees - row.ovationFees);
      expect(reply.otherCurrencies).toEqual([]);
      if (dimension === 'course_id') {
        expect(reply.items.map((i) => i.dimension)).toEqual(['Harbour Lights', REVENUE_TEXTS.memberships, REVENUE_TEXTS.videoDonations]);
        // Event Stats reads the same ledger: its totals are the event's revenue row.
        const stats = expectReply(
          await t.app.inject({ method: 'GET', url: `/api/v1/events/${event.id}/stats`, headers: headers(owner) }),
          200,
          eventStatsReply,
        );
        expect(stats.totals).toMatchObject({ orders: 4, grossSales: reply.items[0]!.grossSales, netSales: reply.items[0]!.netSales });
        // 2 bought, 1 refunded; 1 bought by the guest, cancelled; 1 at the door; 2 cash guests.
        expect(stats.totals.tickets).toBe(4);
        expect(stats.byTicketType[0]).toMatchObject({ sold: 4, refunds: paid });
      }
    }
  });
});
