import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PASSWORD_RESET_MESSAGES } from '../../../contracts/accounts.ts';
import { ACCOUNT_ACTION_MESSAGES, adminAccountReply, developerZoneReply, passwordResetSentReply } from '../../../contracts/audit.ts';
import { adminAuditLog, passwordResets, profiles, sessions } from '../../platform/db/schema/index.ts';
import { errorShape, headers, makeAdmin, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { mailsAfterJobs, signUpUser, useTestApp } from '../../testing/test-app.ts';
import { allowDeveloperZone } from '../webhooks/webhooks.fixtures.ts';

/** The account actions of site admins: each changes the account, writes one audit row, and hides from everyone else. */

const t = useTestApp({ PUBLIC_URL: 'https://tickets.example.com' });
const U = (id: string, action = '') => `/api/v1/admin/users/${id}${action}`;
const post = (url: string, p?: Person) => t.app.inject({ method: 'POST', url, headers: headers(p) });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
const sessionOf = async (p: Person) => (await t.app.inject({ method: 'GET', url: '/api/session', headers: headers(p) })).json().user;
const rowsAbout = (targetId: string) => t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));

let admin: Person;
let stranger: Person;

beforeAll(async () => {
  [admin, stranger] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
  await makeAdmin(t, admin.user.id);
});

describe('who may call the account actions', () => {
  it.each([
    ['GET', ''],
    ['POST', '/verify_email'],
    ['POST', '/disable_sign_in'],
    ['POST', '/enable_sign_in'],
    ['POST', '/password_reset'],
  ] as const)('%s %s: 404 to everyone but a site admin, 422 on a bad id, 404 on an unknown account', async (method, action) => {
    const target = await signUpUser(t.app);
    for (const p of [undefined, stranger, target]) {
      const res = await t.app.inject({ method, url: U(target.user.id, action), headers: headers(p) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ...errorShape, code: 'not_found' });
    }
    expect((await t.app.inject({ method, url: U('not-a-uuid', action), headers: headers(admin) })).statusCode).toBe(422);
    const unknown = await t.app.inject({ method, url: U(randomUUID(), action), headers: headers(admin) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ACCOUNT_ACTION_MESSAGES.accountNotFound);
    expect(await rowsAbout(target.user.id)).toHaveLength(0);
  });
});

describe('verify e-mail', () => {
  it('marks the address verified with one audit row; a second time is a 409 with no row', async () => {
    const target = await signUpUser(t.app, { verified: false });
    const res = expectReply(await post(U(target.user.id, '/verify_email'), admin), 200, adminAccountReply);
    expect(res.account).toEqual({ id: target.user.id, email: target.user.email, emailVerified: true, signInDisabled: false });
    expect((await sessionOf(target)).emailVerified).toBe(true);
    const again = await post(U(target.user.id, '/verify_email'), admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ACCOUNT_ACTION_MESSAGES.alreadyVerified);
    const rows = await rowsAbout(target.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      adminUserId: admin.user.id,
      action: 'POST /api/v1/admin/users/:id/verify_email',
      targetType: 'user',
      ownerProfileId: target.user.id,
      before: { [`users/${target.user.id}`]: { email_verified_at: null } },
      after: { [`users/${target.user.id}`]: { email_verified_at: expect.any(String) } },
    });
  });
});

describe('disable and enable sign-in', () => {
  it('ends every session at once, refuses the password with a clear message and the API keys; enabling lets them in again', async () => {
    const target = await signUpUser(t.app);
    await allowDeveloperZone(t.db, target.user.id);
    const keyRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile_management/api_keys',
      headers: headers(target),
      payload: { ownerId: target.user.id, name: 'Script', access: 'read' },
    });
    const { key } = keyRes.json() as { key: string };
    const byKey = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/profile_management/transactions?ownerId=${target.user.id}`,
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await byKey()).statusCode).toBe(200);
    expect(await sessionOf(target)).toMatchObject({ id: target.user.id });

    const disabled = expectReply(await post(U(target.user.id, '/disable_sign_in'), admin), 200, adminAccountReply);
    expect(disabled.account.signInDisabled).toBe(true);
    expect(await sessionOf(target)).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toHaveLength(0);
    const refused = await login(target.email, target.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.signInDisabled);
    // A wrong password still says only that the credentials are wrong.
    expect((await login(target.email, 'wrong-password')).json().message).toBe(AUTH_MESSAGES.badCredentials);
    expect((await byKey()).statusCode).toBe(401);
    expect((await post(U(target.user.id, '/disable_sign_in'), admin)).statusCode).toBe(409);

    const enabled = expectReply(await post(U(target.user.id, '/enable_sign_in'), admin), 200, adminAccountReply);
    expect(enabled.account.signInDisabled).toBe(false);
    expect((await login(target.email, target.password)).statusCode).toBe(200);
    expect((await byKey()).statusCode).toBe(200);
    expect((await post(U(target.user.id, '/enable_sign_in'), admin)).statusCode).toBe(409);

    const rows = await rowsAbout(target.user.id);
    // The ended sessions are not in the log: their ids are the cookies' digests.
    const user = `users/${target.user.id}`;
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [{ [user]: { sign_in_disabled_at: null } }, { [user]: { sign_in_disabled_at: expect.any(String) } }],
      [{ [user]: { sign_in_disabled_at: expect.any(String) } }, { [user]: { sign_in_disabled_at: null } }],
    ]);
  });
});

describe('password reset', () => {
  it("mails the link to the account's own address only: never in the reply or the log; it works once and ends every session", async () => {
    const target = await signUpUser(t.app);
    const res = await post(U(target.user.id, '/password_reset'), admin);
    const reply = expectReply(res, 200, passwordResetSentReply);
    expect(reply).toEqual({ sentTo: target.user.email });
    expect(await mailsAfterJobs(t, admin.user.email)).toHaveLength(0);
    const [mail] = await mailsAfterJobs(t, target.user.email);
    expect(mail!.subject).toBe(PASSWORD_RESET_MESSAGES.mailSubject);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(mail!.text).toContain(`https://tickets.example.com/reset-password/${token}`);
    expect(res.body).not.toContain(token);
    const [row] = await rowsAbout(target.user.id);
    const [stored] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, target.user.id));
    expect(row).toMatchObject({
      action: 'POST /api/v1/admin/users/:id/password_reset',
      before: { [`password_resets/${stored!.id}`]: null },
      after: { [`password_resets/${stored!.id}`]: expect.objectContaining({ user_id: target.user.id, token_hash: '[redacted]' }) },
    });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(stored!.tokenHash);
    expect(stored!.tokenHash).not.toContain(token);

    const reset = (body: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/reset_password', payload: body });
    expect((await reset({ token, password: 'short' })).statusCode).toBe(422);
    expect((await reset({ token: 'not-a-token', password: 'a-brand-new-password' })).json().message).toBe(PASSWORD_RESET_MESSAGES.unknown);
    expect((await reset({ token })).statusCode).toBe(422);
    expect((await reset({ token, password: 'a-brand-new-password' })).statusCode).toBe(200);
    expect(await sessionOf(target)).toBeNull();
    expect((await login(target.email, target.password)).statusCode).toBe(401);
    expect((await login(target.email, 'a-brand-new-password')).statusCode).toBe(200);
    const reused = await reset({ token, password: 'another-new-password' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(PASSWORD_RESET_MESSAGES.used);
  });

  it('refuses an expired link', async () => {
    const target = await signUpUser(t.app);
    await post(U(target.user.id, '/password_reset'), admin);
    const [mail] = await mailsAfterJobs(t, target.user.email);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, target.user.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset_password', payload: { token, password: 'a-brand-new-password' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PASSWORD_RESET_MESSAGES.expired);
  });
});

describe('developer zone switch', () => {
  it("toggles a profile's developer zone with before and after in the log; 404 to others, 422 on bad input", async () => {
    const owner = await signUpUser(t.app);
    const put = (body: unknown, p?: Person, id = owner.user.id) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/admin/profiles/${id}/developer_zone`, headers: headers(p), payload: body as object });
    expect(expectReply(await put({ allowed: true }, admin), 200, developerZoneReply)).toEqual({
      profileId: owner.user.id,
      developerZoneAllowed: true,
    });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, owner.user.id));
    expect(profile!.developerZoneAllowed).toBe(true);
    expect((await put({ allowed: false }, admin)).json().developerZoneAllowed).toBe(false);
    for (const p of [undefined, stranger, owner]) expect((await put({ allowed: true }, p)).statusCode).toBe(404);
    expect((await put({ allowed: 'yes' }, admin)).statusCode).toBe(422);
    expect((await put({}, admin)).statusCode).toBe(422);
    expect((await put({ allowed: true }, admin, randomUUID())).statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'profile'), eq(adminAuditLog.targetId, owner.user.id)));
    const row = `profiles/${owner.user.id}`;
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [{ [row]: { developer_zone_allowed: false } }, { [row]: { developer_zone_allowed: true } }],
      [{ [row]: { developer_zone_allowed: true } }, { [row]: { developer_zone_allowed: false } }],
    ]);
  });
});
