import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MEMBERS_EXPORT,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_VALIDATION_MESSAGES as V,
  memberView,
  membersReply,
  type TierView,
  tierView,
} from '../../../contracts/memberships.ts';
import { matchesMemberFilter, MEMBER_STATUS_FILTERS, type MemberStatus } from '../../../domain/memberships.ts';
import { membershipSubscriptions, membershipTiers } from '../../platform/db/schema/index.ts';
import { errorShape, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import {
  addMember,
  createTier,
  insertSubscription,
  memberInput,
  membershipOwner,
  patchTier,
  postMember,
  subscriptionEvents,
  tierInput,
} from './memberships.fixtures.ts';
import { periodEnd } from './subscription-records.ts';

const t = useTestApp();

const M = '/api/v1/profile_management/membership_subscriptions';
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);

const list = (query: Record<string, string>, p?: Person) =>
  t.app.inject({ method: 'GET', url: `/api/v1/membership_subscriptions?${new URLSearchParams(query)}`, headers: headers(p) });
const csv = (query: Record<string, string>, p?: Person) =>
  t.app.inject({ method: 'GET', url: `/api/v1/membership_subscriptions.csv?${new URLSearchParams(query)}`, headers: headers(p) });
const one = (ownerId: string, id: string, p?: Person) => t.app.inject({ method: 'GET', url: `${M}/${id}?ownerId=${ownerId}`, headers: headers(p) });
const patch = (id: string, body: object, p?: Person) => t.app.inject({ method: 'PATCH', url: `${M}/${id}`, headers: headers(p), payload: body });
const remove = (ownerId: string, id: string, p?: Person) =>
  t.app.inject({ method: 'DELETE', url: `${M}/${id}?ownerId=${ownerId}`, headers: headers(p) });

const seats = async (tierId: string) => (await t.db.select().from(membershipTiers).where(eq(membershipTiers.id, tierId)))[0]!.taken;
const tierOf = (owner: Person, overrides: Parameters<typeof tierInput>[1] = {}) => createTier(t, owner, tierInput(owner.user.id, overrides));

describe('periodEnd', () => {
  it.each([
    ['2025-01-31T10:00:00.000Z', 'month', '2025-02-28T10:00:00.000Z'],
    ['2024-01-31T10:00:00.000Z', 'month', '2024-02-29T10:00:00.000Z'],
    ['2025-12-15T23:30:00.000Z', 'month', '2026-01-15T23:30:00.000Z'],
    ['2024-02-29T00:00:00.000Z', 'year', '2025-02-28T00:00:00.000Z'],
    ['2025-03-30T12:00:00.000Z', 'year', '2026-03-30T12:00:00.000Z'],
  ] as const)('%s + one %s -> %s', (start, interval, end) => expect(periodEnd(new Date(start), interval).toISOString()).toBe(end));
});

describe('members: access', () => {
  let owner: Person, stranger: Person;
  let tier: TierView;
  let memberId: string;

  beforeAll(async () => {
    owner = await membershipOwner(t);
    stranger = await signUpUser(t.app);
    tier = await tierOf(owner);
    memberId = (await addMember(t, owner, memberInput(owner.user.id, tier))).id;
  });

  it('answers 401 signed out and 403 to a stranger, on every route', async () => {
    const o = owner.user.id;
    const calls = [
      (p?: Person) => list({ ownerId: o }, p),
      (p?: Person) => csv({ ownerId: o }, p),
      (p?: Person) => one(o, memberId, p),
      (p?: Person) => postMember(t, p, memberInput(o, tier)),
      (p?: Person) => patch(memberId, memberInput(o, tier), p),
      (p?: Person) => remove(o, memberId, p),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      const refused = await call(stranger);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject(errorShape);
    }
  });

  it("answers 404 with the spec's text for another owner's member and for an unfinished checkout", async () => {
    const other = await membershipOwner(t);
    const o = other.user.id;
    const pending = await insertSubscription(t, tier.id, { status: 'pending' });
    for (const res of [
      await one(o, memberId, other),
      await patch(memberId, memberInput(o, tier), other),
      await remove(o, memberId, other),
      await one(owner.user.id, pending.id, owner),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: MEMBERSHIP_MESSAGES.memberNotFound });
    }
    expect(expectReply(await one(owner.user.id, memberId, owner), 200, memberView).status).toBe('active');
  });
});

describe('members: add by hand', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await membershipOwner(t);
  });

  it('adds an active, non-renewing member for one interval, takes a seat and records the outbox event', async () => {
    const o = owner.user.id;
    const tier = await tierOf(owner, { limited: true, validSubscriptionsLimit: 5, prices: [{ price: 1200, interval: 'year' }] });
    const patron = await signUpUser(t.app);
    const member = await addMember(t, owner, memberInput(o, tier, { fullName: ' Ada Lovelace ', email: `  ${patron.email.toUpperCase()} ` }));
    expect(member).toMatchObject({
      userId: patron.user.id,
      userName: 'Ada Lovelace',
      userEmail: patron.email,
      tierId: tier.id,
      tierName: tier.name,
      priceId: tier.prices[0]!.id,
      priceAmount: 1200,
      priceInterval: 'year',
      currency: 'usd',
      status: 'active',
      display: { kind: 'expires', date: member.expiresAt },
      autoRenew: false,
      stripeSubscription: false,
    });
    expect(member.expiresAt).toBe(periodEnd(new Date(member.startsAt!), 'year').toISOString());
    expect(await seats(tier.id)).toBe(1);
    expect(
      expectReply(
        await t.app.inject({ method: 'GET', url: `/api/v1/profile_management/membership_tiers/${tier.id}?ownerId=${o}`, headers: headers(owner) }),
        200,
        tierView,
      ),
    ).toMatchObject({
      membersCount: 1,
      remaining: 4,
    });
    expect(await subscriptionEvents(t, member.id)).toEqual([
      {
        type: 'membership.subscription.created',
        ownerId: o,
        payload: {
          version: 1,
          subscriptionId: member.id,
          userId: patron.user.id,
          email: patron.email,
          tierId: tier.id,
          price: null,
          status: 'active',
          manual: true,
          autoRenew: false,
          startsAt: member.startsAt,
          expiresAt: member.expiresAt,
        },
      },
    ]);
  });

  it('links no account whose e-mail is not verified', async () => {
    const unverified = await signUpUser(t.app, { verified: false });
    const member = await addMember(t, owner, memberInput(owner.user.id, await tierOf(owner), { email: unverified.email }));
    expect(member.userId).toBeNull();
  });

  it('answers 422 with the field messages', async () => {
    const o = owner.user.id;
    const tier = await tierOf(owner);
    const res = await postMember(t, owner, { ownerId: o, fullName: '', email: 'not-an-email', tierId: null, priceId: null });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({
      fullName: 'Full name is required',
      email: V.emailInvalid,
      tierId: V.tierRequired,
      priceId: V.priceChoiceRequired,
    });
    const digits = await postMember(t, owner, memberInput(o, tier, { fullName: 'R2D2' }));
    expect(digits.json().fieldErrors).toEqual({ fullName: 'Invalid full name' });
  });

  it("answers 422 for another owner's tier, a hidden tier, an archived price or another tier's price", async () => {
    const o = owner.user.id;
    const other = await membershipOwner(t);
    const foreign = await tierOf(other);
    const hidden = await tierOf(owner);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/profile_management/membership_tiers/${hidden.id}/archive?ownerId=${o}`,
      headers: headers(owner),
    });
    const twoPrices = await tierOf(owner, { prices: [{ price: 500 }, { price: 900 }] });
    const [old, current] = twoPrices.prices;
    await patchTier(
      t,
      owner,
      twoPrices.id,
      tierInput(o, {
        prices: [
          { id: old!.id, price: 500, archived: true },
          { id: current!.id, price: 900 },
        ],
      }),
    );
    const cases: [object, Record<string, string>][] = [
      [memberInput(o, foreign), { tierId: MEMBERSHIP_MESSAGES.tierNotFound }],
      [memberInput(o, hidden), { tierId: MEMBERSHIP_MESSAGES.tierHidden }],
      [memberInput(o, twoPrices, { priceId: old!.id }), { priceId: MEMBERSHIP_MESSAGES.priceUnavailable }],
      [memberInput(o, twoPrices, { priceId: foreign.prices[0]!.id }), { priceId: MEMBERSHIP_MESSAGES.priceUnavailable }],
    ];
    for (const [body, fieldErrors] of cases) {
      const res = await postMember(t, owner, body as never);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().fieldErrors).toEqual(fieldErrors);
    }
  });

  it('answers 409 when the person already has a live membership of this owner, by e-mail or by account', async () => {
    const o = owner.user.id;
    const [a, b] = [await tierOf(owner), await tierOf(owner)];
    const first = await addMember(t, owner, memberInput(o, a, { email: 'twice@example.com' }));
    const again = await postMember(t, owner, memberInput(o, b, { email: 'TWICE@example.com' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: MEMBERSHIP_MESSAGES.alreadyMember });
    expect(await seats(b.id)).toBe(0);

    // A subscriber through the provider, known by account.
    const patron = await signUpUser(t.app);
    await insertSubscription(t, a.id, {
      status: 'active',
      expiresAt: at(20),
      userId: patron.user.id,
      email: 'old-address@example.com',
      provider: 'sandbox',
    });
    expect((await postMember(t, owner, memberInput(o, b, { email: patron.email }))).statusCode).toBe(409);

    // Once removed (expired), the person may be added again.
    expect((await remove(o, first.id, owner)).statusCode).toBe(200);
    expect((await postMember(t, owner, memberInput(o, b, { email: 'twice@example.com' }))).statusCode).toBe(201);
  });

  it('answers 409 when the tier is full', async () => {
    const tier = await tierOf(owner, { limited: true, validSubscriptionsLimit: 1 });
    await addMember(t, owner, memberInput(owner.user.id, tier));
    const res = await postMember(t, owner, memberInput(owner.user.id, tier));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: MEMBERSHIP_MESSAGES.tierFull });
    expect(await seats(tier.id)).toBe(1);
  });

  it('20 concurrent adds to a tier limited to 3: exactly 3 members, 3 seats', async () => {
    const tier = await tierOf(owner, { limited: true, validSubscriptionsLimit: 3 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => postMember(t, owner, memberInput(owner.user.id, tier))));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(await seats(tier.id)).toBe(3);
    expect(await t.db.$count(membershipSubscriptions, eq(membershipSubscriptions.tierId, tier.id))).toBe(3);
  });

  it('the same person added twice at once: one member, one seat', async () => {
    const tier = await tierOf(owner);
    const body = memberInput(owner.user.id, tier, { email: 'racing@example.com' });
    const replies = await Promise.all([postMember(t, owner, body), postMember(t, owner, body)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await seats(tier.id)).toBe(1);
  });
});

describe('members: edit and remove', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await membershipOwner(t);
  });

  it('renames and moves a member to another tier and price: the seat moves, the e-mail stays', async () => {
    const o = owner.user.id;
    const [from, to] = [
      await tierOf(owner),
      await tierOf(owner, { limited: true, validSubscriptionsLimit: 2, prices: [{ price: 900, interval: 'year' }] }),
    ];
    const member = await addMember(t, owner, memberInput(o, from));
    const res = await patch(member.id, { ...memberInput(o, to), fullName: 'New Name', email: 'ignored@example.com' }, owner);
    const edited = expectReply(res, 200, memberView);
    expect(edited).toMatchObject({
      userName: 'New Name',
      userEmail: member.userEmail,
      tierId: to.id,
      priceId: to.prices[0]!.id,
      priceAmount: 900,
      priceInterval: 'year',
      expiresAt: member.expiresAt,
    });
    expect([await seats(from.id), await seats(to.id)]).toEqual([0, 1]);
    const events = await subscriptionEvents(t, member.id);
    expect(events.map((e) => e.type)).toEqual(['membership.subscription.created', 'membership.subscription.updated']);
    expect(events[1]!.payload).toMatchObject({ tierId: to.id, status: 'active' });
  });

  it('refuses a move to a full tier (409) and changes nothing', async () => {
    const o = owner.user.id;
    const [from, full] = [await tierOf(owner), await tierOf(owner, { limited: true, validSubscriptionsLimit: 1 })];
    await addMember(t, owner, memberInput(o, full));
    const member = await addMember(t, owner, memberInput(o, from));
    const res = await patch(member.id, memberInput(o, full), owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MEMBERSHIP_MESSAGES.tierFull);
    expect([await seats(from.id), await seats(full.id)]).toEqual([1, 1]);
    expect(expectReply(await one(o, member.id, owner), 200, memberView).tierId).toBe(from.id);
  });

  it('answers 422 for a bad name on edit', async () => {
    const o = owner.user.id;
    const tier = await tierOf(owner);
    const member = await addMember(t, owner, memberInput(o, tier));
    const res = await patch(member.id, memberInput(o, tier, { fullName: '  ' }), owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ fullName: 'Full name is required' });
  });

  it('removes a member: expired now, seat back, outbox expired; again changes nothing', async () => {
    const o = owner.user.id;
    const tier = await tierOf(owner, { limited: true, validSubscriptionsLimit: 1 });
    const member = await addMember(t, owner, memberInput(o, tier));
    expect((await remove(o, member.id, owner)).json()).toEqual({ ok: true });
    const after = expectReply(await one(o, member.id, owner), 200, memberView);
    expect(after.status).toBe('expired');
    expect(after.display.kind).toBe('expired');
    expect(new Date(after.expiresAt!).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await seats(tier.id)).toBe(0);
    expect((await remove(o, member.id, owner)).statusCode).toBe(200);
    const events = await subscriptionEvents(t, member.id);
    expect(events.map((e) => [e.type, e.payload.status])).toEqual([
      ['membership.subscription.created', 'active'],
      ['membership.subscription.expired', 'expired'],
    ]);
    // The seat is free again.
    expect((await postMember(t, owner, memberInput(o, tier))).statusCode).toBe(201);
  });

  it('refuses to edit or remove a member who subscribed through the provider (409)', async () => {
    const o = owner.user.id;
    const tier = await tierOf(owner);
    const paid = await insertSubscription(t, tier.id, {
      status: 'active',
      expiresAt: at(10),
      provider: 'sandbox',
      providerSubscriptionId: 'sub_1',
      holdsSeat: true,
    });
    for (const res of [await patch(paid.id, memberInput(o, tier), owner), await remove(o, paid.id, owner)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', message: MEMBERSHIP_MESSAGES.providerMember });
    }
    expect(expectReply(await one(o, paid.id, owner), 200, memberView)).toMatchObject({ status: 'active', stripeSubscription: true });
  });
});

describe('members: the table and the export', () => {
  let owner: Person;
  let gold: TierView, silver: TierView;
  const rows: { id: string; status: MemberStatus; expiresAt: Date | null; autoRenew: boolean; tierId: string }[] = [];

  /** Every status the table can meet, with expiries well away from now. */
  const CASES: { status: MemberStatus; expiresIn: number | null; autoRenew?: boolean }[] = [
    { status: 'active', expiresIn: 20 },
    { status: 'active', expiresIn: 20, autoRenew: false },
    { status: 'active', expiresIn: -3 },
    { status: 'active', expiresIn: null },
    { status: 'past_due', expiresIn: -2 },
    { status: 'past_due', expiresIn: -10 },
    { status: 'past_due', expiresIn: null },
    { status: 'canceled', expiresIn: 5 },
    { status: 'canceled', expiresIn: -5 },
    { status: 'canceled', expiresIn: null },
    { status: 'expired', expiresIn: -40 },
    { status: 'invited', expiresIn: null },
  ];

  beforeAll(async () => {
    owner = await membershipOwner(t);
    gold = await tierOf(owner, { name: 'Gold' });
    silver = await tierOf(owner, { name: 'Silver' });
    for (const [i, c] of CASES.entries()) {
      const tier = i % 2 ? silver : gold;
      const expiresAt = c.expiresIn === null ? null : at(c.expiresIn);
      const row = await insertSubscription(t, tier.id, {
        status: c.status,
        expiresAt,
        autoRenew: c.autoRenew ?? true,
        name: `Person ${String.fromCharCode(65 + i)}`,
        email: `person.${i}@example.com`,
        createdAt: new Date(Date.now() - (CASES.length - i) * 60_000),
      });
      rows.push({ id: row.id, status: c.status, expiresAt, autoRenew: c.autoRenew ?? true, tierId: tier.id });
    }
    await insertSubscription(t, gold.id, { status: 'pending', name: 'Checkout Under Way' });
  });

  const ids = async (query: Record<string, string>) => {
    const reply = expectReply(await list({ ownerId: owner.user.id, ...query }, owner), 200, membersReply);
    return reply.data.map((m) => m.id);
  };

  it.each(MEMBER_STATUS_FILTERS)('filter %s matches the domain rule, newest first, without unfinished checkouts', async (filter) => {
    const now = new Date();
    const expected = rows.filter((r) => matchesMemberFilter(r, filter, now)).reverse();
    const all = [...(await ids({ status: filter })), ...(await ids({ status: filter, page: '2' }))];
    expect(all).toEqual(expected.map((r) => r.id));
  });

  it('pages 10 at a time with the total', async () => {
    const first = expectReply(await list({ ownerId: owner.user.id }, owner), 200, membersReply);
    expect(first).toMatchObject({ page: 1, perPage: 10, totalCount: CASES.length });
    expect(first.data).toHaveLength(10);
    expect(await ids({ page: '2' })).toHaveLength(CASES.length - 10);
  });

  it('filters by tier and searches names and e-mails case-insensitively', async () => {
    expect(await ids({ tierId: silver.id })).toEqual(
      rows
        .filter((r) => r.tierId === silver.id)
        .map((r) => r.id)
        .reverse()
        .slice(0, 10),
    );
    expect(await ids({ search: 'person c' })).toEqual([rows[2]!.id]);
    expect(await ids({ search: 'PERSON.11@' })).toEqual([rows[11]!.id]);
    expect(await ids({ search: '%' })).toEqual([]);
  });

  it('exports the filtered members as Members.csv with the spec columns', async () => {
    const res = await csv({ ownerId: owner.user.id, status: 'invited' }, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Members.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(MEMBERS_EXPORT.columns.join(','));
    expect(lines.slice(1)).toEqual([
      'Person L,person.11@example.com,Silver,$5.00,month,invited,',
      'Person D,person.3@example.com,Silver,$5.00,month,invited,',
    ]);
    const everyone = (await csv({ ownerId: owner.user.id }, owner)).body.trimEnd().split('\r\n');
    expect(everyone).toHaveLength(CASES.length + 1);
    const first = everyone.at(-1)!;
    expect(first).toBe(`Person A,person.0@example.com,Gold,$5.00,month,renews,${rows[0]!.expiresAt!.toISOString().slice(0, 10)}`);
  });
});
