import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { okReply } from '../../../contracts/common.ts';
import {
  PRIVATE_LIST_API_MESSAGES,
  PRIVATE_LIST_RULE_MESSAGES,
  listsReply,
  privateListView,
  type ListNameBody,
} from '../../../contracts/private-lists.ts';
import { privateListMembers, privateLists, ticketTypePrivateLists } from '../../platform/db/schema/index.ts';
import { addMember, createSchool, errorShape, headers, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { insertList } from './private-lists.fixtures.ts';

/** The lists overview, one list, create, rename and delete: access, validation, search, counts, soft delete. */

const t = useTestApp();
const LISTS = '/api/v1/profile_management/custom_user_lists';

const create = (body: ListNameBody, p?: Person) => t.app.inject({ method: 'POST', url: LISTS, headers: headers(p), payload: body });
const rename = (id: string, body: ListNameBody, p?: Person) =>
  t.app.inject({ method: 'PATCH', url: `${LISTS}/${id}`, headers: headers(p), payload: body });
const remove = (id: string, ownerId: string, p?: Person) =>
  t.app.inject({ method: 'DELETE', url: `${LISTS}/${id}?ownerId=${ownerId}`, headers: headers(p) });
const getOne = (id: string, ownerId: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `${LISTS}/${id}?ownerId=${ownerId}`, headers: headers(p) });
const getAll = (ownerId: string, p?: Person, search?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${LISTS}?${new URLSearchParams({ ownerId, ...(search === undefined ? {} : { search }) })}`,
    headers: headers(p),
  });

describe('private lists', () => {
  let owner: Person, teamMember: Person, stranger: Person, other: Person;
  let schoolId: string;

  beforeAll(async () => {
    [owner, teamMember, stranger, other] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
    schoolId = (await createSchool(t, owner, 'Secret Parties', `secret-${Date.now().toString(36)}`)).id;
    await addMember(t, schoolId, teamMember.user.id);
  });

  it('creates a list (trimmed name, no people yet) and shows it in the overview and on its own', async () => {
    const created = expectReply(await create({ ownerId: schoolId, name: '  Friends of the house ' }, owner), 201, privateListView);
    expect(created).toMatchObject({ name: 'Friends of the house', userCount: 0 });
    expect(Date.parse(created.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(expectReply(await getOne(created.id, schoolId, owner), 200, privateListView)).toEqual(created);
    expect(expectReply(await getAll(schoolId, owner), 200, listsReply).data).toContainEqual(created);
  });

  it('counts the current people of each list and searches by name (case-insensitive, literal)', async () => {
    const { list: vip } = await insertList(t.db, schoolId, ['a@example.com', 'b@example.com', 'c@example.com'], 'VIP 100%');
    const { list: crew, members } = await insertList(t.db, schoolId, ['d@example.com', 'e@example.com'], 'Crew');
    await t.db.update(privateListMembers).set({ removedAt: new Date() }).where(eq(privateListMembers.id, members[0]!.id));
    const { data } = expectReply(await getAll(schoolId, owner), 200, listsReply);
    expect(data.find((l) => l.id === vip.id)?.userCount).toBe(3);
    expect(data.find((l) => l.id === crew.id)?.userCount).toBe(1);
    expect(expectReply(await getAll(schoolId, owner, 'vip 100%'), 200, listsReply).data.map((l) => l.id)).toEqual([vip.id]);
    expect(expectReply(await getAll(schoolId, owner, '%'), 200, listsReply).data.map((l) => l.id)).toEqual([vip.id]);
    expect(expectReply(await getAll(schoolId, owner, 'nothing like it'), 200, listsReply).data).toEqual([]);
    // The team reads the lists too.
    expect(expectReply(await getAll(schoolId, teamMember), 200, listsReply).data.length).toBe(data.length);
  });

  it("shows only the owner's own live lists", async () => {
    const { list: theirs } = await insertList(t.db, other.user.id, [], 'Not yours');
    const { data } = expectReply(await getAll(schoolId, owner), 200, listsReply);
    expect(data.map((l) => l.id)).not.toContain(theirs.id);
    expect(expectReply(await getAll(other.user.id, other), 200, listsReply).data.map((l) => l.id)).toEqual([theirs.id]);
  });

  it('renames a list', async () => {
    const { list } = await insertList(t.db, schoolId, ['x@example.com'], 'Old name');
    const renamed = expectReply(await rename(list.id, { ownerId: schoolId, name: 'New name' }, owner), 200, privateListView);
    expect(renamed).toMatchObject({ id: list.id, name: 'New name', userCount: 1 });
  });

  it.each([
    ['', PRIVATE_LIST_RULE_MESSAGES.required],
    ['   ', PRIVATE_LIST_RULE_MESSAGES.required],
    ['x'.repeat(101), 'Must be at most 100 characters'],
    ['bad\u0000name', 'Contains characters that are not allowed'],
  ])('refuses the name %j with %j (create and rename)', async (name, message) => {
    const { list } = await insertList(t.db, schoolId, []);
    for (const res of [await create({ ownerId: schoolId, name }, owner), await rename(list.id, { ownerId: schoolId, name }, owner)]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ ...errorShape, fieldErrors: { name: message } });
    }
  });

  it('answers 401 signed out, 403 to strangers, and 403 to a team member who does not edit', async () => {
    const { list } = await insertList(t.db, schoolId, []);
    for (const p of [undefined, stranger]) {
      const expected = p ? 403 : 401;
      expect((await getAll(schoolId, p)).statusCode).toBe(expected);
      expect((await getOne(list.id, schoolId, p)).statusCode).toBe(expected);
      expect((await create({ ownerId: schoolId, name: 'Mine now' }, p)).statusCode).toBe(expected);
      expect((await rename(list.id, { ownerId: schoolId, name: 'Mine now' }, p)).statusCode).toBe(expected);
      expect((await remove(list.id, schoolId, p)).statusCode).toBe(expected);
    }
    expect((await getOne(list.id, schoolId, teamMember)).statusCode).toBe(200);
    expect((await create({ ownerId: schoolId, name: 'Team list' }, teamMember)).statusCode).toBe(403);
    expect((await rename(list.id, { ownerId: schoolId, name: 'Team list' }, teamMember)).statusCode).toBe(403);
    expect((await remove(list.id, schoolId, teamMember)).statusCode).toBe(403);
  });

  it("answers 404 'Sorry! That list wasn’t found.' for an unknown list or another owner's", async () => {
    const { list: theirs } = await insertList(t.db, other.user.id, []);
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      for (const res of [
        await getOne(id, schoolId, owner),
        await rename(id, { ownerId: schoolId, name: 'Taken' }, owner),
        await remove(id, schoolId, owner),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ ...errorShape, message: PRIVATE_LIST_API_MESSAGES.notFound });
      }
    }
    expect((await t.db.select().from(privateLists).where(eq(privateLists.id, theirs.id)))[0]).toMatchObject({ name: 'VIP guests', deletedAt: null });
  });

  it('answers 422 for ids that are not uuids', async () => {
    expect((await getOne('nope', schoolId, owner)).statusCode).toBe(422);
    expect((await getAll('nope', owner)).statusCode).toBe(422);
  });

  it('deletes softly: the list and its people stay on record, removed; linked ticket types lose the link', async () => {
    const { list, members } = await insertList(t.db, schoolId, ['keep1@example.com', 'keep2@example.com'], 'To delete');
    const { list: kept } = await insertList(t.db, schoolId, ['other@example.com'], 'Kept');
    const event = await makeEvent(t, owner, schoolId);
    const ticketTypeId = event.ticketIds[0]!;
    await t.db.insert(ticketTypePrivateLists).values([
      { ticketTypeId, listId: list.id },
      { ticketTypeId, listId: kept.id },
    ]);

    expectReply(await remove(list.id, schoolId, owner), 200, okReply);

    const [row] = await t.db.select().from(privateLists).where(eq(privateLists.id, list.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const rows = await t.db.select().from(privateListMembers).where(eq(privateListMembers.listId, list.id));
    expect(rows.map((r) => r.id).sort()).toEqual(members.map((r) => r.id).sort());
    expect(rows.every((r) => r.removedAt instanceof Date)).toBe(true);
    expect(await t.db.select().from(ticketTypePrivateLists).where(eq(ticketTypePrivateLists.ticketTypeId, ticketTypeId))).toEqual([
      { ticketTypeId, listId: kept.id },
    ]);
    // The other list is untouched; the deleted one is gone from every read.
    expect(
      await t.db
        .select()
        .from(privateListMembers)
        .where(and(eq(privateListMembers.listId, kept.id), isNull(privateListMembers.removedAt))),
    ).toHaveLength(1);
    expect((await getOne(list.id, schoolId, owner)).statusCode).toBe(404);
    expect(expectReply(await getAll(schoolId, owner), 200, listsReply).data.map((l) => l.id)).not.toContain(list.id);
    expect((await remove(list.id, schoolId, owner)).statusCode).toBe(404);
  });

  it('lets a site admin and the owner of a personal profile manage their lists', async () => {
    const created = expectReply(await create({ ownerId: owner.user.id, name: 'My own' }, owner), 201, privateListView);
    expect(expectReply(await getAll(owner.user.id, owner), 200, listsReply).data.map((l) => l.id)).toEqual([created.id]);
  });
});
