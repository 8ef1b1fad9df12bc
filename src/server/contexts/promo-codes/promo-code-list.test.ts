import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROMO_CODE_MESSAGES, promoCodesReply, promoCodeView, type PromoListQuery } from '../../../contracts/promo-codes.ts';
import { promoCodes } from '../../platform/db/schema/index.ts';
import { addMember, createSchool, errorShape, headers, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { insertGlobalCode } from './promo-codes.fixtures.ts';

/** The global promo codes list and one code: access, paging, sorting, search, and what a row says. */

const t = useTestApp();
const P = '/api/v1/profile_management/promo_codes';

type ListParams = Partial<Omit<PromoListQuery, 'ownerId'>> & { ownerId: string };
const listRaw = (params: ListParams, p?: Person) =>
  t.app.inject({ method: 'GET', url: `${P}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`, headers: headers(p) });
const list = async (params: ListParams, p: Person) => expectReply(await listRaw(params, p), 200, promoCodesReply);
const codesOf = async (params: ListParams, p: Person) => (await list(params, p)).data.map((c) => c.code);
const getRaw = (id: string, ownerId: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `${P}/${id}?ownerId=${ownerId}`, headers: headers(p) });

const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);

describe('the global promo codes list', () => {
  let owner: Person, stranger: Person, other: Person;
  let eventCodeId: string, deletedId: string, othersId: string;

  beforeAll(async () => {
    [owner, stranger, other] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
    // 12 live global codes: codes, discounts, uses and windows varied so every sort gives a different order.
    const rows: Parameters<typeof insertGlobalCode>[2][] = [
      { code: 'ALPHA10', percentageValue: 10, uses: 5, startsAt: ago(10) },
      { code: 'BRAVO25', percentageValue: 25, uses: 1, startsAt: ago(9), endsAt: ago(1) },
      { code: 'CHARLIE', percentageValue: null, amount: 500, uses: 9, startsAt: ago(8) },
      { code: 'DELTA5', percentageValue: 5, uses: 0, startsAt: ago(-2) },
      { code: 'ECHO1000', percentageValue: null, amount: 1000, uses: 2, startsAt: ago(7), quantity: 8 },
      { code: 'FOXTROT', percentageValue: 50, uses: 3, startsAt: ago(6) },
      { code: 'GOLF', percentageValue: null, amount: 250, uses: 7, startsAt: ago(-5), endsAt: ago(-6) },
      { code: 'HOTEL2', percentageValue: 15, uses: 4, startsAt: ago(5), endsAt: ago(2) },
      { code: 'INDIA', percentageValue: 20, uses: 6, startsAt: ago(4) },
      { code: 'JULIET', percentageValue: 30, uses: 8, startsAt: ago(3), scope: 'course_categories', categoryIds: ['music', 'food-drink'] },
      { code: 'KILO', percentageValue: 35, uses: 10, startsAt: ago(2) },
      { code: 'LIMA99', percentageValue: 99, uses: 11, startsAt: ago(1) },
    ];
    for (const values of rows) await insertGlobalCode(t.db, owner.user.id, values);
    // Not listed: an event code, a deleted code, another owner's code.
    const event = await makeEvent(t, owner, owner.user.id);
    const [eventCode] = await t.db
      .insert(promoCodes)
      .values({ ownerId: owner.user.id, eventId: event.id, code: 'EVENTCODE', name: 'EVENTCODE', percentageValue: 10 })
      .returning();
    eventCodeId = eventCode!.id;
    deletedId = (await insertGlobalCode(t.db, owner.user.id, { code: 'ALPHADEL', deletedAt: new Date() })).id;
    othersId = (await insertGlobalCode(t.db, other.user.id, { code: 'ALPHAOTHER' })).id;
  });

  it('lets only those who manage the profile read it', async () => {
    expect((await listRaw({ ownerId: owner.user.id })).statusCode).toBe(401);
    const refused = await listRaw({ ownerId: owner.user.id }, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(errorShape);
    expect((await listRaw({ ownerId: randomUUID() }, owner)).statusCode).toBe(404);
    expect((await listRaw({ ownerId: 'not-a-uuid' }, owner)).statusCode).toBe(422);
    // An organization's team member (not an admin) reads its codes.
    const school = await createSchool(t, owner, 'Promo School', `promo-school-${Date.now().toString(36)}`);
    await addMember(t, school.id, stranger.user.id);
    await insertGlobalCode(t.db, school.id, { code: 'SCHOOL1' });
    expect(await codesOf({ ownerId: school.id }, stranger)).toEqual(['SCHOOL1']);
  });

  it("pages the owner's live global codes, 10 a page, latest start first", async () => {
    const first = await list({ ownerId: owner.user.id }, owner);
    expect(first).toMatchObject({ page: 1, perPage: 10, totalCount: 12 });
    expect(first.data.map((c) => c.code)).toEqual([
      'GOLF',
      'DELTA5',
      'LIMA99',
      'KILO',
      'JULIET',
      'INDIA',
      'HOTEL2',
      'FOXTROT',
      'ECHO1000',
      'CHARLIE',
    ]);
    expect(await codesOf({ ownerId: owner.user.id, page: 2 }, owner)).toEqual(['BRAVO25', 'ALPHA10']);
    expect((await list({ ownerId: owner.user.id, page: 3 }, owner)).data).toEqual([]);
    expect(await codesOf({ ownerId: owner.user.id, page: 2, perPage: 5 }, owner)).toEqual(['INDIA', 'HOTEL2', 'FOXTROT', 'ECHO1000', 'CHARLIE']);
    expect((await listRaw({ ownerId: owner.user.id, perPage: 101 }, owner)).statusCode).toBe(422);
    expect((await listRaw({ ownerId: owner.user.id, page: 0 }, owner)).statusCode).toBe(422);
  });

  it('sorts by every column, both ways', async () => {
    const all = { ownerId: owner.user.id, perPage: 100 };
    const byCode = await codesOf({ ...all, sort: 'code', direction: 'asc' }, owner);
    expect(byCode).toEqual([...byCode].sort());
    expect(await codesOf({ ...all, sort: 'code', direction: 'desc' }, owner)).toEqual([...byCode].reverse());

    const byUses = (await list({ ...all, sort: 'uses', direction: 'asc' }, owner)).data.map((c) => c.uses);
    expect(byUses).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(await codesOf({ ...all, sort: 'uses', direction: 'desc' }, owner)).toEqual(
      (await codesOf({ ...all, sort: 'uses', direction: 'asc' }, owner)).reverse(),
    );

    // Percentages (smallest first), then fixed amounts (smallest first); desc is the reverse.
    const byDiscount = await codesOf({ ...all, sort: 'discount', direction: 'asc' }, owner);
    expect(byDiscount).toEqual([
      'DELTA5',
      'ALPHA10',
      'HOTEL2',
      'INDIA',
      'BRAVO25',
      'JULIET',
      'KILO',
      'FOXTROT',
      'LIMA99',
      'GOLF',
      'CHARLIE',
      'ECHO1000',
    ]);
    expect(await codesOf({ ...all, sort: 'discount', direction: 'desc' }, owner)).toEqual([...byDiscount].reverse());

    // Active, then future, then expired; ties by code.
    const byStatus = (await list({ ...all, sort: 'status', direction: 'asc' }, owner)).data;
    expect(byStatus.map((c) => `${c.status}:${c.code}`)).toEqual([
      'active:ALPHA10',
      'active:CHARLIE',
      'active:ECHO1000',
      'active:FOXTROT',
      'active:INDIA',
      'active:JULIET',
      'active:KILO',
      'active:LIMA99',
      'future:DELTA5',
      'future:GOLF',
      'expired:BRAVO25',
      'expired:HOTEL2',
    ]);
    const desc = (await list({ ...all, sort: 'status', direction: 'desc' }, owner)).data.map((c) => c.status);
    expect(desc.slice(0, 4)).toEqual(['expired', 'expired', 'future', 'future']);
    expect(desc.at(-1)).toBe('active');

    expect((await codesOf({ ...all, sort: 'startsAt', direction: 'asc' }, owner)).slice(0, 2)).toEqual(['ALPHA10', 'BRAVO25']);
    expect((await listRaw({ ...all, sort: 'name' } as unknown as ListParams, owner)).statusCode).toBe(422);
    expect((await listRaw({ ...all, direction: 'up' } as unknown as ListParams, owner)).statusCode).toBe(422);
  });

  it('searches part of the code, ignoring case and anything but letters and digits', async () => {
    const search = (query: string) => codesOf({ ownerId: owner.user.id, query, sort: 'code', direction: 'asc' }, owner);
    expect(await search('alpha')).toEqual(['ALPHA10']);
    expect(await search(' ch-ar ')).toEqual(['CHARLIE']);
    expect(await search('10')).toEqual(['ALPHA10', 'ECHO1000']);
    // Only letters and digits are in codes: '%' and '_' match nothing rather than everything.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('   ')).toHaveLength(10);
    expect((await list({ ownerId: owner.user.id, query: 'nothing' }, owner)).totalCount).toBe(0);
  });

  it('says what each code is: discount, cap with the uses taken, window, status and categories', async () => {
    const rows = (await list({ ownerId: owner.user.id, perPage: 100 }, owner)).data;
    const byCode = new Map(rows.map((r) => [r.code, r]));
    // 8 uses left with 2 taken: a cap of 10.
    expect(byCode.get('ECHO1000')).toMatchObject({ amount: 1000, percentageValue: null, currency: 'usd', quantity: 10, uses: 2, status: 'active' });
    expect(byCode.get('ALPHA10')).toMatchObject({ percentageValue: 10, amount: null, quantity: null, scope: 'owner', courseCategories: [] });
    expect(byCode.get('DELTA5')).toMatchObject({ status: 'future', endsAt: null });
    expect(byCode.get('BRAVO25')!.status).toBe('expired');
    expect(byCode.get('JULIET')).toMatchObject({
      scope: 'course_categories',
      courseCategories: [
        { uuid: 'music', name: 'Music' },
        { uuid: 'food-drink', name: 'Food & Drink' },
      ],
    });
  });

  it('reads one code for its edit page; other codes are not found', async () => {
    const [row] = (await list({ ownerId: owner.user.id, query: 'JULIET' }, owner)).data;
    const one = expectReply(await getRaw(row!.id, owner.user.id, owner), 200, promoCodeView);
    expect(one).toEqual(row);
    expect((await getRaw(row!.id, owner.user.id)).statusCode).toBe(401);
    expect((await getRaw(row!.id, owner.user.id, stranger)).statusCode).toBe(403);
    for (const id of [eventCodeId, deletedId, othersId, randomUUID()]) {
      const missing = await getRaw(id, owner.user.id, owner);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(PROMO_CODE_MESSAGES.notFound);
    }
    // Another owner's code asked for under its own owner by someone else: the gate refuses first.
    expect((await getRaw(othersId, other.user.id, owner)).statusCode).toBe(403);
    expect((await getRaw('not-a-uuid', owner.user.id, owner)).statusCode).toBe(422);
  });
});
