import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  PROMO_BULK_MESSAGES as B,
  PROMO_CODE_MESSAGES,
  PROMO_VALIDATION_MESSAGES as M,
  bulkPromoCodesReply,
  promoCodeView,
  type BulkPromoCodesBody,
  type PromoCodeBody,
} from '../../../contracts/promo-codes.ts';
import { okReply } from '../../../contracts/common.ts';
import { promoCodes } from '../../platform/db/schema/index.ts';
import { addMember, createSchool, headers, inDays, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { insertGlobalCode } from './promo-codes.fixtures.ts';

/** Creating, bulk importing, editing and deleting global promo codes: access, every check, uniqueness and races. */

const t = useTestApp();
const P = '/api/v1/profile_management/promo_codes';

const createRaw = (body: PromoCodeBody, p?: Person) => t.app.inject({ method: 'POST', url: P, headers: headers(p), payload: body });
const create = async (body: PromoCodeBody, p: Person) => expectReply(await createRaw(body, p), 201, promoCodeView);
const bulkRaw = (body: BulkPromoCodesBody, p?: Person) => t.app.inject({ method: 'POST', url: `${P}/bulk`, headers: headers(p), payload: body });
const updateRaw = (id: string, body: PromoCodeBody, p?: Person) =>
  t.app.inject({ method: 'PATCH', url: `${P}/${id}`, headers: headers(p), payload: body });
const removeRaw = (id: string, ownerId: string, p?: Person) =>
  t.app.inject({ method: 'DELETE', url: `${P}/${id}?ownerId=${ownerId}`, headers: headers(p) });
const stored = async (id: string) => (await t.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0]!;

/** A 422 and its field messages. */
function refused(res: { statusCode: number; json: () => { fieldErrors?: Record<string, string>; messages?: string[] } }) {
  expect(res.statusCode).toBe(422);
  return res.json();
}

let owner: Person, stranger: Person, teamMember: Person;
const fields = (over: Partial<PromoCodeBody> = {}): PromoCodeBody => ({
  ownerId: owner.user.id,
  code: 'SUMMER',
  startsAt: inDays(1),
  scope: 'owner',
  percentageValue: 10,
  ...over,
});

beforeAll(async () => {
  [owner, stranger, teamMember] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
});

describe('creating a global promo code', () => {
  it('stores a normalized code for all events, with its cap as the uses left', async () => {
    const made = await create(fields({ code: ' sum-mer 2026 extra ', quantity: 25, endsAt: inDays(10) }), owner);
    expect(made).toMatchObject({ code: 'SUMMER2026', percentageValue: 10, amount: null, quantity: 25, uses: 0, scope: 'owner', status: 'future' });
    expect(made.endsAt).toBe(inDays(10));
    expect(await stored(made.id)).toMatchObject({
      ownerId: owner.user.id,
      eventId: null,
      code: 'SUMMER2026',
      quantity: 25,
      uses: 0,
      deletedAt: null,
    });
  });

  it('stores a fixed amount in minor units and the categories of a category code', async () => {
    const made = await create(
      fields({ code: 'MUSIC5', percentageValue: null, amount: 500, scope: 'course_categories', courseCategoryIds: 'music, film,music' }),
      owner,
    );
    expect(made).toMatchObject({ amount: 500, currency: 'usd', quantity: null });
    expect(made.courseCategories).toEqual([
      { uuid: 'music', name: 'Music' },
      { uuid: 'film', name: 'Film' },
    ]);
    // Categories sent with scope owner are not kept.
    expect((await create(fields({ code: 'ALLEVENTS', courseCategoryIds: 'music' }), owner)).courseCategories).toEqual([]);
  });

  it('refuses callers who may not edit the profile', async () => {
    expect((await createRaw(fields({ code: 'NOPE1' }))).statusCode).toBe(401);
    expect((await createRaw(fields({ code: 'NOPE1' }), stranger)).statusCode).toBe(403);
    expect((await createRaw(fields({ code: 'NOPE1', ownerId: randomUUID() }), owner)).statusCode).toBe(404);
    // A team member who is not an admin reads the codes but does not change them.
    const school = await createSchool(t, owner, 'Promo Edit School', `promo-edit-${Date.now().toString(36)}`);
    await addMember(t, school.id, teamMember.user.id);
    expect((await createRaw(fields({ code: 'NOPE1', ownerId: school.id }), teamMember)).statusCode).toBe(403);
    expect((await createRaw(fields({ code: 'SCHOOLOK', ownerId: school.id }), owner)).statusCode).toBe(201);
  });

  it.each<[string, Partial<PromoCodeBody>, Record<string, string>]>([
    ['no code', { code: '' }, { code: M.codeRequired }],
    ['a code of symbols only', { code: '-- !!' }, { code: M.codeRequired }],
    ['no discount', { percentageValue: undefined }, { amount: M.amountRequired, percentageValue: M.percentRequired }],
    ['both discounts', { amount: 500 }, { amount: M.amountAndPercent, percentageValue: M.amountAndPercent }],
    ['percentage 0', { percentageValue: 0 }, { percentageValue: M.percentRange }],
    ['percentage 101', { percentageValue: 101 }, { percentageValue: M.percentRange }],
    ['amount under 1', { percentageValue: null, amount: 99 }, { amount: M.amountRange }],
    ['amount over 10000', { percentageValue: null, amount: 1_000_001 }, { amount: M.amountRange }],
    ['usage limit 0', { quantity: 0 }, { quantity: M.usageLimitMin }],
    ['a start in the past', { startsAt: inDays(-1) }, { startsAt: M.startInPast }],
    ['an end before the start', { endsAt: inDays(0) }, { endsAt: M.endBeforeStart }],
    ['no category', { scope: 'course_categories' }, { courseCategoryIds: M.categoriesRequired }],
    ['an unknown category', { scope: 'course_categories', courseCategoryIds: 'music,poetry' }, { courseCategoryIds: M.categoryUnknown }],
  ])('refuses %s with the field message', async (_, change, fieldErrors) => {
    const body = refused(await createRaw(fields({ code: 'CHECKED', ...change }), owner));
    expect(body.fieldErrors).toEqual(fieldErrors);
    expect(body.messages).toEqual([...new Set(Object.values(fieldErrors))]);
  });

  it('refuses malformed input before the rules', async () => {
    for (const change of [{ startsAt: 'tomorrow' }, { scope: 'event' }, { quantity: 1.5 }, { amount: 2 ** 40 }, { code: 'x'.repeat(101) }]) {
      expect((await createRaw(fields(change as Partial<PromoCodeBody>), owner)).statusCode).toBe(422);
    }
  });

  it("answers 409 for a code another of the owner's live codes has, event codes included", async () => {
    await create(fields({ code: 'TAKEN1' }), owner);
    const again = await createRaw(fields({ code: 'taken-1' }), owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PROMO_CODE_MESSAGES.codeTaken('TAKEN1'));
    const event = await makeEvent(t, owner, owner.user.id);
    await t.db.insert(promoCodes).values({ ownerId: owner.user.id, eventId: event.id, code: 'EVENTONLY', name: 'EVENTONLY', percentageValue: 5 });
    expect((await createRaw(fields({ code: 'EVENTONLY' }), owner)).statusCode).toBe(409);
    // Another owner may have the same code.
    expect((await createRaw(fields({ code: 'TAKEN1', ownerId: stranger.user.id }), stranger)).statusCode).toBe(201);
  });

  it('gives a code raced by two creations to one of them', async () => {
    const replies = await Promise.all([createRaw(fields({ code: 'RACE1' }), owner), createRaw(fields({ code: 'RACE1' }), owner)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('bulk importing codes', () => {
  const bulk = (over: Partial<BulkPromoCodesBody> = {}): BulkPromoCodesBody => {
    const { code: _code, ...rest } = fields();
    return { ...rest, codes: ['BULK001', 'BULK002'], ...over };
  };

  it('creates 1,000 codes in one request, each with the same fields', async () => {
    const codes = Array.from({ length: 1000 }, (_, i) => `thou${String(i).padStart(4, '0')}`);
    const started = performance.now();
    const res = await bulkRaw(bulk({ codes, quantity: 3, scope: 'course_categories', courseCategoryIds: 'workshop' }), owner);
    const ms = performance.now() - started;
    expect(expectReply(res, 201, bulkPromoCodesReply)).toEqual({ created: 1000 });
    const rows = await t.db
      .select()
      .from(promoCodes)
      .where(and(eq(promoCodes.ownerId, owner.user.id), eq(promoCodes.scope, 'course_categories')));
    const imported = rows.filter((r) => r.code.startsWith('THOU'));
    expect(imported).toHaveLength(1000);
    expect(new Set(imported.map((r) => `${r.quantity}/${r.uses}/${r.categoryIds.join()}/${r.percentageValue}/${r.eventId}`))).toEqual(
      new Set(['3/0/workshop/10/null']),
    );
    expect(ms).toBeLessThan(20_000);
  });

  it("refuses codes a file's line check refuses, naming the lines", async () => {
    const body = refused(await bulkRaw(bulk({ codes: ['GOODCODE', 'abc', 'bad-code', 'GOODCODE', '', 'ABCDEFGHIJK'] }), owner));
    expect(body.messages).toEqual([B.tooShort(2), B.invalidCharacters(3), B.duplicateLine(4, 1), B.emptyLine(5), B.tooLong(6)]);
    expect(refused(await bulkRaw(bulk({ codes: [] }), owner)).fieldErrors).toEqual({ codes: B.codesRequired });
    const tooMany = Array.from({ length: 10_001 }, (_, i) => `MANY${i}`);
    expect((await bulkRaw(bulk({ codes: tooMany }), owner)).statusCode).toBe(422);
  });

  it('refuses codes the owner already has, listing them, and creates none', async () => {
    await create(fields({ code: 'HAVEIT1' }), owner);
    const body = refused(await bulkRaw(bulk({ codes: ['NEWONE1', 'haveit1'] }), owner));
    expect(body.fieldErrors).toEqual({ codes: PROMO_CODE_MESSAGES.codesTaken(['HAVEIT1']) });
    expect(await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'NEWONE1'))).toEqual([]);
  });

  it('checks the shared fields as the form does', async () => {
    expect(refused(await bulkRaw(bulk({ startsAt: inDays(-2) }), owner)).fieldErrors).toEqual({ startsAt: M.startInPast });
    expect(refused(await bulkRaw(bulk({ percentageValue: undefined }), owner)).fieldErrors).toMatchObject({ amount: M.amountRequired });
  });

  it('refuses callers who may not edit the profile', async () => {
    expect((await bulkRaw(bulk())).statusCode).toBe(401);
    expect((await bulkRaw(bulk(), stranger)).statusCode).toBe(403);
    expect((await bulkRaw(bulk({ ownerId: randomUUID() }), owner)).statusCode).toBe(404);
  });

  it('undoes the whole import when a code is taken meanwhile', async () => {
    const codes = ['RACEBULK1', 'RACEBULK2'];
    const replies = await Promise.all([bulkRaw(bulk({ codes }), owner), bulkRaw(bulk({ codes: ['RACEBULK2', 'RACEBULK3'] }), owner)]);
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 422]);
    const live = await t.db.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.ownerId, owner.user.id));
    const raced = live.map((r) => r.code).filter((c) => c.startsWith('RACEBULK'));
    expect(raced.sort()).toEqual(replies[0]!.statusCode === 201 ? codes : ['RACEBULK2', 'RACEBULK3']);
  });
});

describe('editing a global promo code', () => {
  it('saves every field and the new code', async () => {
    const made = await create(fields({ code: 'EDITME' }), owner);
    const res = await updateRaw(
      made.id,
      fields({ code: 'edited1', percentageValue: null, amount: 2500, scope: 'course_categories', courseCategoryIds: 'class', endsAt: inDays(4) }),
      owner,
    );
    const view = expectReply(res, 200, promoCodeView);
    expect(view).toMatchObject({ id: made.id, code: 'EDITED1', amount: 2500, percentageValue: null, scope: 'course_categories' });
    expect(view.courseCategories).toEqual([{ uuid: 'class', name: 'Class' }]);
    expect(view.endsAt).toBe(inDays(4));
    // Back to all events, no end.
    const back = expectReply(await updateRaw(made.id, fields({ code: 'EDITED1' }), owner), 200, promoCodeView);
    expect(back).toMatchObject({ scope: 'owner', courseCategories: [], endsAt: null, percentageValue: 10, amount: null });
  });

  it('keeps the uses taken when the cap changes, and refuses a cap below them', async () => {
    const code = await insertGlobalCode(t.db, owner.user.id, { code: 'CAPPED', quantity: 2, uses: 3 });
    const started = { startsAt: code.startsAt!.toISOString() };
    const raised = expectReply(await updateRaw(code.id, fields({ code: 'CAPPED', quantity: 10, ...started }), owner), 200, promoCodeView);
    expect(raised).toMatchObject({ quantity: 10, uses: 3 });
    expect(await stored(code.id)).toMatchObject({ quantity: 7, uses: 3 });
    expect(expectReply(await updateRaw(code.id, fields({ code: 'CAPPED', quantity: 3, ...started }), owner), 200, promoCodeView).quantity).toBe(3);
    expect((await stored(code.id)).quantity).toBe(0);
    const below = refused(await updateRaw(code.id, fields({ code: 'CAPPED', quantity: 2, ...started }), owner));
    expect(below.fieldErrors).toEqual({ quantity: M.usageLimitBelowUses(3) });
    expect((await stored(code.id)).quantity).toBe(0);
    const unlimited = expectReply(await updateRaw(code.id, fields({ code: 'CAPPED', quantity: null, ...started }), owner), 200, promoCodeView);
    expect(unlimited).toMatchObject({ quantity: null, uses: 3 });
  });

  it('keeps a start that has passed when it is unchanged, and refuses moving it into the past', async () => {
    const running = await insertGlobalCode(t.db, owner.user.id, { code: 'RUNNING', startsAt: new Date(inDays(-3)) });
    expect((await updateRaw(running.id, fields({ code: 'RUNNING', startsAt: inDays(-3) }), owner)).statusCode).toBe(200);
    expect(refused(await updateRaw(running.id, fields({ code: 'RUNNING', startsAt: inDays(-2) }), owner)).fieldErrors).toEqual({
      startsAt: M.startInPast,
    });
  });

  it("answers 409 for another live code's code, and 404 for codes that are not the owner's live global codes", async () => {
    await create(fields({ code: 'FIRSTONE' }), owner);
    const second = await create(fields({ code: 'SECONDONE' }), owner);
    const clash = await updateRaw(second.id, fields({ code: 'firstone' }), owner);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fieldErrors).toEqual({ code: PROMO_CODE_MESSAGES.codeTaken('FIRSTONE') });
    // Its own code is no clash.
    expect((await updateRaw(second.id, fields({ code: 'SECONDONE', percentageValue: 20 }), owner)).statusCode).toBe(200);

    const others = await insertGlobalCode(t.db, stranger.user.id, { code: 'STRANGERS' });
    expect((await updateRaw(others.id, fields({ code: 'STRANGERS' }), owner)).statusCode).toBe(404);
    expect((await updateRaw(randomUUID(), fields(), owner)).statusCode).toBe(404);
    expect((await updateRaw(second.id, fields({ code: 'SECONDONE' }))).statusCode).toBe(401);
    expect((await updateRaw(second.id, fields({ code: 'SECONDONE' }), stranger)).statusCode).toBe(403);
    expect(refused(await updateRaw(second.id, fields({ code: 'SECONDONE', percentageValue: 0 }), owner)).fieldErrors).toEqual({
      percentageValue: M.percentRange,
    });
  });
});

describe('deleting a global promo code', () => {
  it('soft deletes it: gone from the list, kept on record, its code free again', async () => {
    const made = await create(fields({ code: 'GOODBYE' }), owner);
    expect((await removeRaw(made.id, owner.user.id)).statusCode).toBe(401);
    expect((await removeRaw(made.id, owner.user.id, stranger)).statusCode).toBe(403);
    expectReply(await removeRaw(made.id, owner.user.id, owner), 200, okReply);
    expect((await stored(made.id)).deletedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'GET', url: `${P}/${made.id}?ownerId=${owner.user.id}`, headers: headers(owner) })).statusCode).toBe(404);
    const again = await removeRaw(made.id, owner.user.id, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PROMO_CODE_MESSAGES.notFound);
    expect((await updateRaw(made.id, fields({ code: 'GOODBYE' }), owner)).statusCode).toBe(404);
    // The code is free for a new code.
    expect((await create(fields({ code: 'GOODBYE' }), owner)).id).not.toBe(made.id);
  });

  it("does not delete another owner's code or an event code", async () => {
    const others = await insertGlobalCode(t.db, stranger.user.id, { code: 'KEEPMINE' });
    expect((await removeRaw(others.id, owner.user.id, owner)).statusCode).toBe(404);
    expect((await stored(others.id)).deletedAt).toBeNull();
    const event = await makeEvent(t, owner, owner.user.id);
    const [eventCode] = await t.db
      .insert(promoCodes)
      .values({ ownerId: owner.user.id, eventId: event.id, code: 'EVENTKEEP', name: 'EVENTKEEP', percentageValue: 5 })
      .returning();
    expect((await removeRaw(eventCode!.id, owner.user.id, owner)).statusCode).toBe(404);
    expect((await stored(eventCode!.id)).deletedAt).toBeNull();
  });
});
