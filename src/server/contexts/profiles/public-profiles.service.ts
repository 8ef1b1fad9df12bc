import { and, count, desc, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProfileSummary } from '../../../contracts/common.ts';
import { PROFILE_MESSAGES, type PublicProfile, type followersReply } from '../../../contracts/profiles-public.ts';
import { managementAccess } from '../../../domain/access.ts';
import { PROFILE_PAGE_SIZES, availableProfileTabs, type FollowTab } from '../../../domain/profile-page.ts';
import { profileTypeFromLetter } from '../../../domain/profiles.ts';
import type { Db } from '../../platform/db/client.ts';
import { affiliations, follows, profiles } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { notFound } from '../../platform/http/errors.ts';
import { profileSummary, socialLinksOf, uploadUrl, type ProfileRow } from '../accounts/index.ts';
import { profileEventCounts } from '../events/index.ts';
import { isMemberOf, offersTiers } from '../../platform/access/member-access.ts';
import { hasVisibleVideos } from '../videos/index.ts';
import { followersCount, isFollowing } from '../follows/index.ts';

/** A profile by its URL (/p/ada, /o/lovelace-hall): the type letter must match. */
export async function findPublicProfile(db: Db, letter: 'p' | 'o', username: string): Promise<ProfileRow> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(sql`lower(${profiles.username}) = ${username.toLowerCase()}`)
    .limit(1);
  if (!row || row.type !== profileTypeFromLetter(letter)) throw notFound(PROFILE_MESSAGES.missing);
  return row;
}

async function countOf(query: Promise<{ n: number }[]>) {
  const [row] = await query;
  return row?.n ?? 0;
}

const organizationsOf = (profileId: string) => and(eq(affiliations.userId, profileId), eq(affiliations.hidden, false));

/**
 * The profile's membership facts for this viewer (content-management 2.3, 2.9): whether it sells memberships (tiers
 * and a payout account), whether the viewer is a member, and whether the page shows to them (a private page shows
 * only to the owner's managers and its members, who also get its uuid).
 */
async function membershipOf(db: Db, viewer: AuthUser | null, p: ProfileRow, canManage: boolean) {
  const [tiers, member] = await Promise.all([p.paymentAccountId ? offersTiers(db, p.id) : false, isMemberOf(db, p.id, viewer)]);
  const shown = p.membershipStatus === 'public' || canManage || member;
  return {
    hasMembershipTiers: tiers,
    member,
    shown: tiers && shown,
    membershipStatus: p.membershipStatus,
    membershipPrivateUuid: p.membershipStatus === 'private' && shown ? p.membershipPrivateUuid : null,
    membershipCta: {
      title: p.membershipTitle.trim() || PROFILE_MESSAGES.membershipCtaTitle,
      text: p.membershipDescription.trim() || PROFILE_MESSAGES.membershipCtaText,
    },
  };
}

/** GET /api/v1/profiles/:type/:username: the header, counts, links and which tabs have content. */
export async function publicProfile(db: Db, viewer: AuthUser | null, p: ProfileRow): Promise<PublicProfile> {
  const manageAccess = viewer ? managementAccess(viewer, p.id) : null;
  const [followers, following, organizations, eventCounts, viewerFollows, { shown: membershipShown, ...membership }, hasVideos] = await Promise.all([
    followersCount(db, p.id),
    countOf(db.select({ n: count() }).from(follows).where(eq(follows.followerId, p.id))),
    countOf(db.select({ n: count() }).from(affiliations).where(organizationsOf(p.id))),
    profileEventCounts(db, p.id),
    viewer ? isFollowing(db, viewer.id, p.id) : false,
    membershipOf(db, viewer, p, manageAccess !== null),
    hasVisibleVideos(db, viewer, p),
  ]);
  const social = socialLinksOf(p);
  const hasEvents = eventCounts.upcoming + eventCounts.past > 0;
  return {
    ...profileSummary(p),
    banner: uploadUrl(p.bannerUploadId),
    description: p.description,
    followersCount: followers,
    followingCount: following,
    organizationsCount: organizations,
    following: viewerFollows,
    isSelf: viewer?.id === p.id,
    canManage: manageAccess !== null,
    manageAccess,
    social,
    eventCounts,
    hasEvents,
    hasVideos,
    ...membership,
    tabs: availableProfileTabs({
      hasEvents,
      hasMembership: membershipShown,
      hasVideos,
      hasAbout: !!p.description.trim() || Object.values(social).some(Boolean),
    }),
    currency: p.currency,
    timezone: p.timezone,
  };
}

/** The followers modal: followers, people followed, or organizations (not hidden), 12 per page. */
export async function followList(db: Db, p: ProfileRow, tab: FollowTab, page: number): Promise<z.infer<typeof followersReply>> {
  const perPage = PROFILE_PAGE_SIZES.follows;
  const summary = { id: profiles.id, type: profiles.type, username: profiles.username, name: profiles.name, avatarUploadId: profiles.avatarUploadId };
  const [join, where, order] = {
    followers: [eq(follows.followerId, profiles.id), eq(follows.followedId, p.id), desc(follows.createdAt)] as const,
    following: [eq(follows.followedId, profiles.id), eq(follows.followerId, p.id), desc(follows.createdAt)] as const,
    organizations: [eq(affiliations.organizationId, profiles.id), organizationsOf(p.id), asc(profiles.name)] as const,
  }[tab];
  const table = tab === 'organizations' ? affiliations : follows;
  const [rows, total] = await Promise.all([
    db
      .select(summary)
      .from(profiles)
      .innerJoin(table, join)
      .where(where)
      .orderBy(order, asc(profiles.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    countOf(db.select({ n: count() }).from(profiles).innerJoin(table, join).where(where)),
  ]);
  return {
    data: rows.map((r): ProfileSummary => profileSummary(r)),
    page,
    perPage,
    totalCount: total,
    nextPage: rows.length === perPage ? page + 1 : null,
  };
}
