import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { course, createSchool, errorShape, headers, inDays, makeEvent, schoolWithTeam, type Person } from '../../testing/events.ts';
import { affiliations, follows, membershipPrices, membershipSubscriptions, membershipTiers, profiles } from '../../platform/db/schema/index.ts';
import { PROFILE_MESSAGES, publicProfileReply } from '../../../contracts/profiles-public.ts';
import { expectReply } from '../../testing/replies.ts';
import { connectPayments } from '../checkout/checkout.fixtures.ts';

const t = useTestApp();

const profile = (type: string, username: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `/api/v1/profiles/${type}/${username}`, headers: headers(p) });
const followReq = (id: string, p?: Person) => t.app.inject({ method: 'POST', url: `/api/follows?id=${id}`, headers: headers(p) });
const unfollowReq = (id: string, p?: Person) => t.app.inject({ method: 'POST', url: `/api/follows/delete?id=${id}`, headers: headers(p) });
const list = (type: string, username: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/profiles/${type}/${username}/followers?${query}` });

describe('follows', () => {
  let ada: Person, grace: Person;
  let school: { id: string; username: string };
  beforeAll(async () => {
    ada = await signUpUser(t.app);
    grace = await signUpUser(t.app);
    school = await createSchool(t, ada, 'Follow Hall', 'follow-hall');
  });

  it('follows with 201 (twice is once) and unfollows with 200', async () => {
    const first = await followReq(school.id, grace);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ following: true, followersCount: 1 });
    expect((await followReq(school.id, grace)).json()).toEqual({ following: true, followersCount: 1 });
    expect((await followReq(ada.user.id, grace)).statusCode).toBe(201);
    const rows = await t.db.select().from(follows).where(eq(follows.followerId, grace.user.id));
    expect(rows.map((r) => r.followedId).sort()).toEqual([ada.user.id, school.id].sort());

    const un = await unfollowReq(school.id, grace);
    expect(un.statusCode).toBe(200);
    expect(un.json()).toEqual({ following: false, followersCount: 0 });
    expect((await unfollowReq(school.id, grace)).statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(follows)
        .where(and(eq(follows.followerId, grace.user.id), eq(follows.followedId, school.id))),
    ).toEqual([]);
  });

  it('needs a session, a known profile, and someone else', async () => {
    expect((await followReq(school.id)).statusCode).toBe(401);
    expect((await unfollowReq(school.id)).statusCode).toBe(401);
    const self = await followReq(grace.user.id, grace);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ ...errorShape, message: 'You cannot follow yourself' });
    expect((await followReq('00000000-0000-4000-8000-000000000000', grace)).statusCode).toBe(404);
    expect((await followReq('not-a-uuid', grace)).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/follows', headers: headers(grace) })).statusCode).toBe(422);
  });
});

describe('public profile', () => {
  let owner: Person, fan: Person, member: Person, siteAdmin: Person;
  let school: { id: string; username: string };
  beforeAll(async () => {
    ({ owner, member, siteAdmin, school } = await schoolWithTeam(t, 'Profile Hall', 'profile-hall'));
    fan = await signUpUser(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${school.id}`,
      headers: headers(owner),
      payload: {
        name: 'Profile Hall',
        identifier: 'profile-hall',
        settingAttributes: { description: 'A hall for profiles.', instagramUrl: 'https://instagram.com/ph' },
      },
    });
  });

  it('answers an empty profile with no tabs', async () => {
    const res = await profile('p', fan.user.username);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ id: fan.user.id, type: 'user', tabs: [], hasEvents: false, eventCounts: { upcoming: 0, past: 0 } });
    expect(PROFILE_MESSAGES.empty).toBe('This profile is empty. Follow to receive updates on new content and activities.');
  });

  it('answers a missing profile or the wrong type letter with the spec text', async () => {
    for (const [type, name] of [
      ['p', 'nobody-at-all'],
      ['o', fan.user.username],
      ['p', 'profile-hall'],
    ]) {
      const res = await profile(type!, name!);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ...errorShape, message: 'Sorry! That profile wasn’t found.' });
    }
    expect((await profile('x', 'profile-hall')).statusCode).toBe(422);
  });

  it('shows the header, counts, links, tabs and the viewer relation', async () => {
    await makeEvent(t, owner, school.id, { name: 'Upcoming Show' });
    const past = await makeEvent(t, owner, school.id, { name: 'Old Show' });
    await t.app.inject({ method: 'PATCH', url: course(past.id), headers: headers(owner), payload: { startsAt: inDays(-5), endsAt: inDays(-5, 2) } });
    await makeEvent(t, owner, school.id, { name: 'Draft Show', publish: false });
    await followReq(school.id, fan);

    const anon = (await profile('o', 'Profile-Hall')).json().profile;
    expect(anon).toMatchObject({
      id: school.id,
      type: 'school',
      username: 'profile-hall',
      name: 'Profile Hall',
      description: 'A hall for profiles.',
      followersCount: 1,
      followingCount: 0,
      organizationsCount: 0,
      following: false,
      isSelf: false,
      canManage: false,
      manageAccess: null,
      social: { instagramUrl: 'https://instagram.com/ph', email: null },
      eventCounts: { upcoming: 1, past: 1 },
      hasEvents: true,
      tabs: ['all', 'events', 'about'],
    });
    expect((await profile('o', 'profile-hall', fan)).json().profile.following).toBe(true);
    expect((await profile('o', 'profile-hall', member)).json().profile).toMatchObject({ canManage: true, manageAccess: 'organization_member' });
    expect((await profile('o', 'profile-hall', siteAdmin)).json().profile).toMatchObject({ canManage: true, manageAccess: 'site_admin' });
    const self = (await profile('p', owner.user.username, owner)).json().profile;
    expect(self).toMatchObject({ isSelf: true, canManage: true, manageAccess: 'owner', organizationsCount: 1 });
  });

  it('lists its events: upcoming, past, by category, including ones it helps with', async () => {
    const other = await signUpUser(t.app);
    const helped = await makeEvent(t, other, other.user.id, { name: 'Guest Spot', days: 6, details: { category: 'music' } });
    await t.app.inject({ method: 'POST', url: course(helped.id, '/teachings'), headers: headers(other), payload: { profileId: school.id } });

    const upcoming = (await t.app.inject({ method: 'GET', url: '/api/v1/profiles/o/profile-hall/events' })).json();
    expect(upcoming.data.map((e: { name: string }) => e.name)).toEqual(['Upcoming Show', 'Guest Spot']);
    expect(upcoming).toMatchObject({ page: 1, perPage: 30, totalCount: 2, nextPage: null });
    const past = (await t.app.inject({ method: 'GET', url: '/api/v1/profiles/o/profile-hall/events?filterDate=past' })).json();
    expect(past.data.map((e: { name: string }) => e.name)).toEqual(['Old Show']);
    expect(past.data[0].startsAt).toBe(inDays(-5));
    const music = (await t.app.inject({ method: 'GET', url: '/api/v1/profiles/o/profile-hall/events?category=music' })).json();
    expect(music.data.map((e: { name: string }) => e.name)).toEqual(['Guest Spot']);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profiles/o/profile-hall/events?filterDate=someday' })).statusCode).toBe(422);
  });
});

describe('followers modal lists', () => {
  it('pages followers (12), following and organizations, newest first', async () => {
    const star = await signUpUser(t.app);
    const fans: Person[] = [];
    for (let i = 0; i < 13; i++) {
      const fan = await signUpUser(t.app);
      fans.push(fan);
      await t.db.insert(follows).values({ followerId: fan.user.id, followedId: star.user.id, createdAt: new Date(Date.now() + i * 1000) });
    }
    const first = (await list('p', star.user.username, 'tab=followers')).json();
    expect(first).toMatchObject({ page: 1, perPage: 12, totalCount: 13, nextPage: 2 });
    expect(first.data[0].id).toBe(fans[12]!.user.id);
    const second = (await list('p', star.user.username, 'tab=followers&page=2')).json();
    expect(second.data.map((p: { id: string }) => p.id)).toEqual([fans[0]!.user.id]);
    expect(second.nextPage).toBeNull();

    const fan = fans[0]!;
    const following = (await list('p', fan.user.username, 'tab=following')).json();
    expect(following.data.map((p: { id: string }) => p.id)).toEqual([star.user.id]);

    const orgA = await createSchool(t, fan, 'Alpha Org', 'alpha-org');
    const orgB = await createSchool(t, fan, 'Beta Org', 'beta-org');
    await t.db
      .update(affiliations)
      .set({ hidden: true })
      .where(and(eq(affiliations.organizationId, orgB.id), eq(affiliations.userId, fan.user.id)));
    const orgs = (await list('p', fan.user.username, 'tab=organizations')).json();
    expect(orgs.data.map((p: { id: string; type: string }) => [p.id, p.type])).toEqual([[orgA.id, 'school']]);
    expect((await list('p', star.user.username, 'tab=friends')).statusCode).toBe(422);
    expect((await list('o', 'alpha-org', 'tab=following')).json().data).toEqual([]);
  });
});

describe('membership facts of a profile', () => {
  let owner: Person, fan: Person, member: Person, handMember: Person, unverified: Person, lapsed: Person, siteAdmin: Person;
  let school: { id: string; username: string };
  let tierId: string, priceId: string;
  const facts = async (p?: Person) => expectReply(await profile('o', 'member-hall', p), 200, publicProfileReply).profile;
  const join = (who: { userId: string | null; email: string }, expiresAt: Date, status: 'active' | 'expired' = 'active') =>
    t.db.insert(membershipSubscriptions).values({
      ownerId: school.id,
      tierId,
      priceId,
      ...who,
      name: 'A Member',
      status,
      amount: 500,
      currency: 'usd',
      interval: 'month',
      expiresAt,
    });

  beforeAll(async () => {
    ({ owner, siteAdmin, school } = await schoolWithTeam(t, 'Member Hall', 'member-hall'));
    fan = await signUpUser(t.app);
    member = await signUpUser(t.app);
    handMember = await signUpUser(t.app);
    unverified = await signUpUser(t.app, { verified: false });
    lapsed = await signUpUser(t.app);
    const [tier] = await t.db.insert(membershipTiers).values({ ownerId: school.id, name: 'Friend', description: '<p>Hi</p>' }).returning();
    tierId = tier!.id;
    const [price] = await t.db.insert(membershipPrices).values({ tierId, amount: 500, currency: 'usd' }).returning();
    priceId = price!.id;
    const soon = new Date(Date.now() + 86_400_000);
    await join({ userId: member.user.id, email: member.email }, soon);
    // Added by hand before they signed up: theirs by verified e-mail only.
    await join({ userId: null, email: handMember.email.toLowerCase() }, soon);
    await join({ userId: null, email: unverified.email.toLowerCase() }, soon);
    await join({ userId: lapsed.user.id, email: lapsed.email }, new Date(Date.now() - 86_400_000), 'expired');
  });

  it('sells memberships only with a payout account and a tier with a live price', async () => {
    expect(await facts()).toMatchObject({ hasMembershipTiers: false, tabs: [] });
    await connectPayments(t, school.id);
    const anon = await facts();
    expect(anon).toMatchObject({
      hasMembershipTiers: true,
      member: false,
      membershipStatus: 'public',
      membershipPrivateUuid: null,
      membershipCta: { title: 'Become a member!', text: 'Unlock member exclusive benefits by subscribing and becoming a member.' },
      tabs: ['all', 'membership'],
    });

    await t.db.update(membershipPrices).set({ archived: true }).where(eq(membershipPrices.id, priceId));
    expect(await facts()).toMatchObject({ hasMembershipTiers: false, tabs: [] });
    await t.db.update(membershipPrices).set({ archived: false }).where(eq(membershipPrices.id, priceId));
    await t.db.update(membershipTiers).set({ archived: true }).where(eq(membershipTiers.id, tierId));
    expect(await facts()).toMatchObject({ hasMembershipTiers: false, tabs: [] });
    await t.db.update(membershipTiers).set({ archived: false }).where(eq(membershipTiers.id, tierId));
  });

  it('tells members (by account, or by verified e-mail) from everyone else', async () => {
    expect((await facts(member)).member).toBe(true);
    expect((await facts(handMember)).member).toBe(true);
    expect((await facts(unverified)).member).toBe(false);
    expect((await facts(lapsed)).member).toBe(false);
    expect((await facts(fan)).member).toBe(false);
    expect((await facts(owner)).member).toBe(false);
  });

  it("uses the owner's hero text and description as the call to action", async () => {
    await t.db
      .update(profiles)
      .set({ membershipTitle: 'Join the hall', membershipDescription: 'Save on every show.' })
      .where(eq(profiles.id, school.id));
    expect((await facts()).membershipCta).toEqual({ title: 'Join the hall', text: 'Save on every show.' });
    await t.db.update(profiles).set({ membershipTitle: '  ', membershipDescription: '' }).where(eq(profiles.id, school.id));
    expect((await facts()).membershipCta).toEqual({ title: PROFILE_MESSAGES.membershipCtaTitle, text: PROFILE_MESSAGES.membershipCtaText });
  });

  it('shows a private membership page, and its uuid, to the managers and members only', async () => {
    const uuid = '4b1c7c56-7d0f-4a8e-9b54-2f5b7c3e9a10';
    await t.db.update(profiles).set({ membershipStatus: 'private', membershipPrivateUuid: uuid }).where(eq(profiles.id, school.id));
    for (const outsider of [undefined, fan, unverified, lapsed]) {
      expect(await facts(outsider)).toMatchObject({ hasMembershipTiers: true, membershipStatus: 'private', membershipPrivateUuid: null, tabs: [] });
    }
    for (const insider of [owner, siteAdmin, member, handMember]) {
      expect(await facts(insider)).toMatchObject({ membershipStatus: 'private', membershipPrivateUuid: uuid, tabs: ['all', 'membership'] });
    }
    await t.db.update(profiles).set({ membershipStatus: 'public' }).where(eq(profiles.id, school.id));
    expect((await facts(member)).membershipPrivateUuid).toBeNull();
  });
});
