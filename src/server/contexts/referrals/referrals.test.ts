import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { referralsReply, type ReferralRow } from '../../../contracts/referrals.ts';
import { affiliations, profiles } from '../../platform/db/schema/index.ts';
import { errorShape, headers, makeEvent, schoolWithTeam, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { firstOccurrenceId, insertReportOrder, type OrderSeed } from '../reporting/reporting.fixtures.ts';

const t = useTestApp();
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

const list = (person: Person | undefined, ownerId: string, page?: number | string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/profile_management/referrals?ownerId=${ownerId}${page === undefined ? '' : `&page=${page}`}`,
    headers: headers(person),
  });

const rowsOf = async (person: Person, ownerId: string, page?: number) => expectReply(await list(person, ownerId, page), 200, referralsReply);
const rowOf = (rows: ReferralRow[], id: string) => rows.find((r) => r.referredAccountUuid === id)!;

/** A referred account that sells: signs up through the creator's link and gets an event to sell tickets of. */
async function referredSeller(creator: Person, firstName: string) {
  const person = await signUpUser(t.app, { firstName, referrer: creator.user.username });
  const event = await makeEvent(t, person, person.user.id);
  const occurrenceId = await firstOccurrenceId(t, event.id);
  const sell = (days: number, seed: Partial<OrderSeed> = {}) =>
    insertReportOrder(t, {
      ownerId: person.user.id,
      eventId: event.id,
      occurrenceId,
      total: 5000,
      feeTotal: 500,
      completedAt: daysAgo(days),
      ...seed,
    });
  return { person, sell };
}

describe('the referral tracker', () => {
  let creator: Person;

  beforeAll(async () => {
    creator = await signUpUser(t.app, { firstName: 'Cora' });
  });

  it('shows an account that has not sold yet as Pending, with nothing earned', async () => {
    const quiet = await signUpUser(t.app, { firstName: 'Quinn', referrer: creator.user.username });
    const row = rowOf((await rowsOf(creator, creator.user.id)).data, quiet.user.id);
    expect(row).toEqual({
      referredAccount: 'Quinn Person',
      referredAccountUuid: quiet.user.id,
      referredAccountUsername: quiet.user.username,
      amountEarned: 0,
      currency: 'usd',
      dates: {},
      startedEarning: null,
      status: 'Pending',
      joinedAt: expect.any(String),
    });
  });

  it("counts the Ovation fees of the account's own completed sales in its currency, per UTC day", async () => {
    const { person, sell } = await referredSeller(creator, 'Erin');
    await sell(10, { feeTotal: 500 });
    await sell(10, { feeTotal: 250, paymentMethod: 'cash' });
    await sell(5, { feeTotal: 300, status: 'transferred' });
    await sell(4, { feeTotal: 0 });
    // Not counted: unfinished or failed orders, another currency, and other owners' sales.
    await sell(3, { feeTotal: 1000, status: 'pending' });
    await sell(3, { feeTotal: 1000, status: 'canceled' });
    await sell(3, { feeTotal: 1000, currency: 'eur' });
    const other = await referredSeller(await signUpUser(t.app), 'Olga');
    await other.sell(3, { feeTotal: 9999 });

    const row = rowOf((await rowsOf(creator, creator.user.id)).data, person.user.id);
    expect(row.amountEarned).toBe(1050);
    expect(row.dates).toEqual({ [utcDay(daysAgo(10))]: 750, [utcDay(daysAgo(5))]: 300 });
    expect(row.startedEarning).toBe(utcDay(daysAgo(10)));
    expect(row.status).toBe('Earning');
  });

  it('stops counting once the first earning is 365 days old, and is Complete after', async () => {
    const { person, sell } = await referredSeller(creator, 'Wendy');
    await sell(400, { feeTotal: 100 });
    await sell(36, { feeTotal: 200 });
    await sell(30, { feeTotal: 400 });
    await sell(1, { feeTotal: 800 });
    const row = rowOf((await rowsOf(creator, creator.user.id)).data, person.user.id);
    expect(row.amountEarned).toBe(300);
    expect(row.dates).toEqual({ [utcDay(daysAgo(400))]: 100, [utcDay(daysAgo(36))]: 200 });
    expect(row.status).toBe('Complete');
  });

  it('caps the raw amount at what makes 1000 at 33%, and is Complete at the cap', async () => {
    const { person, sell } = await referredSeller(creator, 'Carl');
    await sell(3, { total: 2_000_000, feeTotal: 200_000 });
    await sell(2, { total: 2_000_000, feeTotal: 200_000 });
    await sell(1, { total: 2_000_000, feeTotal: 200_000 });
    const row = rowOf((await rowsOf(creator, creator.user.id)).data, person.user.id);
    expect(row.amountEarned).toBe(303_030);
    expect(row.dates).toEqual({ [utcDay(daysAgo(3))]: 200_000, [utcDay(daysAgo(2))]: 103_030 });
    expect(row.status).toBe('Complete');
  });

  it('does not count the sales of an organization the referred account creates', async () => {
    const { person } = await referredSeller(creator, 'Olive');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/schools',
      headers: headers(person),
      payload: { name: 'Olive Org', identifier: `olive-org-${Date.now()}` },
    });
    const school = res.json().school as { id: string };
    const event = await makeEvent(t, person, school.id);
    await insertReportOrder(t, {
      ownerId: school.id,
      eventId: event.id,
      occurrenceId: await firstOccurrenceId(t, event.id),
      total: 5000,
      feeTotal: 500,
    });
    const reply = await rowsOf(creator, creator.user.id);
    expect(rowOf(reply.data, person.user.id).amountEarned).toBe(0);
    expect(reply.data.some((r) => r.referredAccountUuid === school.id)).toBe(false);
  });
});

describe('the list', () => {
  it('shows 10 a page, newest first with a stable order for accounts that joined at once, and only the owner’s', async () => {
    const creator = await signUpUser(t.app);
    const rival = await signUpUser(t.app);
    const joined = new Date('2026-01-01T00:00:00Z');
    const tag = Date.now().toString(36);
    const made = await t.db
      .insert(profiles)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          type: 'user' as const,
          username: `ref-${tag}-${i}`,
          name: `Referred ${i}`,
          referredById: i === 11 ? rival.user.id : creator.user.id,
          createdAt: new Date(joined.getTime() + (i < 2 ? 0 : i) * DAY),
        })),
      )
      .returning({ id: profiles.id, createdAt: profiles.createdAt });
    const mine = made.slice(0, 11);
    const expected = [...mine].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map((r) => r.id);

    const first = await rowsOf(creator, creator.user.id);
    const second = await rowsOf(creator, creator.user.id, 2);
    expect(first).toMatchObject({ page: 1, perPage: 10, totalCount: 11 });
    expect(second).toMatchObject({ page: 2, perPage: 10, totalCount: 11 });
    expect([...first.data, ...second.data].map((r) => r.referredAccountUuid)).toEqual(expected);
    expect((await rowsOf(rival, rival.user.id)).data.map((r) => r.referredAccountUuid)).toEqual([made[11]!.id]);
  });

  it('is empty for an owner who referred nobody', async () => {
    const nobody = await signUpUser(t.app);
    expect(await rowsOf(nobody, nobody.user.id)).toEqual({ data: [], page: 1, perPage: 10, totalCount: 0 });
  });
});

describe('access and input', () => {
  let team: Awaited<ReturnType<typeof schoolWithTeam>>;
  let teamAdmin: Person;

  beforeAll(async () => {
    team = await schoolWithTeam(t, 'Referral School', `referral-school-${Date.now()}`);
    teamAdmin = await signUpUser(t.app);
    await t.db.insert(affiliations).values({ organizationId: team.school.id, userId: teamAdmin.user.id, admin: true });
    await t.db.update(profiles).set({ referredById: team.school.id }).where(eq(profiles.id, team.member.user.id));
  });

  it("admits the owner, a team admin and a site admin to an organization's referrals", async () => {
    for (const person of [team.owner, teamAdmin, team.siteAdmin]) {
      const reply = await rowsOf(person, team.school.id);
      expect(reply.data.map((r) => r.referredAccountUuid)).toEqual([team.member.user.id]);
    }
  });

  it('turns away the signed out (401), a team member without admin rights and strangers (403), and unknown owners (404)', async () => {
    const stranger = await signUpUser(t.app);
    const anon = await list(undefined, team.school.id);
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject(errorShape);
    expect((await list(team.member, team.school.id)).statusCode).toBe(403);
    expect((await list(stranger, team.school.id)).statusCode).toBe(403);
    expect((await list(stranger, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it.each([
    ['a malformed owner id', 'not-a-uuid', 1],
    ['page 0', undefined, 0],
    ['a page that is not a number', undefined, 'two'],
  ])('answers %s with 422', async (_label, owner, page) => {
    const res = await list(team.owner, owner ?? team.school.id, page);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ ...errorShape, code: 'validation_failed' });
  });
});
