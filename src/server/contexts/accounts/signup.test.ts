import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NEW_PASSWORD_MESSAGES, SIGNUP_NOTICE_MESSAGES, VERIFY_EMAIL_MESSAGES, signupReply } from '../../../contracts/accounts.ts';
import { profiles, sessions, users } from '../../platform/db/schema/index.ts';
import { expectReply } from '../../testing/replies.ts';
import { queuedMailsTo } from '../../testing/mail-jobs.ts';
import { signUpUser, useTestApp, type TestApp } from '../../testing/test-app.ts';

const t = useTestApp({ PUBLIC_URL: 'https://tickets.example.com' });

const signupOn = (app: TestApp, payload: object) => app.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload });
const signup = (payload: object) => signupOn(t, payload);
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
const subjectsTo = async (app: TestApp, to: string) => (await queuedMailsTo(app.db, to)).map((m) => m.subject);

describe('sign up', () => {
  it('creates the account with an argon2 hash and mails the verification link, without signing in', async () => {
    const res = await signup({ firstName: 'Ada', lastName: 'Lovelace', email: ' Ada@Example.com ', password: 'analytical', username: 'ada' });
    expect(expectReply(res, 202, signupReply)).toEqual({ email: 'ada@example.com' });
    expect(res.cookies).toEqual([]);
    const [row] = await t.db.select().from(users).innerJoin(profiles, eq(profiles.id, users.profileId)).where(eq(users.email, 'ada@example.com'));
    expect(row!.users.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.profiles).toMatchObject({ username: 'ada', name: 'Ada Lovelace' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, row!.users.profileId))).toEqual([]);
    expect(await subjectsTo(t, 'ada@example.com')).toEqual([VERIFY_EMAIL_MESSAGES.mailSubject]);
    // The new owner signs in with the password they chose.
    expect((await login('ada@example.com', 'analytical')).statusCode).toBe(200);
  });

  it("starts the account in the browser's time zone and currency (never UTC when the browser says otherwise)", async () => {
    const base = { firstName: 'Zed', lastName: 'Zone', password: 'analytical-engine' };
    expect((await signup({ ...base, email: 'zed@example.com', timezone: 'Europe/Paris', currency: 'eur' })).statusCode).toBe(202);
    const [row] = await t.db.select().from(users).innerJoin(profiles, eq(profiles.id, users.profileId)).where(eq(users.email, 'zed@example.com'));
    expect(row!.profiles).toMatchObject({ timezone: 'Europe/Paris', currency: 'eur' });
    for (const [field, wrong] of [
      ['timezone', 'Mars/Olympus'],
      ['currency', 'xyz'],
    ]) {
      const bad = await signup({ ...base, email: `zed-${field}@example.com`, [field!]: wrong });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().fieldErrors)).toEqual([field]);
    }
  });

  it('answers a registered address as a new one, and mails its owner a notice instead of a verification link', async () => {
    const owner = await signUpUser(t.app, { firstName: 'Owen', lastName: 'Owner' });
    const fresh = await signup({ firstName: 'Eve', lastName: 'Probe', email: 'eve-new@example.com', password: 'probe-password-1' });
    const taken = await signup({ firstName: 'Eve', lastName: 'Probe', email: owner.email.toUpperCase(), password: 'probe-password-1' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(expectReply(taken, 202, signupReply)).toEqual({ email: owner.email });
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(taken.cookies).toEqual([]);

    // Nothing about the account changed: its name, its password.
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, owner.user.id));
    expect(row!.name).toBe('Owen Owner');
    expect((await login(owner.email, 'probe-password-1')).statusCode).toBe(401);
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);

    // The owner was made directly (signUpUser): the only mail is the notice, no second verification link.
    const mails = await queuedMailsTo(t.db, owner.email);
    expect(mails.map((m) => m.subject)).toEqual([SIGNUP_NOTICE_MESSAGES.mailSubject]);
    const notice = mails[0]!;
    expect(notice.text).toContain('https://tickets.example.com/auth');
    expect(notice.text).toContain(SIGNUP_NOTICE_MESSAGES.notYou);
    expect(notice.html).toContain('href="https://tickets.example.com/auth"');
    expect(notice.html).toContain('href="mailto:support@ovation.events"');
  });

  it('two sign-ups with one new address at once: both answer 202, one account, and the other becomes a notice', async () => {
    const body = { firstName: 'Rae', lastName: 'Race', email: 'race@example.com', password: 'race-password-1' };
    const replies = await Promise.all([signup(body), signup({ ...body, lastName: 'Racer', password: 'race-password-2' })]);
    expect(replies.map((r) => r.statusCode)).toEqual([202, 202]);
    expect(await t.db.select().from(users).where(eq(users.email, 'race@example.com'))).toHaveLength(1);
    expect((await subjectsTo(t, 'race@example.com')).sort()).toEqual([SIGNUP_NOTICE_MESSAGES.mailSubject, VERIFY_EMAIL_MESSAGES.mailSubject].sort());
  });

  it('checks every field the same way for a new and a registered address', async () => {
    const owner = await signUpUser(t.app, { username: 'taken-handle' });
    for (const email of [owner.email, 'someone-new@example.com']) {
      const short = await signup({ firstName: 'Eve', lastName: 'Probe', email, password: '123456' });
      expect(short.statusCode).toBe(422);
      expect(short.json().fieldErrors).toEqual({ password: NEW_PASSWORD_MESSAGES.too_short });
      const handle = await signup({ firstName: 'Eve', lastName: 'Probe', email, password: 'long-enough-1', username: 'taken-handle' });
      expect(handle.statusCode).toBe(422);
      expect(handle.json().fieldErrors).toEqual({ username: 'This username is already taken' });
    }
  });

  it('suggests a free handle from the name when none is given', async () => {
    await signup({ firstName: 'Grace', lastName: 'Hopper', email: 'grace1@example.com', password: 'compiler' });
    await signup({ firstName: 'Grace', lastName: 'Hopper', email: 'grace2@example.com', password: 'compiler' });
    const handles = await t.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.name, 'Grace Hopper'));
    expect(handles.map((h) => h.username).sort()).toEqual(['grace-hopper', 'grace-hopper-2']);
  });

  it("records the creator whose referral link (?ref=) brought the account; an unknown handle or the account's own is ignored", async () => {
    const creator = await signUpUser(t.app, { username: 'Referring-Creator' });
    const referredBy = async (payload: { email: string; username?: string; referrer?: string }) => {
      expect((await signup({ firstName: 'Rita', lastName: 'Referred', password: 'secret-1', ...payload })).statusCode).toBe(202);
      const [row] = await t.db
        .select({ by: profiles.referredById })
        .from(profiles)
        .innerJoin(users, eq(users.profileId, profiles.id))
        .where(eq(users.email, payload.email));
      return row!.by;
    };
    expect(await referredBy({ email: 'rita1@example.com', referrer: ' referring-CREATOR ' })).toBe(creator.user.id);
    expect(await referredBy({ email: 'rita2@example.com', referrer: 'nobody-by-that-name' })).toBeNull();
    expect(await referredBy({ email: 'rita3@example.com', username: 'rita-self', referrer: 'rita-self' })).toBeNull();
    expect(await referredBy({ email: 'rita4@example.com' })).toBeNull();
  });

  it.each([
    [{ firstName: 'R2D2', lastName: 'Droid', email: 'r2@example.com', password: 'secret-1' }, 'firstName', 'Invalid first name'],
    [{ firstName: 'Luke', lastName: '', email: 'luke@example.com', password: 'secret-1' }, 'lastName', 'Last name is required'],
    [{ firstName: '  ', lastName: 'S', email: 'luke@example.com', password: 'secret-1' }, 'firstName', 'First name is required'],
    [{ firstName: 'Luke', lastName: 'S@', email: 'luke@example.com', password: 'secret-1' }, 'lastName', 'Invalid last name'],
    [{ firstName: 'Luke', lastName: 'S', email: 'not-an-email', password: 'secret-1' }, 'email', 'Invalid email'],
    [{ firstName: 'Luke', lastName: 'S', email: 'luke@example.com', password: '123' }, 'password', NEW_PASSWORD_MESSAGES.too_short],
    [{ firstName: 'Luke', lastName: 'S', email: 'luke@example.com', password: '123456' }, 'password', NEW_PASSWORD_MESSAGES.too_short],
    [{ firstName: 'Luke', lastName: 'S', email: 'luke@example.com', password: 'password' }, 'password', NEW_PASSWORD_MESSAGES.common],
    [{ firstName: 'Luke', lastName: 'S', email: 'luke@example.com', password: 'Password1' }, 'password', NEW_PASSWORD_MESSAGES.common],
    [{ firstName: 'Luke', lastName: 'S', email: 'luke@example.com', password: '        ' }, 'password', NEW_PASSWORD_MESSAGES.repeated],
    [{ firstName: 'Luke', lastName: 'S', email: 'luke@example.com', password: 'luke@example.com' }, 'password', NEW_PASSWORD_MESSAGES.personal],
    [{ firstName: 'Luke', lastName: 'S', email: 'luke@example.com', password: 'secret-1', username: 'manage' }, 'username', 'This name is reserved'],
  ])('rejects %j with a field error', async (payload, field, message) => {
    const res = await signup(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fieldErrors: { [field]: message } });
    expect(res.json().requestId).toBeTruthy();
  });

  it('keeps a password as typed: spaces around it are part of it', async () => {
    const res = await signup({ firstName: 'Sam', lastName: 'Space', email: 'sam@example.com', password: '  two spaces  ' });
    expect(res.statusCode).toBe(202);
    expect((await login('sam@example.com', '  two spaces  ')).statusCode).toBe(200);
    expect((await login('sam@example.com', 'two spaces')).statusCode).toBe(401);
  });

  it.each([
    ['missing fields', {}],
    ['wrong types', { firstName: 1, lastName: true, email: [], password: {} }],
    ['oversized strings', { firstName: 'a'.repeat(5000), lastName: 'b', email: 'c@d.ee', password: 'secret-1' }],
  ])('answers %s with 422 and the error body', async (_label, payload) => {
    const res = await signup(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String), requestId: expect.any(String) });
  });

  it('answers malformed JSON with a 400 error body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: '{bad', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_request');
  });
});

describe('sign-up notices to a registered address', () => {
  const limited = useTestApp({ RATE_LIMIT_SCALE: '1', LOGIN_RATE_LIMIT: '1000' });

  it('mails at most 3 a day per address, and the reply never changes (no 429 that would tell)', async () => {
    const owner = await signUpUser(limited.app);
    const other = await signUpUser(limited.app);
    for (let i = 0; i < 5; i++) {
      const res = await signupOn(limited, { firstName: 'Eve', lastName: 'Probe', email: owner.email, password: `probe-password-${i}` });
      expect(expectReply(res, 202, signupReply)).toEqual({ email: owner.email });
    }
    const notices = (await subjectsTo(limited, owner.email)).filter((s) => s === SIGNUP_NOTICE_MESSAGES.mailSubject);
    expect(notices).toHaveLength(3);
    // Counted per address: another owner still gets theirs.
    await signupOn(limited, { firstName: 'Eve', lastName: 'Probe', email: other.email, password: 'probe-password-x' });
    expect(await subjectsTo(limited, other.email)).toContain(SIGNUP_NOTICE_MESSAGES.mailSubject);
  });
});
