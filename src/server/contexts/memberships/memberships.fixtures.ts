import { asc, eq, sql } from 'drizzle-orm';
import {
  benefitView,
  memberView,
  tierView,
  type BenefitBody,
  type BenefitView,
  type MemberBody,
  type MemberView,
  type TierBody,
  type TierView,
} from '../../../contracts/memberships.ts';
import { membershipPrices, membershipSubscriptions, membershipTiers, outboxEvents } from '../../platform/db/schema/index.ts';
import { expectReply } from '../../testing/replies.ts';
import { headers, type Person } from '../../testing/events.ts';
import { signUpUser, type TestApp } from '../../testing/test-app.ts';
import { connectPayments } from '../checkout/checkout.fixtures.ts';

/**
 * Helpers the membership tests share: an owner ready for memberships, tiers, benefits and members made through the
 * management API (with the contracts' input types), and members of any status inserted directly.
 */

const M = '/api/v1/profile_management';

/** A person whose payout account is connected (memberships need one), so they can make tiers. */
export async function membershipOwner(t: TestApp): Promise<Person> {
  const owner = await signUpUser(t.app);
  await connectPayments(t, owner.user.id);
  return owner;
}

/** A valid tier body: one monthly price of 5.00 (minor units), unlimited; `overrides` replace fields. */
export const tierInput = (ownerId: string, overrides: Partial<TierBody> = {}): TierBody => ({
  ownerId,
  name: 'Supporter',
  description: '<p>Monthly support</p>',
  emailText: 'Thank you for joining!',
  prices: [{ price: 500, interval: 'month' }],
  validSubscriptionsLimit: null,
  limited: false,
  ...overrides,
});

/** POST /api/v1/membership_tiers, expected to succeed (201). */
export async function createTier(t: TestApp, by: Person, body: TierBody): Promise<TierView> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/membership_tiers', headers: headers(by), payload: body });
  return expectReply(res, 201, tierView);
}

/** PATCH .../membership_tiers/:id; answers the raw reply. */
export const patchTier = (t: TestApp, by: Person | undefined, id: string, body: TierBody) =>
  t.app.inject({ method: 'PATCH', url: `${M}/membership_tiers/${id}`, headers: headers(by), payload: body });

/** A valid benefit body: 10% off every ticket, unlimited; `overrides` replace fields. */
export const benefitInput = (ownerId: string, overrides: Partial<BenefitBody> = {}): BenefitBody => ({
  ownerId,
  name: 'Member discount',
  amount: null,
  percentageValue: 10,
  limited: false,
  quantity: null,
  quantityScope: null,
  discountScope: 'all',
  ...overrides,
});

/** POST /api/v1/membership_discounts, expected to succeed (201). */
export async function createBenefit(t: TestApp, by: Person, body: BenefitBody): Promise<BenefitView> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/membership_discounts', headers: headers(by), payload: body });
  return expectReply(res, 201, benefitView);
}

/** A member form for the tier's first price. */
export const memberInput = (ownerId: string, tier: Pick<TierView, 'id' | 'prices'>, overrides: Partial<MemberBody> = {}): MemberBody => ({
  ownerId,
  fullName: 'Mia Member',
  email: `member-${Math.random().toString(36).slice(2, 10)}@example.com`,
  tierId: tier.id,
  priceId: tier.prices[0]!.id,
  ...overrides,
});

/** POST /api/v1/membership_subscriptions; answers the raw reply. */
export const postMember = (t: TestApp, by: Person | undefined, body: MemberBody) =>
  t.app.inject({ method: 'POST', url: '/api/v1/membership_subscriptions', headers: headers(by), payload: body });

/** Adds a member by hand, expected to succeed (201). */
export async function addMember(t: TestApp, by: Person, body: MemberBody): Promise<MemberView> {
  return expectReply(await postMember(t, by, body), 201, memberView);
}

export type SubscriptionInsert = typeof membershipSubscriptions.$inferInsert;

/**
 * Inserts a membership row as it would stand at some point of its life (any status, expiry, provider), for tests
 * of lists, filters and rights. Amount, currency and interval come from the tier's first price; the tier's seat
 * counter is not touched unless `holdsSeat` is set.
 */
export async function insertSubscription(
  t: TestApp,
  tierId: string,
  row: Partial<SubscriptionInsert> & Pick<SubscriptionInsert, 'status'>,
): Promise<typeof membershipSubscriptions.$inferSelect> {
  const [tier] = await t.db.select().from(membershipTiers).where(eq(membershipTiers.id, tierId));
  const [price] = await t.db
    .select()
    .from(membershipPrices)
    .where(eq(membershipPrices.tierId, tierId))
    .orderBy(asc(membershipPrices.position))
    .limit(1);
  const tag = Math.random().toString(36).slice(2, 10);
  const [inserted] = await t.db
    .insert(membershipSubscriptions)
    .values({
      ownerId: tier!.ownerId,
      tierId,
      priceId: price!.id,
      email: `subscriber-${tag}@example.com`,
      name: `Subscriber ${tag}`,
      amount: price!.amount,
      currency: price!.currency,
      interval: price!.interval,
      startsAt: new Date(),
      ...row,
    })
    .returning();
  if (inserted!.holdsSeat) {
    await t.db
      .update(membershipTiers)
      .set({ taken: sql`${membershipTiers.taken} + 1` })
      .where(eq(membershipTiers.id, tierId));
  }
  return inserted!;
}

/** The outbox events recorded for a subscription, oldest first. */
export function subscriptionEvents(t: TestApp, subscriptionId: string) {
  return t.db
    .select({ type: outboxEvents.type, ownerId: outboxEvents.ownerId, payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(sql`${outboxEvents.payload}->>'subscriptionId' = ${subscriptionId}`)
    .orderBy(asc(outboxEvents.id));
}
