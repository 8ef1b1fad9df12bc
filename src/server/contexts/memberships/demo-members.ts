import { and, asc, eq } from 'drizzle-orm';
import type { HistoryStep } from '../../demo-history/clock.ts';
import type { HistoryContext } from '../../demo-history/context.ts';
import { DEMO_CARD } from '../../demo-history/purchase.ts';
import { londonAt } from '../../demo-event.ts';
import { membershipPrices, membershipTiers } from '../../platform/db/schema/index.ts';
import { renewedPeriodEnd } from './renewal-periods.ts';
import { sweepMemberships } from './renewals.service.ts';
import { settleMembershipOrder } from './settlement.service.ts';
import { initializeSession, liveMembershipOf } from './subscribe.service.ts';
import { cancelSubscription } from './subscription-changes.service.ts';
import { periodEnd, firstOrderOf } from './subscription-records.ts';

/**
 * Memberships of the demo history, played at their own times (the membership services take `now`): eight of the
 * story's account holders subscribe over the last four months through the Subscribe button and the sandbox card page,
 * the renewal sweep comes by as each period ends and charges the kept cards, and one Friend cancels last week (still a member
 * until the end of the month paid for). Grace is not among them: the README has her subscribe to Patron.
 */

/** Who subscribes when (days ago) to what: the tier's name and price interval. */
const SUBSCRIPTIONS = [
  { daysAgo: 118, tier: 'Friend', interval: 'month' },
  { daysAgo: 104, tier: 'Patron', interval: 'month' },
  { daysAgo: 91, tier: 'Friend', interval: 'year' },
  { daysAgo: 77, tier: 'Friend', interval: 'month' },
  { daysAgo: 63, tier: 'Patron', interval: 'month' },
  { daysAgo: 49, tier: 'Friend', interval: 'month', cancelsDaysAgo: 8 },
  { daysAgo: 33, tier: 'Friend', interval: 'month' },
  { daysAgo: 12, tier: 'Patron', interval: 'month' },
] as const;

const SWEEP_AFTER_MS = 4 * 60_000;

export async function membershipHistory(ctx: HistoryContext): Promise<HistoryStep[]> {
  const prices = await ctx.tx
    .select({ id: membershipPrices.id, interval: membershipPrices.interval, tier: membershipTiers.name })
    .from(membershipPrices)
    .innerJoin(membershipTiers, eq(membershipTiers.id, membershipPrices.tierId))
    .where(and(eq(membershipTiers.ownerId, ctx.hall.id), eq(membershipPrices.archived, false)))
    .orderBy(asc(membershipPrices.position));
  const deps = ctx.deps;
  const steps: HistoryStep[] = [];
  SUBSCRIPTIONS.forEach((s, i) => {
    const patron = ctx.people.members[i]!;
    const user = patron.user!;
    const price = prices.find((p) => p.tier === s.tier && p.interval === s.interval);
    if (!price) return;
    const at = londonAt(-s.daysAgo, 9 + (i % 10), 5 * i);
    steps.push({
      at,
      run: async () => {
        // The Subscribe form post, then the sandbox card page paying the first period with a card that is kept.
        await initializeSession(deps, user, { price_id: price.id, owner_id: ctx.hall.id, user_id: user.id }, undefined, at);
        const sub = await liveMembershipOf(deps.db, ctx.hall.id, user);
        const order = sub && (await firstOrderOf(deps.db, sub.id));
        if (!order?.paymentId) throw new Error(`demo membership of ${patron.email} has no payment`);
        const payment = await deps.sandbox.retrievePayment(order.paymentId);
        await deps.sandbox.confirmCard(payment.id, payment.clientSecret, DEMO_CARD);
        await settleMembershipOrder(deps, order.id, { now: at });
      },
    });
    // The worker's sweep comes by minutes after each period ends and renews what is due.
    for (let end = periodEnd(at, s.interval); end.getTime() < Date.now() - SWEEP_AFTER_MS; end = renewedPeriodEnd(at, end, s.interval)) {
      const sweep = new Date(end.getTime() + SWEEP_AFTER_MS);
      steps.push({ at: sweep, run: async () => void (await sweepMemberships(deps, sweep)) });
    }
    if ('cancelsDaysAgo' in s) {
      const when = londonAt(-s.cancelsDaysAgo, 20, 40);
      steps.push({
        at: when,
        run: async () => {
          const sub = await liveMembershipOf(deps.db, ctx.hall.id, user);
          if (sub) await cancelSubscription(deps, user, sub.id, when);
        },
      });
    }
  });
  return steps;
}
