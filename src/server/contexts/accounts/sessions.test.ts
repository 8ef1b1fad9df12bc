import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessionsReply } from '../../../contracts/sessions.ts';
import { okReply } from '../../../contracts/common.ts';
import { sessions } from '../../platform/db/schema/index.ts';
import { tokenDigest } from '../../platform/tokens.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

const DAY = 86_400_000;
const THIRTY_DAYS = 30 * 86_400;
const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const login = (email: string, password: string, userAgent = CHROME_MAC) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, headers: { 'user-agent': userAgent } });
const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  `ovation_session=${res.cookies.find((c) => c.name === 'ovation_session')!.value}`;
const tokenOf = (cookie: string) => cookie.slice('ovation_session='.length);
const sessionRow = async (cookie: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, tokenDigest(tokenOf(cookie))))
  )[0];
const whoAmI = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
const signedIn = async (cookie: string) => (await whoAmI(cookie)).json().user !== null;
const list = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: cookie ? { cookie } : {} });
const signOutOne = (id: string, cookie?: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/auth/sessions/${id}`, headers: cookie ? { cookie } : {} });
const signOutOthers = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/sessions/sign_out_others', headers: cookie ? { cookie } : {} });

/** Two sign-ins of one person: a Chrome on a Mac and a Firefox on Linux. */
async function twoDevices() {
  const person = await signUpUser(t.app);
  const laptop = cookieOf(await login(person.email, person.password, CHROME_MAC));
  const desktop = cookieOf(await login(person.email, person.password, FIREFOX_LINUX));
  return { person, laptop, desktop };
}

describe('sliding session lifetime', () => {
  it('signs in for 30 days: the cookie and the stored expiry', async () => {
    const person = await signUpUser(t.app);
    const res = await login(person.email, person.password);
    const cookie = res.cookies.find((c) => c.name === 'ovation_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', maxAge: THIRTY_DAYS, path: '/' });
    const row = await sessionRow(cookieOf(res));
    expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + THIRTY_DAYS * 1000))).toBeLessThan(60_000);
  });

  it('renews a session used after more than a day, in the database and the cookie', async () => {
    const person = await signUpUser(t.app);
    const cookie = cookieOf(await login(person.email, person.password));
    const lastUsed = new Date(Date.now() - 10 * DAY);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 20 * DAY), lastUsedAt: lastUsed })
      .where(eq(sessions.id, tokenDigest(tokenOf(cookie))));
    const res = await whoAmI(cookie);
    expect(res.json().user.id).toBe(person.user.id);
    expect(res.cookies.find((c) => c.name === 'ovation_session')).toMatchObject({ value: tokenOf(cookie), maxAge: THIRTY_DAYS, httpOnly: true });
    const row = await sessionRow(cookie);
    expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + THIRTY_DAYS * 1000))).toBeLessThan(60_000);
    expect(row!.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('does not write a session used again within the day, nor set the cookie again', async () => {
    const person = await signUpUser(t.app);
    const cookie = cookieOf(await login(person.email, person.password));
    const expiresAt = new Date(Date.now() + THIRTY_DAYS * 1000 - DAY / 2);
    await t.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.id, tokenDigest(tokenOf(cookie))));
    const res = await whoAmI(cookie);
    expect(res.json().user.id).toBe(person.user.id);
    expect(res.cookies.find((c) => c.name === 'ovation_session')).toBeUndefined();
    expect((await sessionRow(cookie))!.expiresAt).toEqual(expiresAt);
  });

  it('cuts a one-year session made before the sliding lifetime to 30 days on its next use', async () => {
    const person = await signUpUser(t.app);
    const cookie = cookieOf(await login(person.email, person.password));
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 300 * DAY) })
      .where(eq(sessions.id, tokenDigest(tokenOf(cookie))));
    await whoAmI(cookie);
    expect((await sessionRow(cookie))!.expiresAt.getTime()).toBeLessThan(Date.now() + THIRTY_DAYS * 1000 + 60_000);
  });

  it('renews a bearer session (preview login) in the database without setting a cookie', async () => {
    const person = await signUpUser(t.app);
    const token = (await login(person.email, person.password)).json().accessToken as string;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(sessions.id, tokenDigest(token)));
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${token}` } });
    expect(res.json().user.id).toBe(person.user.id);
    expect(res.cookies).toEqual([]);
    expect((await sessionRow(`ovation_session=${token}`))!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('signs out a session idle for 30 days', async () => {
    const person = await signUpUser(t.app);
    const cookie = cookieOf(await login(person.email, person.password));
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, tokenDigest(tokenOf(cookie))));
    expect(await signedIn(cookie)).toBe(false);
  });
});

describe('what a session stores', () => {
  it('keeps the user agent cut to 256 characters, and no address', async () => {
    const person = await signUpUser(t.app);
    const cookie = cookieOf(await login(person.email, person.password, `${CHROME_MAC} ${'x'.repeat(1000)}`));
    const row = await sessionRow(cookie);
    expect(row!.userAgent).toHaveLength(256);
    expect(row!.userAgent!.startsWith(CHROME_MAC)).toBe(true);
    expect(Object.keys(row!).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'publicId', 'userAgent', 'userId']);
  });
});

describe('GET /api/v1/auth/sessions', () => {
  it('needs a signed-in account', async () => {
    expect((await list()).statusCode).toBe(401);
  });

  it("lists the account's own sessions, this device first and marked, and never shows a token or its digest", async () => {
    const { laptop, desktop } = await twoDevices();
    const other = await signUpUser(t.app);
    const res = await list(laptop);
    const body = expectReply(res, 200, sessionsReply);
    // The sign-up's own session, then the two sign-ins.
    expect(body.sessions).toHaveLength(3);
    const here = body.sessions.filter((s) => s.current);
    expect(here).toHaveLength(1);
    expect(body.sessions[0]!.current).toBe(true);
    expect(here[0]).toMatchObject({ browser: 'Chrome', os: 'macOS' });
    expect(body.sessions.map((s) => [s.browser, s.os])).toContainEqual(['Firefox', 'Linux']);
    for (const secret of [tokenOf(laptop), tokenOf(desktop), tokenDigest(tokenOf(laptop)), tokenDigest(tokenOf(desktop))]) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toContain(tokenDigest(other.token));
    const otherList = expectReply(await list(other.cookie), 200, sessionsReply);
    expect(otherList.sessions).toHaveLength(1);
  });
});

describe('DELETE /api/v1/auth/sessions/:id', () => {
  it('needs a signed-in account', async () => {
    expect((await signOutOne('00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
  });

  it("answers 404 for another account's session and for an unknown id, and leaves it working", async () => {
    const { laptop } = await twoDevices();
    const stranger = await signUpUser(t.app);
    const [theirs] = expectReply(await list(stranger.cookie), 200, sessionsReply).sessions;
    expect((await signOutOne(theirs!.id, laptop)).statusCode).toBe(404);
    expect((await signOutOne('00000000-0000-4000-8000-000000000000', laptop)).statusCode).toBe(404);
    expect(await signedIn(stranger.cookie)).toBe(true);
  });

  it('signs out the other device and leaves this one signed in', async () => {
    const { laptop, desktop } = await twoDevices();
    const firefox = expectReply(await list(laptop), 200, sessionsReply).sessions.find((s) => s.browser === 'Firefox')!;
    expectReply(await signOutOne(firefox.id, laptop), 200, okReply);
    expect(await signedIn(desktop)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    expect(expectReply(await list(laptop), 200, sessionsReply).sessions.map((s) => s.id)).not.toContain(firefox.id);
  });

  it('signs out this device and clears its cookie when it names the current session', async () => {
    const { laptop } = await twoDevices();
    const here = expectReply(await list(laptop), 200, sessionsReply).sessions.find((s) => s.current)!;
    const res = await signOutOne(here.id, laptop);
    expectReply(res, 200, okReply);
    expect(res.cookies.find((c) => c.name === 'ovation_session')).toMatchObject({ value: '' });
    expect(await signedIn(laptop)).toBe(false);
  });
});

describe('POST /api/v1/auth/sessions/sign_out_others', () => {
  it('needs a signed-in account', async () => {
    expect((await signOutOthers()).statusCode).toBe(401);
  });

  it("ends every other session of the account, keeps this one, and leaves other accounts' alone", async () => {
    const { person, laptop, desktop } = await twoDevices();
    const stranger = await signUpUser(t.app);
    expectReply(await signOutOthers(laptop), 200, okReply);
    expect(await signedIn(desktop)).toBe(false);
    expect(await signedIn(person.cookie)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(stranger.cookie)).toBe(true);
    expect(expectReply(await list(laptop), 200, sessionsReply).sessions).toHaveLength(1);
  });
});
