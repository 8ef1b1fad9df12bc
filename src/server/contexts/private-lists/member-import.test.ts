import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { okReply } from '../../../contracts/common.ts';
import { PRIVATE_LIST_API_MESSAGES, SHARE_CODE_MAIL, addMembersReply, type AddMembersBody } from '../../../contracts/private-lists.ts';
import { PRIVATE_LIST_RULE_MESSAGES as M, SHARE_CODE_ALPHABET } from '../../../domain/private-lists.ts';
import { privateListMembers } from '../../platform/db/schema/index.ts';
import { LIST_SHARE_CODE_MAILS_QUEUE, MAIL_QUEUE } from '../../platform/jobs/catalog.ts';
import { addMember, createSchool, errorShape, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { mailsAfterJobs, mailsTo, signUpUser, useTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertList } from './private-lists.fixtures.ts';
import { sendShareCodeMails } from './share-code-mails.ts';

/** Add Emails and Bulk Import: the server's checks, batched inserts with share codes, and the share-code e-mails. */

const CREATE_BULK = '/api/v1/profile_management/custom_user_lists_users/create_bulk';
const CODE = new RegExp(`^[${SHARE_CODE_ALPHABET}]{8}$`);

const addRaw = (t: TestApp, body: AddMembersBody, p?: Person) =>
  t.app.inject({ method: 'POST', url: CREATE_BULK, headers: headers(p), payload: body });
const liveMembers = (t: TestApp, listId: string) =>
  t.db
    .select()
    .from(privateListMembers)
    .where(and(eq(privateListMembers.listId, listId), isNull(privateListMembers.removedAt)));

describe('adding e-mails to a list', () => {
  const t = useTestApp();
  let owner: Person, teamMember: Person, stranger: Person;
  let schoolId: string;

  beforeAll(async () => {
    [owner, teamMember, stranger] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
    schoolId = (await createSchool(t, owner, 'Hidden Gigs', `gigs-${Date.now().toString(36)}`)).id;
    await addMember(t, schoolId, teamMember.user.id);
  });

  it('adds the addresses trimmed and lower-cased, each with its own share code, and mails each its code', async () => {
    const { list } = await insertList(t.db, schoolId, [], 'Backstage');
    const res = await addRaw(
      t,
      { ownerId: schoolId, customUserListId: list.id, emails: ['  Ada.Guest@Example.com ', '', 'bob.guest@example.com'] },
      owner,
    );
    expect(expectReply(res, 200, addMembersReply)).toEqual({ added: 2 });
    expect(res.body).not.toMatch(/shareCode/i);
    const rows = await liveMembers(t, list.id);
    expect(rows.map((r) => r.email).sort()).toEqual(['ada.guest@example.com', 'bob.guest@example.com']);
    for (const row of rows) expect(row.shareCode).toMatch(CODE);
    expect(rows[0]!.shareCode).not.toBe(rows[1]!.shareCode);

    for (const row of rows) {
      const [mail] = await mailsAfterJobs(t, row.email);
      expect(mail?.subject).toBe(SHARE_CODE_MAIL.subject('Hidden Gigs'));
      expect(mail?.text).toContain(`${SHARE_CODE_MAIL.codeIntro} ${row.shareCode}`);
      expect(mail?.text).toContain(SHARE_CODE_MAIL.added('Hidden Gigs', 'Backstage'));
      expect(mail?.html).toContain(row.shareCode);
    }
    // No one else is told a code: one e-mail per new member, to that member.
    expect(await mailsTo(t.db, owner.email)).toEqual([]);
  });

  it.each([
    ['no address', [], M.atLeastOneEmail],
    ['only blanks', ['', '   '], M.atLeastOneEmail],
    ['an invalid address', ['ok@example.com', 'not-an-email'], M.invalidEmail],
    ['repeated addresses', ['twice@example.com', 'TWICE@example.com ', 'once@example.com'], `${M.duplicateEntries}twice@example.com`],
    ['addresses already on the list', ['already@example.com', 'new@example.com'], `${M.alreadyInList}already@example.com`],
  ])('refuses %s with the form message, adding nothing', async (_, emails, message) => {
    const { list } = await insertList(t.db, schoolId, ['already@example.com']);
    const res = await addRaw(t, { ownerId: schoolId, customUserListId: list.id, emails }, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ ...errorShape, message, fieldErrors: { emails: message } });
    expect((await liveMembers(t, list.id)).map((r) => r.email)).toEqual(['already@example.com']);
  });

  it('refuses more than 50,000 addresses and text that cannot be stored', async () => {
    const { list } = await insertList(t.db, schoolId, []);
    const tooMany = await addRaw(
      t,
      { ownerId: schoolId, customUserListId: list.id, emails: Array.from({ length: 50_001 }, (_, i) => `p${i}@ex.co`) },
      owner,
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().fieldErrors).toEqual({ emails: M.tooMany });
    const nul = await addRaw(t, { ownerId: schoolId, customUserListId: list.id, emails: ['a\u0000@example.com'] }, owner);
    expect(nul.statusCode).toBe(422);
    const long = await addRaw(t, { ownerId: schoolId, customUserListId: list.id, emails: [`${'a'.repeat(250)}@example.com`] }, owner);
    expect(long.statusCode).toBe(422);
    expect(await liveMembers(t, list.id)).toEqual([]);
  });

  it('answers 401 signed out, 403 to strangers and team members who do not edit, 404 for a list not theirs', async () => {
    const { list } = await insertList(t.db, schoolId, []);
    const body = { ownerId: schoolId, customUserListId: list.id, emails: ['gate@example.com'] };
    expect((await addRaw(t, body)).statusCode).toBe(401);
    expect((await addRaw(t, body, stranger)).statusCode).toBe(403);
    expect((await addRaw(t, body, teamMember)).statusCode).toBe(403);
    const { list: theirs } = await insertList(t.db, stranger.user.id, []);
    for (const customUserListId of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await addRaw(t, { ...body, customUserListId }, owner);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: PRIVATE_LIST_API_MESSAGES.notFound });
    }
    expect(await liveMembers(t, theirs.id)).toEqual([]);
    // A deleted list takes no one.
    expectReply(
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/profile_management/custom_user_lists/${list.id}?ownerId=${schoolId}`,
        headers: headers(owner),
      }),
      200,
      okReply,
    );
    expect((await addRaw(t, body, owner)).statusCode).toBe(404);
  });

  it('adds a removed person again with a new share code and a new e-mail', async () => {
    const { list, members } = await insertList(t.db, schoolId, ['comeback@example.com']);
    const old = members[0]!;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/profile_management/custom_user_lists_users/${old.id}?ownerId=${schoolId}&customUserListId=${list.id}`,
      headers: headers(owner),
    });
    expect(
      expectReply(await addRaw(t, { ownerId: schoolId, customUserListId: list.id, emails: ['Comeback@example.com'] }, owner), 200, addMembersReply),
    ).toEqual({
      added: 1,
    });
    const [again] = await liveMembers(t, list.id);
    expect(again?.id).not.toBe(old.id);
    expect(again?.shareCode).toMatch(CODE);
    expect(again?.shareCode).not.toBe(old.shareCode);
    const [mail] = await mailsAfterJobs(t, 'comeback@example.com');
    expect(mail?.text).toContain(again!.shareCode);
    // The removed row stays for attribution.
    expect((await t.db.select().from(privateListMembers).where(eq(privateListMembers.id, old.id)))[0]?.removedAt).toBeInstanceOf(Date);
  });

  it('keeps one live row per address when two requests add it at once', async () => {
    const { list } = await insertList(t.db, schoolId, []);
    const body = { ownerId: schoolId, customUserListId: list.id, emails: ['race@example.com', 'race2@example.com'] };
    const replies = await Promise.all([addRaw(t, body, owner), addRaw(t, body, owner), addRaw(t, body, owner)]);
    const added = replies.filter((r) => r.statusCode === 200).reduce((sum, r) => sum + r.json().added, 0);
    expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 422)).toBe(true);
    expect(added).toBe(2);
    expect((await liveMembers(t, list.id)).map((r) => r.email).sort()).toEqual(['race2@example.com', 'race@example.com']);
  });
});

describe('a 5,000-address import (mail jobs held: no worker)', () => {
  const t = useTestApp();
  let owner: Person;

  /** The queued jobs of a queue, oldest first. */
  const queued = async <T>(queue: string) => {
    const { rows } = await t.db.execute<{ data: T }>(sql`select data from pgboss.job where name = ${queue} order by created_on, id`);
    return rows.map((r) => r.data);
  };

  beforeAll(async () => {
    owner = await signUpUser(t.app);
  });

  it('inserts in batches within seconds and queues one share-code mail job per 1,000 members', async () => {
    const { list } = await insertList(t.db, owner.user.id, [], 'Five thousand');
    const emails = Array.from({ length: 5000 }, (_, i) => `Fan${i}@Example.com`);
    const started = performance.now();
    const res = await addRaw(t, { ownerId: owner.user.id, customUserListId: list.id, emails }, owner);
    const seconds = (performance.now() - started) / 1000;
    expect(expectReply(res, 200, addMembersReply)).toEqual({ added: 5000 });
    expect(seconds).toBeLessThan(10);

    const rows = await liveMembers(t, list.id);
    expect(rows).toHaveLength(5000);
    expect(new Set(rows.map((r) => r.shareCode)).size).toBe(5000);
    expect(rows.every((r) => CODE.test(r.shareCode) && r.email === r.email.toLowerCase())).toBe(true);

    const jobs = await queued<{ memberIds: string[] }>(LIST_SHARE_CODE_MAILS_QUEUE);
    expect(jobs.map((j) => j.memberIds.length)).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(new Set(jobs.flatMap((j) => j.memberIds))).toEqual(new Set(rows.map((r) => r.id)));

    // The job: one e-mail per member still on the list, once however often it runs.
    const batch = jobs[0]!.memberIds;
    await t.db.update(privateListMembers).set({ removedAt: new Date() }).where(eq(privateListMembers.id, batch[0]!));
    await sendShareCodeMails({ db: t.db, jobs: t.jobs }, batch);
    await sendShareCodeMails({ db: t.db, jobs: t.jobs }, batch);
    // (The owner's sign-up verification e-mail waits in the same queue.)
    const mails = (await queued<{ to: string; text: string }>(MAIL_QUEUE)).filter((m) => m.to !== owner.email);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(mails).toHaveLength(999);
    expect(new Set(mails.map((m) => m.to))).toEqual(new Set(batch.slice(1).map((id) => byId.get(id)!.email)));
    const sample = byId.get(batch[1]!)!;
    expect(mails.find((m) => m.to === sample.email)?.text).toContain(sample.shareCode);
  }, 60_000);
});

describe('the import rate limit', () => {
  // Scale 0.05: 3 imports an hour per account (and one sign-up per address).
  const t = useTestApp({ RATE_LIMIT_SCALE: '0.05' });

  it('refuses an account past its imports with 429', async () => {
    const owner = await signUpUser(t.app);
    const { list } = await insertList(t.db, owner.user.id, []);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await addRaw(t, { ownerId: owner.user.id, customUserListId: list.id, emails: [`limit${i}@example.com`] }, owner)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
