import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { SESSION_IDLE_SECONDS } from '../../../domain/sessions.ts';
import { sessions } from '../../platform/db/schema/index.ts';
import { rateLimiter } from '../../platform/http/rate-limit.ts';

const t = useTestApp();

const login = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, headers: { 'x-forwarded-for': ip } });
const session = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/session', headers });

describe('log in, session, log out', () => {
  it('logs in with any case of the e-mail, returns the session user and sets a strict cookie', async () => {
    const { email, password, user } = await signUpUser(t.app);
    const res = await login({ email: email.toUpperCase(), password }, '10.0.1.1');
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json();
    const cookie = res.cookies.find((c) => c.name === 'ovation_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', maxAge: SESSION_IDLE_SECONDS, path: '/', value: accessToken });
    // Only the digest of the token is stored.
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((row) => row.id)).not.toContain(accessToken);
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
    // A test app runs no worker (its tests run the jobs): worker.test.ts starts one.
    expect(res.json()).toMatchObject({ status: 'ok', worker: 'separate' });
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
