import { NEW_PASSWORD_MESSAGES } from '../../../contracts/accounts.ts';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { okReply } from '../../../contracts/common.ts';
import { SESSION_MESSAGES } from '../../../contracts/sessions.ts';
import { sessions, users } from '../../platform/db/schema/index.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { expectReply } from '../../testing/replies.ts';
import { hashPassword } from './passwords.ts';
import { storeNewPassword } from './password-change.service.ts';

const t = useTestApp();

const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  `ovation_session=${res.cookies.find((c) => c.name === 'ovation_session')!.value}`;
const signedIn = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user !== null;
const change = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/change_password', payload, headers: cookie ? { cookie } : {} });

describe('POST /api/v1/auth/change_password', () => {
  it('needs a signed-in account', async () => {
    expect((await change({ currentPassword: 'secret-password', newPassword: 'another-secret' })).statusCode).toBe(401);
  });

  it('refuses a wrong current password and a short new one, changing nothing', async () => {
    const person = await signUpUser(t.app);
    const other = cookieOf(await login(person.email, person.password));
    const wrong = await change({ currentPassword: 'not-my-password', newPassword: 'another-secret' }, person.cookie);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: SESSION_MESSAGES.wrongCurrent });
    const short = await change({ currentPassword: person.password, newPassword: 'abc' }, person.cookie);
    expect(short.statusCode).toBe(422);
    expect(short.json().fieldErrors.newPassword).toBeDefined();
    // The sign-up rule (docs/decisions/accounts.md, New passwords): 8 characters and not a common one.
    for (const [newPassword, message] of [
      ['1234567', NEW_PASSWORD_MESSAGES.too_short],
      ['password1', NEW_PASSWORD_MESSAGES.common],
      ['        ', NEW_PASSWORD_MESSAGES.repeated],
    ] as const) {
      const refused = await change({ currentPassword: person.password, newPassword }, person.cookie);
      expect(refused.json().fieldErrors).toEqual({ newPassword: message });
    }
    expect(await signedIn(other)).toBe(true);
    expect((await login(person.email, person.password)).statusCode).toBe(200);
  });

  it('changes the password and ends every other session of the account, keeping the one that changed it', async () => {
    const person = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    const phone = cookieOf(await login(person.email, person.password));
    const laptop = cookieOf(await login(person.email, person.password));
    expectReply(await change({ currentPassword: person.password, newPassword: 'a-new-secret' }, laptop), 200, okReply);
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(person.cookie)).toBe(false);
    expect(await signedIn(stranger.cookie)).toBe(true);
    expect((await login(person.email, person.password)).statusCode).toBe(401);
    expect((await login(person.email, 'a-new-secret')).statusCode).toBe(200);
  });
});

describe('storeNewPassword (the one writer of a password, for a change or a reset)', () => {
  it('with no session to keep (a reset, made signed out) ends every session of the account', async () => {
    const person = await signUpUser(t.app);
    const phone = cookieOf(await login(person.email, person.password));
    const passwordHash = await hashPassword('reset-secret');
    await t.db.transaction((tx) => storeNewPassword(tx, person.user.id, passwordHash, null));
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(person.cookie)).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, person.user.id))).toEqual([]);
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.profileId, person.user.id));
    expect(row!.hash).toBe(passwordHash);
  });
});
