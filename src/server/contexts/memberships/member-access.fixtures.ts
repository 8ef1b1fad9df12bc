import { membershipBenefits, membershipPrices, membershipTierBenefits, membershipTiers } from '../../platform/db/schema/index.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** Membership rows written straight into the database, for the tests of what memberships give (no management API). */

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** A tier of `ownerId` with one monthly price; returns the tier and price ids. */
export async function makeTier(t: TestApp, ownerId: string, opts: { name?: string; archived?: boolean } = {}) {
  const [tier] = await t.db
    .insert(membershipTiers)
    .values({ ownerId, name: opts.name ?? 'Friend', description: '<p>Friends of the hall</p>', archived: opts.archived ?? false })
    .returning();
  const [price] = await t.db.insert(membershipPrices).values({ tierId: tier!.id, amount: 500, currency: 'usd' }).returning();
  return { tierId: tier!.id, priceId: price!.id };
}

/** A membership held now, for insertSubscription (memberships.fixtures.ts): active until 30 days ahead. */
export const HELD_NOW = { status: 'active', expiresAt: daysFromNow(30) } as const;

export type BenefitInput = Partial<typeof membershipBenefits.$inferInsert>;

/** A benefit of `ownerId` given by the tiers; 10% off all tickets, unlimited, unless told otherwise (an amount replaces the 10%). */
export async function makeBenefit(t: TestApp, ownerId: string, tierIds: string[], values: BenefitInput = {}) {
  const [benefit] = await t.db
    .insert(membershipBenefits)
    .values({ ownerId, name: '10% off', percentageValue: values.amount != null ? null : 10, ...values })
    .returning();
  if (tierIds.length) await t.db.insert(membershipTierBenefits).values(tierIds.map((tierId) => ({ tierId, benefitId: benefit!.id })));
  return benefit!;
}
