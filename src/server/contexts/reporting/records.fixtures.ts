import { expect } from 'vitest';
import { affiliations } from '../../platform/db/schema/index.ts';
import { headers, schoolWithTeam, type Person } from '../../testing/events.ts';
import { signUpUser, type TestApp } from '../../testing/test-app.ts';
import { makeTier } from '../memberships/member-access.fixtures.ts';
import { insertSubscription } from '../memberships/memberships.fixtures.ts';
import { insertVideo } from '../videos/videos.fixtures.ts';
import { insertReportOrder, type OrderSeed } from './reporting.fixtures.ts';

/** Fixtures of the record lists' tests (orders, patrons, activity): the calls, the access cast and non-event orders. */

type Query = Record<string, string | number | undefined>;

/** GET /api/v1/profile_management/{path}?query as `p` (signed out without). */
export function getReport(t: TestApp, path: string, query: Query, p?: Person) {
  const qs = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
  return t.app.inject({ method: 'GET', url: `/api/v1/profile_management/${path}?${qs}`, headers: headers(p) });
}

let schools = 0;

/** A school with its owner, a team admin, a plain team member, a site admin, and someone from outside. */
export async function reportAccessCast(t: TestApp) {
  schools += 1;
  const { owner, member, siteAdmin, school } = await schoolWithTeam(t, 'Records Hall', `records-hall-${Date.now().toString(36)}-${schools}`);
  const [teamAdmin, stranger] = [await signUpUser(t.app), await signUpUser(t.app)];
  await t.db.insert(affiliations).values({ organizationId: school.id, userId: teamAdmin.user.id, admin: true });
  return { owner, member, teamAdmin, siteAdmin, stranger, school };
}

/** Reports show money: the owner, team admins and site admins read them; others are refused (401, 403). */
export async function expectReportAccess(
  cast: Awaited<ReturnType<typeof reportAccessCast>>,
  request: (p?: Person) => Promise<{ statusCode: number }>,
) {
  expect((await request()).statusCode).toBe(401);
  expect((await request(cast.stranger)).statusCode).toBe(403);
  expect((await request(cast.member)).statusCode).toBe(403);
  for (const p of [cast.owner, cast.teamAdmin, cast.siteAdmin]) expect((await request(p)).statusCode).toBe(200);
}

/** A completed membership period order of `seed.ownerId` for a new subscription of a new tier named `tierName`. */
export async function insertMembershipOrder(t: TestApp, tierName: string, seed: OrderSeed) {
  const { tierId } = await makeTier(t, seed.ownerId, { name: tierName });
  const sub = await insertSubscription(t, tierId, { status: 'active', userId: seed.userId ?? null, email: seed.buyerEmail ?? undefined });
  const id = await insertReportOrder(t, {
    productType: 'MembershipTier',
    membershipTierId: tierId,
    membershipSubscriptionId: sub.id,
    periodStart: seed.completedAt ?? new Date(),
    ...seed,
  });
  return { id, tierId, subscriptionId: sub.id };
}

/** A completed donation order of `seed.ownerId` to a new video titled `title`. */
export async function insertDonationOrder(t: TestApp, title: string, seed: OrderSeed) {
  const video = await insertVideo(t.db, { ownerId: seed.ownerId, title });
  const id = await insertReportOrder(t, { productType: 'ArtistVideo', videoId: video.id, ...seed });
  return { id, videoId: video.id };
}
