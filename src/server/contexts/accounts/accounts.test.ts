import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { profiles, sessions, users } from '../../platform/db/schema/index.ts';
import { rateLimiter } from '../../platform/http/rate-limit.ts';
import { NEW_PASSWORD_MESSAGES } from '../../../contracts/accounts.ts';

const t = useTestApp();

const signup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload });
const login = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, headers: { 'x-forwarded-for': ip } });
const session = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/session', headers });

describe('sign up', () => {
  it('creates the account, hashes the password with argon2 and sets a strict 30-day cookie', async () => {
    const res = await signup({ firstName: 'Ada', lastName: 'Lovelace', email: ' Ada@Example.com ', password: 'analytical', username: 'ada' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      username: 'ada',
      firstName: 'Ada',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      admin: false,
      managedOrganizations: [],
      identifier: 'ada',
    });
    const cookie = res.cookies.find((c) => c.name === 'ovation_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', maxAge: 2_592_000, path: '/' });
    expect(cookie.value).toBe(body.accessToken);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    // Only the digest of the token is stored.
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, body.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).not.toContain(body.accessToken);
  });

  it('suggests a free handle from the name when none is given', async () => {
    const a = await signup({ firstName: 'Grace', lastName: 'Hopper', email: 'grace1@example.com', password: 'compiler' });
    const b = await signup({ firstName: 'Grace', lastName: 'Hopper', email: 'grace2@example.com', password: 'compiler' });
    expect(a.json().user.username).toBe('grace-hopper');
    expect(b.json().user.username).toBe('grace-hopper-2');
  });

  it("records the creator whose referral link (?ref=) brought the account; an unknown handle or the account's own is ignored", async () => {
    const creator = await signUpUser(t.app, { username: 'Referring-Creator' });
    const referredBy = async (payload: object) => {
      const res = await signup({ firstName: 'Rita', lastName: 'Referred', password: 'secret-1', ...payload });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select({ by: profiles.referredById }).from(profiles).where(eq(profiles.id, res.json().user.id));
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
    [{ firstName: 'Luke', lastName: 'S', email: 'ADA@example.com', password: 'secret-1' }, 'email', 'An account with this email already exists'],
    [
      { firstName: 'Luke', lastName: 'S', email: 'luke@example.com', password: 'secret-1', username: 'ada' },
      'username',
      'This username is already taken',
    ],
    [{ firstName: 'Luke', lastName: 'S', email: 'luke@example.com', password: 'secret-1', username: 'manage' }, 'username', 'This name is reserved'],
  ])('rejects %j with a field error', async (payload, field, message) => {
    const res = await signup(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fieldErrors: { [field]: message } });
    expect(res.json().requestId).toBeTruthy();
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

describe('log in, session, log out', () => {
  it('logs in with any case of the e-mail and returns the session user', async () => {
    const { email, password, user } = await signUpUser(t.app);
    const res = await login({ email: email.toUpperCase(), password }, '10.0.1.1');
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json();
    const cookieSession = await session({ cookie: `ovation_session=${accessToken}` });
    expect(cookieSession.json().user.id).toBe(user.id);
    // Preview login sends the token as a bearer header.
    const bearerSession = await session({ authorization: `Bearer ${accessToken}` });
    expect(bearerSession.json().user.id).toBe(user.id);
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUpUser(t.app);
    const wrong = await login({ email, password: 'nope-nope' }, '10.0.2.1');
    const unknown = await login({ email: 'nobody@example.com', password: 'nope-nope' }, '10.0.2.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Incorrect email or password');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('returns null for signed-out visitors and for unknown tokens', async () => {
    expect((await session()).json()).toEqual({ user: null });
    expect((await session({ cookie: 'ovation_session=forged' })).json()).toEqual({ user: null });
  });

  it('logs out: the token stops working and the cookie is cleared', async () => {
    const { cookie } = await signUpUser(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'ovation_session')?.value).toBe('');
    expect((await session({ cookie })).json().user).toBeNull();
  });

  it("GET /auth/logout does not sign out: it is the web app's confirm page, and only the POST signs out", async () => {
    const { cookie, user } = await signUpUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/auth/logout', headers: { cookie } });
    expect(res.statusCode).not.toBe(302);
    expect(res.cookies.find((c) => c.name === 'ovation_session')).toBeUndefined();
    expect((await session({ cookie })).json().user.id).toBe(user.id);
  });
});

describe('sign-in rate limit', () => {
  // Requests from app.inject come from 127.0.0.1, named here as the one trusted proxy.
  const limited = useTestApp({ LOGIN_RATE_LIMIT: '8', RATE_LIMIT_SCALE: '1', TRUST_PROXY: '127.0.0.1' });
  const attempt = (ip: string, email = 'x@example.com', password = 'whatever') =>
    limited.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('allows LOGIN_RATE_LIMIT attempts a minute per client address', async () => {
    const attempts = [];
    for (let i = 0; i < 9; i++) attempts.push(await attempt('10.9.9.9', `nobody-${i}@example.com`));
    expect(attempts.slice(0, 8).map((r) => r.statusCode)).toEqual(Array(8).fill(401));
    expect(attempts[8]!.statusCode).toBe(429);
    expect(attempts[8]!.json()).toMatchObject({ code: 'rate_limited', message: 'Too many sign-in attempts. Please wait a minute and try again.' });
    // Another address is not affected.
    expect((await attempt('10.9.9.10')).statusCode).toBe(401);
  });

  it('stops an address that keeps failing on one account for 15 minutes, but not the owner elsewhere', async () => {
    const { email, password } = await signUpUser(limited.app);
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await attempt('10.8.0.1', email, 'wrong-password')).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes[5]).toBe(429);
    const locked = await attempt('10.8.0.1', email, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts for this account from your network\. Please try again in 1[45] minutes/);
    // The owner from their own address still signs in.
    expect((await attempt('10.8.0.2', email, password)).statusCode).toBe(200);
  });

  it('counts limits in the database, so every API process on it shares them', async () => {
    // A second limiter over the same database stands in for another API process.
    const other = rateLimiter(limited.db, 1);
    const rule = { name: 'shared-test', max: 2, windowSeconds: 60 };
    await other.hit(rule, 'ip:1.2.3.4');
    await limited.runtime.limits.hit(rule, 'ip:1.2.3.4');
    await expect(other.hit(rule, 'ip:1.2.3.4')).rejects.toMatchObject({ code: 'rate_limited' });
    await expect(limited.runtime.limits.hit(rule, 'ip:1.2.3.5')).resolves.toBeUndefined();
  });
});

describe('client address', () => {
  const untrusted = useTestApp({ LOGIN_RATE_LIMIT: '3', RATE_LIMIT_SCALE: '1' });

  it('ignores X-Forwarded-For unless the connection comes from a configured proxy', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const res = await untrusted.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: `n${i}@example.com`, password: 'whatever' },
        headers: { 'x-forwarded-for': `10.7.0.${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});

describe('platform', () => {
  it('GET /api/health answers 200 once ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', worker: 'started' });
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/v1/auth/login'].post.requestBody).toBeTruthy();
    expect(doc.paths['/api/session']).toBeTruthy();
  });

  it('answers unknown API paths with the error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', requestId: expect.any(String) });
  });
});
