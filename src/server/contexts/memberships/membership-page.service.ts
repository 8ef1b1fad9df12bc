import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { MembershipPageReply, membershipPageQuery, PublicTier, ViewerSubscription } from '../../../contracts/membership-subscriptions.ts';
import { managementAccess } from '../../../domain/access.ts';
import type { MemberStatus } from '../../../domain/memberships.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  membershipBenefits as benefits,
  membershipPrices as prices,
  membershipSubscriptions as subs,
  membershipTierBenefits as tierBenefits,
  membershipTiers as tiers,
} from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { sanitizeUserHtml } from '../../platform/html.ts';
import { profileSummary, type ProfileRow } from '../accounts/index.ts';
import { findPublicProfile } from '../profiles/index.ts';
import { hasAccessNow, ofViewer } from '../../platform/access/member-access.ts';

/** Where the tier cards' forms post (content-management 7). */
export const SUBSCRIBE_URL = '/membership_subscriptions/initialize_session';
export const MANAGE_URL = '/membership_subscriptions/manage';

/** The viewer's memberships of the owner with access now, by tier (the oldest when two name the same tier). */
async function viewerSubscriptions(db: Db, ownerId: string, viewer: AuthUser | null, now: Date): Promise<Map<string, ViewerSubscription>> {
  if (!viewer) return new Map();
  const rows = await db
    .select()
    .from(subs)
    .where(and(eq(subs.ownerId, ownerId), ofViewer(viewer), hasAccessNow(now)))
    .orderBy(asc(subs.createdAt));
  const byTier = new Map<string, ViewerSubscription>();
  for (const s of rows) {
    if (byTier.has(s.tierId)) continue;
    byTier.set(s.tierId, {
      id: s.id,
      tierId: s.tierId,
      priceId: s.priceId,
      priceAmount: s.amount,
      priceInterval: s.interval,
      status: s.status as MemberStatus,
      stripeSubscription: s.provider !== null,
      manageUrl: s.provider !== null ? MANAGE_URL : null,
      expiresAt: s.expiresAt?.toISOString() ?? null,
    });
  }
  return byTier;
}

/** The owner's tiers on sale: not archived, with at least one price that is not, by position. */
async function tiersOnSale(db: Db, ownerId: string) {
  const rows = await db
    .select({ tier: tiers, price: prices })
    .from(tiers)
    .innerJoin(prices, and(eq(prices.tierId, tiers.id), eq(prices.archived, false)))
    .where(and(eq(tiers.ownerId, ownerId), eq(tiers.archived, false)))
    .orderBy(asc(tiers.position), asc(tiers.createdAt), asc(prices.position), asc(prices.createdAt));
  const ids = [...new Set(rows.map((r) => r.tier.id))];
  const linked = ids.length
    ? await db
        .select({ tierId: tierBenefits.tierId, id: benefits.id, name: benefits.name })
        .from(tierBenefits)
        .innerJoin(benefits, and(eq(benefits.id, tierBenefits.benefitId), eq(benefits.archived, false)))
        .where(inArray(tierBenefits.tierId, ids))
        .orderBy(asc(benefits.createdAt))
    : [];
  return ids.map((id) => ({
    tier: rows.find((r) => r.tier.id === id)!.tier,
    prices: rows.filter((r) => r.tier.id === id).map((r) => r.price),
    benefits: linked.filter((b) => b.tierId === id).map(({ id: benefitId, name }) => ({ id: benefitId, name })),
  }));
}

/** A private page shows to those with its link and to the owner's managers (docs/decisions/memberships.md). */
export function pageVisible(owner: ProfileRow, viewer: AuthUser | null, privateUuid: string | undefined): boolean {
  if (owner.membershipStatus !== 'private') return true;
  if (viewer && managementAccess(viewer, owner.id)) return true;
  return !!privateUuid && privateUuid === owner.membershipPrivateUuid;
}

/**
 * GET /api/v1/memberships (content-management 2.3): the owner, whether memberships are set up (a payout account, a
 * tier on sale, and for a private page its link), the tiers with the viewer's own first, and the member badge.
 */
export async function membershipPage(
  db: Db,
  viewer: AuthUser | null,
  query: z.output<typeof membershipPageQuery>,
  now = new Date(),
): Promise<MembershipPageReply> {
  const owner = await findPublicProfile(db, query.type, query.username);
  const [onSale, held] = await Promise.all([tiersOnSale(db, owner.id), viewerSubscriptions(db, owner.id, viewer, now)]);
  const setUp = !!owner.paymentAccountId && onSale.length > 0 && pageVisible(owner, viewer, query.privateUuid);
  const cards: PublicTier[] = setUp
    ? onSale.map(({ tier, prices: tierPrices, benefits: tierBenefitList }) => {
        const soldOut = tier.validSubscriptionsLimit !== null && tier.taken >= tier.validSubscriptionsLimit;
        return {
          id: tier.id,
          name: tier.name,
          description: sanitizeUserHtml(tier.description, 'richText'),
          benefits: tierBenefitList,
          prices: tierPrices.map((p) => ({
            id: p.id,
            price: p.amount,
            currency: p.currency,
            interval: p.interval,
            position: p.position,
            subscribeUrl: soldOut ? null : SUBSCRIBE_URL,
          })),
          soldOut,
          subscription: held.get(tier.id) ?? null,
        };
      })
    : [];
  // Held tiers first; the sort is stable, so each group keeps the tiers' order.
  cards.sort((a, b) => Number(!!b.subscription) - Number(!!a.subscription));
  const { id, type, username, name, avatar } = profileSummary(owner);
  return {
    profile: { id, type, username, name, avatar, contactEmail: owner.publicEmail },
    setUp,
    title: owner.membershipTitle,
    description: owner.membershipDescription,
    status: owner.membershipStatus,
    member: held.size > 0,
    tiers: cards,
  };
}
