import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { okReply } from '../../../contracts/common.ts';
import { PRIVATE_LIST_API_MESSAGES, memberEmailsReply, membersReply, type MembersQuery } from '../../../contracts/private-lists.ts';
import { privateListMembers } from '../../platform/db/schema/index.ts';
import { addMember, createSchool, errorShape, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { insertList } from './private-lists.fixtures.ts';

/** A list's people: the members table (names from verified accounts only), the export's e-mails, removing one. */

const t = useTestApp();
const LISTS = '/api/v1/profile_management/custom_user_lists';
const MEMBERS = '/api/v1/profile_management/custom_user_lists_users';

const getMembers = (query: MembersQuery, p?: Person) =>
  t.app.inject({
    method: 'GET',
    url: `${MEMBERS}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: headers(p),
  });
const members = async (query: MembersQuery, p: Person) => expectReply(await getMembers(query, p), 200, membersReply);
const getEmails = (id: string, ownerId: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `${LISTS}/${id}/emails?ownerId=${ownerId}`, headers: headers(p) });
const removeRaw = (id: string, ownerId: string, listId: string, p?: Person) =>
  t.app.inject({ method: 'DELETE', url: `${MEMBERS}/${id}?ownerId=${ownerId}&customUserListId=${listId}`, headers: headers(p) });

describe('list members', () => {
  let owner: Person, teamMember: Person, stranger: Person, verified: Person, unverified: Person;
  let schoolId: string;

  beforeAll(async () => {
    owner = await signUpUser(t.app);
    teamMember = await signUpUser(t.app);
    stranger = await signUpUser(t.app);
    verified = await signUpUser(t.app, { firstName: 'Vera', lastName: 'Verified' });
    unverified = await signUpUser(t.app, { firstName: 'Una', lastName: 'Unverified', verified: false });
    schoolId = (await createSchool(t, owner, 'Members Club', `club-${Date.now().toString(36)}`)).id;
    await addMember(t, schoolId, teamMember.user.id);
  });

  it("pages the list's people by e-mail, 10 a page, with the name of the verified account only", async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `guest${String(i).padStart(2, '0')}@example.com`);
    const { list } = await insertList(t.db, schoolId, [...emails, verified.email, unverified.email]);
    const first = await members({ ownerId: schoolId, customUserListId: list.id }, owner);
    expect(first).toMatchObject({ page: 1, perPage: 10, totalCount: 14 });
    expect(first.data.map((m) => m.email)).toEqual(emails.slice(0, 10));
    const second = await members({ ownerId: schoolId, customUserListId: list.id, page: 2 }, teamMember);
    expect(second.data.map((m) => m.email)).toEqual([...emails.slice(10), ...[unverified.email, verified.email].sort()]);
    expect(second.data.find((m) => m.email === verified.email)?.name).toBe('Vera Verified');
    expect(second.data.find((m) => m.email === unverified.email)?.name).toBe('');
    expect(second.data.find((m) => m.email === emails[10])).toEqual({ id: expect.any(String), email: emails[10], name: '' });
    // The share code is never in a reply to the organizer's pages.
    expect(JSON.stringify([first, second])).not.toMatch(/shareCode/);
  });

  it('searches on the e-mail and on the verified name, literally and case-insensitively', async () => {
    const { list } = await insertList(t.db, schoolId, ['zed_1@example.com', 'zedx1@example.com', verified.email, unverified.email]);
    const find = async (search: string) => (await members({ ownerId: schoolId, customUserListId: list.id, search }, owner)).data.map((m) => m.email);
    expect(await find('ZED_')).toEqual(['zed_1@example.com']);
    expect(await find('vera verif')).toEqual([verified.email]);
    // An unverified account's name finds nothing: the address may not be theirs.
    expect(await find('Una Unverified')).toEqual([]);
    expect((await members({ ownerId: schoolId, customUserListId: list.id, search: 'zed' }, owner)).totalCount).toBe(2);
  });

  it('gives every current e-mail for the export, and removes a member softly (re-addable, new code)', async () => {
    const { list, members: rows } = await insertList(t.db, schoolId, ['b@example.com', 'a@example.com', 'c@example.com']);
    expect(expectReply(await getEmails(list.id, schoolId, teamMember), 200, memberEmailsReply)).toEqual({
      emails: ['a@example.com', 'b@example.com', 'c@example.com'],
    });

    const b = rows.find((r) => r.email === 'b@example.com')!;
    expectReply(await removeRaw(b.id, schoolId, list.id, owner), 200, okReply);
    const [kept] = await t.db.select().from(privateListMembers).where(eq(privateListMembers.id, b.id));
    expect(kept).toMatchObject({ email: 'b@example.com', shareCode: b.shareCode });
    expect(kept?.removedAt).toBeInstanceOf(Date);
    expect(expectReply(await getEmails(list.id, schoolId, owner), 200, memberEmailsReply).emails).toEqual(['a@example.com', 'c@example.com']);
    expect((await members({ ownerId: schoolId, customUserListId: list.id }, owner)).totalCount).toBe(2);

    // Removed twice: gone.
    const again = await removeRaw(b.id, schoolId, list.id, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ ...errorShape, message: PRIVATE_LIST_API_MESSAGES.memberNotFound });
  });

  it('answers 401, 403 (strangers; team members who do not edit cannot remove) and 404', async () => {
    const { list, members: rows } = await insertList(t.db, schoolId, ['keep@example.com']);
    const memberId = rows[0]!.id;
    for (const p of [undefined, stranger]) {
      const expected = p ? 403 : 401;
      expect((await getMembers({ ownerId: schoolId, customUserListId: list.id }, p)).statusCode).toBe(expected);
      expect((await getEmails(list.id, schoolId, p)).statusCode).toBe(expected);
      expect((await removeRaw(memberId, schoolId, list.id, p)).statusCode).toBe(expected);
    }
    expect((await removeRaw(memberId, schoolId, list.id, teamMember)).statusCode).toBe(403);

    // Another owner's list, through this owner's id: not found; a member through another list of the owner: not found.
    const { list: theirs, members: theirMembers } = await insertList(t.db, stranger.user.id, ['theirs@example.com']);
    const { list: otherOfMine } = await insertList(t.db, schoolId, []);
    for (const res of [
      await getMembers({ ownerId: schoolId, customUserListId: theirs.id }, owner),
      await getEmails(theirs.id, schoolId, owner),
      await removeRaw(theirMembers[0]!.id, schoolId, theirs.id, owner),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: PRIVATE_LIST_API_MESSAGES.notFound });
    }
    const wrongList = await removeRaw(memberId, schoolId, otherOfMine.id, owner);
    expect(wrongList.json()).toMatchObject({ message: PRIVATE_LIST_API_MESSAGES.memberNotFound });
    expect((await t.db.select().from(privateListMembers).where(eq(privateListMembers.id, memberId)))[0]?.removedAt).toBeNull();
  });

  it('answers 422 for a bad page or ids', async () => {
    const { list } = await insertList(t.db, schoolId, []);
    for (const query of [
      { ownerId: schoolId, customUserListId: list.id, page: 0 },
      { ownerId: schoolId, customUserListId: 'nope' },
      { ownerId: schoolId, customUserListId: list.id, search: 'x'.repeat(101) },
    ]) {
      expect((await getMembers(query, owner)).statusCode).toBe(422);
    }
    expect((await removeRaw('nope', schoolId, list.id, owner)).statusCode).toBe(422);
  });
});
