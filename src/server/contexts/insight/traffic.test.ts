import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsActionInput } from '../../../contracts/analytics.ts';
import { trafficReply } from '../../../contracts/insight.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { addDays } from '../../../domain/insight.ts';
import { affiliations, analyticsActions, eventCollaborators, profiles } from '../../platform/db/schema/index.ts';
import { errorShape, headers, makeEvent, schoolWithTeam, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { postVisit, type Visit } from '../analytics/analytics.fixtures.ts';
import { rollUpDay } from '../analytics/index.ts';

/**
 * The organizer's traffic: rows go in through an-ingest's ingestion API (and its rollUpDay for a closed day); the
 * event's traffic and the owner's overview read the rollups for closed days and the raw rows for the recent ones.
 */
const t = useTestApp();
const ZONE = 'America/New_York';
const today = formatInZone(new Date(), ZONE, 'yyyy-MM-dd');
const closedDay = addDays(today, -10);
let owner: Person;
let eventId: string;
let otherEventId: string;

const eventTraffic = (person: Person | undefined, id: string, range = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/events/${id}/traffic${range}`, headers: headers(person) });
const ownerTraffic = (person: Person | undefined, ownerId: string, range = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/reporting/traffic?ownerId=${ownerId}${range.replace(/^\?/, '&')}`, headers: headers(person) });

/** One browser's visit through the ingestion API: its session, then its actions on each event. */
const visit = (v: Visit) => postVisit(t, v);

const FUNNEL: AnalyticsActionInput['name'][] = ['event_viewed', 'tickets_selected', 'checkout_started', 'order_completed'];

beforeAll(async () => {
  owner = await signUpUser(t.app);
  await t.db.update(profiles).set({ timezone: ZONE }).where(eq(profiles.id, owner.user.id));
  eventId = (await makeEvent(t, owner, owner.user.id, { name: 'Funnel night' })).id;
  otherEventId = (await makeEvent(t, owner, owner.user.id, { name: 'Other night' })).id;

  // Today (raw rows): three visitors; one buys through a newsletter link, one comes from a promoter's link on a phone.
  await visit({ referrer: 'https://news.example.com/post?x=1', utm: ['news', 'email', 'autumn'], steps: [[eventId, FUNNEL]] });
  await visit({ mobile: true, promoter: 'ada', steps: [[eventId, ['event_viewed', 'event_viewed', 'tickets_selected', 'checkout_started']]] });
  await visit({
    steps: [
      [eventId, ['event_viewed']],
      [otherEventId, ['event_viewed', 'tickets_selected']],
    ],
  });

  // Ten days ago (closed: the rollup is read, not the raw rows, which are deleted after the rollup).
  const old = [
    await visit({ referrer: 'https://blog.example.org/', steps: [[eventId, FUNNEL]] }),
    await visit({ mobile: true, steps: [[eventId, ['event_viewed']]] }),
  ];
  await t.db
    .update(analyticsActions)
    .set({ createdAt: new Date(`${closedDay}T17:00:00Z`) })
    .where(inArray(analyticsActions.sessionId, old));
  await rollUpDay(t.db, closedDay);
  await t.db.delete(analyticsActions).where(inArray(analyticsActions.sessionId, old));
});

describe('GET /api/v1/events/:eventId/traffic', () => {
  it("gives the seeded event's funnel by day, from the rollup for a closed day and the raw rows for today", async () => {
    const body = expectReply(await eventTraffic(owner, eventId, `?from=${closedDay}&to=${today}`), 200, trafficReply);
    expect(body).toMatchObject({ from: closedDay, to: today, timezone: ZONE });
    expect(body.days).toHaveLength(11);
    const day = (d: string) => body.days.find((x) => x.day === d);
    expect(day(closedDay)).toEqual({ day: closedDay, views: 2, visitors: 2, viewed: 2, selected: 1, checkout: 1, paid: 1 });
    expect(day(today)).toEqual({ day: today, views: 4, visitors: 3, viewed: 3, selected: 2, checkout: 2, paid: 1 });
    expect(day(addDays(today, -1))).toMatchObject({ views: 0, visitors: 0, paid: 0 });
    expect(body.totals).toEqual({ views: 6, visitors: 5, viewed: 5, selected: 3, checkout: 3, paid: 2 });
    expect(body.referrers).toEqual(
      expect.arrayContaining([
        { key: 'news.example.com', views: 1, visitors: 1, paid: 1 },
        { key: 'blog.example.org', views: 1, visitors: 1, paid: 1 },
      ]),
    );
    expect(body.campaigns).toEqual([{ key: 'news/email/autumn', views: 1, visitors: 1, paid: 1 }]);
    expect(body.devices).toEqual([
      { key: 'desktop', views: 3, visitors: 3, paid: 2 },
      { key: 'mobile', views: 3, visitors: 2, paid: 0 },
    ]);
    expect(body.promoters).toEqual([{ key: 'ada', views: 2, visitors: 1, paid: 0 }]);
  });

  it('reads the last 30 days by default, and only the days asked for', async () => {
    const recent = expectReply(await eventTraffic(owner, eventId), 200, trafficReply);
    expect(recent).toMatchObject({ from: addDays(today, -29), to: today });
    expect(recent.totals.views).toBe(6);
    const todayOnly = expectReply(await eventTraffic(owner, eventId, `?from=${today}`), 200, trafficReply);
    expect(todayOnly.totals).toMatchObject({ views: 4, paid: 1 });
    const closedOnly = expectReply(await eventTraffic(owner, eventId, `?from=${closedDay}&to=${closedDay}`), 200, trafficReply);
    expect(closedOnly.totals).toMatchObject({ views: 2, paid: 1 });
  });

  it('answers an empty range with zeros and empty tables', async () => {
    const body = expectReply(await eventTraffic(owner, otherEventId, `?from=${closedDay}&to=${closedDay}`), 200, trafficReply);
    expect(body.totals).toEqual({ views: 0, visitors: 0, viewed: 0, selected: 0, checkout: 0, paid: 0 });
    expect([body.referrers, body.campaigns, body.devices, body.promoters]).toEqual([[], [], [], []]);
  });

  it('refuses a backwards range, one over 366 days and a bad date with 422', async () => {
    for (const range of [`?from=${today}&to=${closedDay}`, `?from=2024-01-01&to=2026-01-01`, '?from=2026-13-01', '?to=yesterday']) {
      const res = await eventTraffic(owner, eventId, range);
      expect(res.statusCode, range).toBe(422);
      expect(res.json(), range).toMatchObject(errorShape);
    }
  });

  it("follows the event's Stats access: door_with_stats sees it, door does not, nor a stranger; signed out 401", async () => {
    const [door, doorStats, stranger] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
    await t.db.insert(eventCollaborators).values([
      { eventId, profileId: door.user.id, accessSetting: 'door' },
      { eventId, profileId: doorStats.user.id, accessSetting: 'door_with_stats' },
    ]);
    expect(expectReply(await eventTraffic(doorStats, eventId), 200, trafficReply).totals.views).toBe(6);
    for (const who of [door, stranger]) {
      const [traffic, stats] = await Promise.all([
        eventTraffic(who, eventId),
        t.app.inject({ method: 'GET', url: `/api/v1/events/${eventId}/stats`, headers: headers(who) }),
      ]);
      expect(traffic.statusCode).toBe(stats.statusCode);
      expect([403, 404]).toContain(traffic.statusCode);
    }
    expect((await eventTraffic(door, eventId)).statusCode).toBe(403);
    expect((await eventTraffic(undefined, eventId)).statusCode).toBe(401);
    expect((await eventTraffic(owner, crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe('GET /api/v1/reporting/traffic', () => {
  it("sums every event of the owner's profile", async () => {
    const body = expectReply(await ownerTraffic(owner, owner.user.id, `?from=${closedDay}&to=${today}`), 200, trafficReply);
    // The third visitor of today viewed both events: one visitor of the profile, two views.
    expect(body.totals).toEqual({ views: 7, visitors: 5, viewed: 5, selected: 4, checkout: 3, paid: 2 });
  });

  it("takes Reporting's gate: the organization's owner and team admins, not a plain member nor a stranger", async () => {
    const { school, owner: orgOwner, member } = await schoolWithTeam(t, 'Traffic Hall', `traffic-hall-${Date.now()}`);
    const teamAdmin = await signUpUser(t.app);
    await t.db.insert(affiliations).values({ organizationId: school.id, userId: teamAdmin.user.id, admin: true });
    for (const who of [orgOwner, teamAdmin]) expect(expectReply(await ownerTraffic(who, school.id), 200, trafficReply).totals.views).toBe(0);
    expect((await ownerTraffic(member, school.id)).statusCode).toBe(403);
    expect((await ownerTraffic(owner, school.id)).statusCode).toBe(403);
    expect((await ownerTraffic(undefined, school.id)).statusCode).toBe(401);
    expect((await ownerTraffic(owner, owner.user.id, `?from=${today}&to=${closedDay}`)).statusCode).toBe(422);
  });
});

describe('unique visitors', () => {
  it('counts a returning visitor once a day (fewer visitors than sessions), and sums the days of a range', async () => {
    const organizer = await signUpUser(t.app);
    await t.db.update(profiles).set({ timezone: ZONE }).where(eq(profiles.id, organizer.user.id));
    const id = (await makeEvent(t, organizer, organizer.user.id, { name: 'Return night' })).id;
    const address = '203.0.113.9';
    // A closed day of its own (rolling up the seeded closed day again would lose its deleted raw rows).
    const pastDay = addDays(closedDay, -1);
    const pastAt = new Date(`${pastDay}T17:00:00Z`);
    // The salt is the server's UTC day: the past visit is sent on that day, as it would have been.
    vi.useFakeTimers({ toFake: ['Date'], now: pastAt });
    const past = await visit({ address, steps: [[id, ['event_viewed']]] });
    vi.useRealTimers();
    await t.db.update(analyticsActions).set({ createdAt: pastAt }).where(eq(analyticsActions.sessionId, past));
    await rollUpDay(t.db, pastDay);
    // Today: the same browser twice (two sessions, after 30 idle minutes), and another browser once.
    await visit({ address, steps: [[id, ['event_viewed']]] });
    await visit({ address, steps: [[id, ['event_viewed', 'tickets_selected']]] });
    await visit({ address, mobile: true, steps: [[id, ['event_viewed']]] });

    const body = expectReply(await eventTraffic(organizer, id, `?from=${pastDay}&to=${today}`), 200, trafficReply);
    const day = (d: string) => body.days.find((x) => x.day === d);
    expect(day(today)).toMatchObject({ views: 3, visitors: 2, viewed: 3, selected: 1 });
    expect(day(pastDay)).toMatchObject({ views: 1, visitors: 1, viewed: 1 });
    // Unique visitors per day, summed: the returning browser counts on each of its days.
    expect(body.totals).toMatchObject({ views: 4, visitors: 3, viewed: 4 });
    expect(body.devices).toEqual([
      { key: 'desktop', views: 3, visitors: 2, paid: 0 },
      { key: 'mobile', views: 1, visitors: 1, paid: 0 },
    ]);
    const overview = expectReply(await ownerTraffic(organizer, organizer.user.id, `?from=${today}`), 200, trafficReply);
    expect(overview.totals).toMatchObject({ visitors: 2, viewed: 3 });
  });
});
