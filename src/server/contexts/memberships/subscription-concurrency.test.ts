import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SUBSCRIBE_MESSAGES } from '../../../contracts/membership-subscriptions.ts';
import { membershipSubscriptions } from '../../platform/db/schema/index.ts';
import type { Person } from '../../testing/events.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { payCard } from '../checkout/checkout.fixtures.ts';
import { handleProviderEvent } from '../checkout/payment-events.service.ts';
import { reconcilePayments } from '../checkout/reconcile.service.ts';
import { createTier, membershipOwner, subscriptionEvents, tierInput } from './memberships.fixtures.ts';
import { sweepMemberships } from './renewals.service.ts';
import {
  locationOf,
  membershipDeps,
  messageOf,
  ordersOf,
  pagePath,
  payFirstPeriod,
  paymentsOf,
  postSubscribe,
  quickPatrons,
  sandboxView,
  seatsTaken,
  startSubscription,
  subscribeAndPay,
  subscriptionRow,
} from './subscriptions.fixtures.ts';

/** Runs on PGlite by default and on PostgreSQL with TEST_DATABASE_URL (how CI runs it). */
const t = useTestApp();
let owner: Person;
beforeAll(async () => {
  owner = await membershipOwner(t);
});

describe('subscriptions under concurrency', () => {
  it('100 patrons subscribing at once to a tier of 10: exactly 10 checkouts, then exactly 10 members', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id, { validSubscriptionsLimit: 10, limited: true }));
    const patrons = await quickPatrons(t, 100);
    const replies = await Promise.all(
      patrons.map((p) => postSubscribe(t, p, { price_id: tier.prices[0]!.id, owner_id: owner.user.id, user_id: p.id }, pagePath(owner))),
    );
    const locations = replies.map(locationOf);
    const opened = locations.filter((l) => l.startsWith('/sandbox/memberships/'));
    expect(opened).toHaveLength(10);
    expect(locations.filter((l) => messageOf(l) === SUBSCRIBE_MESSAGES.soldOut)).toHaveLength(90);
    expect(await seatsTaken(t, tier.id)).toBe(10);

    const winners = patrons.filter((_, i) => locations[i]!.startsWith('/sandbox/memberships/'));
    const views = await Promise.all(winners.map((p, i) => payFirstPeriod(t, p, opened[i]!.split('/').pop()!)));
    expect(views.every((v) => v.status === 'active')).toBe(true);
    expect(
      await t.db.$count(membershipSubscriptions, and(eq(membershipSubscriptions.tierId, tier.id), eq(membershipSubscriptions.status, 'active'))),
    ).toBe(10);
    expect(await t.db.$count(membershipSubscriptions, eq(membershipSubscriptions.tierId, tier.id))).toBe(10);
    expect(await seatsTaken(t, tier.id)).toBe(10);
  }, 120_000);

  it('one patron in two tabs (and a double click) opens one checkout holding one seat', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id, { name: 'Tabs', validSubscriptionsLimit: 5, limited: true }));
    const [patron] = await quickPatrons(t, 1);
    const ids = await Promise.all(Array.from({ length: 4 }, () => startSubscription(t, patron!, owner, tier)));
    expect(new Set(ids).size).toBe(1);
    expect(await t.db.$count(membershipSubscriptions, eq(membershipSubscriptions.userId, patron!.id))).toBe(1);
    expect(await seatsTaken(t, tier.id)).toBe(1);
    expect(await ordersOf(t, ids[0]!)).toHaveLength(1);
    expect(await paymentsOf(t, ids[0]!)).toHaveLength(1);
  });

  it('the page, the provider event, its redelivery and reconciliation at once start the membership once', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id, { name: 'Race' }));
    const [patron] = await quickPatrons(t, 1);
    const id = await startSubscription(t, patron!, owner, tier);
    const view = await sandboxView(t, patron!, id);
    await payCard(t, { paymentId: view.payment!.id, clientSecret: view.payment!.clientSecret });
    const deps = membershipDeps(t);
    const event = { id: `evt_race_${id}`, type: 'payment.succeeded' as const, paymentId: view.payment!.id, raw: null };
    await Promise.all([
      sandboxView(t, patron!, id),
      handleProviderEvent(deps, event),
      handleProviderEvent(deps, event),
      reconcilePayments(deps, new Date(Date.now() + 60_000)),
      sandboxView(t, patron!, id),
    ]);
    expect((await subscriptionRow(t, id)).status).toBe('active');
    expect((await subscriptionEvents(t, id)).map((e) => e.type)).toEqual(['membership.subscription.created']);
    expect(await seatsTaken(t, tier.id)).toBe(1);
  });

  it('the renewal sweep run twice at once charges once: one order and one payment for the period', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id, { name: 'Twice' }));
    const [patron] = await quickPatrons(t, 1);
    const id = await subscribeAndPay(t, patron!, owner, tier);
    const due = (await subscriptionRow(t, id)).expiresAt!;
    const now = new Date(due.getTime() + 60_000);
    const deps = membershipDeps(t);
    const runs = await Promise.all([sweepMemberships(deps, now), sweepMemberships(deps, now), sweepMemberships(deps, now)]);
    // Every membership due then (the other tests' too) renewed once across the three runs.
    const dueCount = await t.db.$count(membershipSubscriptions, eq(membershipSubscriptions.status, 'active'));
    expect(runs.reduce((n, r) => n + r.renewed, 0)).toBe(dueCount);
    const charged = await ordersOf(t, id);
    expect(charged).toHaveLength(2);
    expect(charged.map((o) => o.status)).toEqual(['completed', 'completed']);
    expect(await paymentsOf(t, id)).toHaveLength(2);
    expect((await subscriptionEvents(t, id)).map((e) => e.type)).toEqual(['membership.subscription.created', 'membership.subscription.updated']);
    // And once more later the same minute: nothing to do.
    await sweepMemberships(deps, now);
    expect(await ordersOf(t, id)).toHaveLength(2);
  });
});
