import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PATRON_PAGE_SIZE, type patronSubscriptionsQuery, type patronSubscriptionsReply } from '../../../contracts/tickets.ts';
import type { MemberStatus } from '../../../domain/memberships.ts';
import type { Db } from '../../platform/db/client.ts';
import { membershipSubscriptions as subs, membershipTiers as tiers, profiles } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { uploadUrl } from '../accounts/index.ts';
import { hasAccessNow, ofViewer } from '../../platform/access/member-access.ts';
import { MANAGE_URL } from './membership-page.service.ts';

/**
 * GET /api/v1/patron/subscriptions (accounts-and-reporting 2.5): the signed-in patron's memberships that still give
 * access (active, past due in grace, cancelled but running; expired ones hidden), newest first, 10 a page.
 */
export async function patronSubscriptions(
  db: Db,
  user: AuthUser,
  query: z.output<typeof patronSubscriptionsQuery>,
  now = new Date(),
): Promise<z.input<typeof patronSubscriptionsReply>> {
  const where = and(ofViewer(user), hasAccessNow(now));
  const [rows, total] = await Promise.all([
    db
      .select({ sub: subs, tierName: tiers.name, owner: profiles })
      .from(subs)
      .innerJoin(tiers, eq(tiers.id, subs.tierId))
      .innerJoin(profiles, eq(profiles.id, subs.ownerId))
      .where(where)
      .orderBy(desc(subs.createdAt), desc(subs.id))
      .limit(PATRON_PAGE_SIZE)
      .offset((query.page - 1) * PATRON_PAGE_SIZE),
    db.$count(subs, where),
  ]);
  return {
    data: rows.map(({ sub, tierName, owner }) => ({
      id: sub.id,
      status: sub.status as MemberStatus,
      owner: {
        id: owner.id,
        name: owner.name,
        username: owner.username,
        avatar: uploadUrl(owner.avatarUploadId),
        type: owner.type === 'school' ? ('School' as const) : ('User' as const),
      },
      tier: { name: tierName, amount: sub.amount, currency: sub.currency, interval: sub.interval },
      expiresAt: sub.expiresAt?.toISOString() ?? null,
      stripeSubscription: sub.provider !== null,
      manageUrl: sub.provider !== null ? MANAGE_URL : null,
      contactEmail: owner.publicEmail,
    })),
    page: query.page,
    perPage: PATRON_PAGE_SIZE,
    totalCount: total,
  };
}
