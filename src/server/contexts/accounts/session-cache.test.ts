import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessionsReply } from '../../../contracts/sessions.ts';
import { affiliations, sessions } from '../../platform/db/schema/index.ts';
import { tokenDigest } from '../../platform/tokens.ts';
import { receive, resetAll } from '../../platform/notices.ts';
import { expectReply } from '../../testing/replies.ts';
import { addMember, createSchool, headers, type Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';

// The session cache on, as in production (the other test files run without it).
const t = useTestApp({ SESSION_CACHE_SECONDS: '5' });

const DAY = 86_400_000;
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
/** A read: who the session is, or null. */
const whoAmI = async (cookie: string) => (await inject('GET', '/api/session', cookie)).json().user?.id ?? null;
const login = async (p: Person) => {
  const res = await inject('POST', '/api/v1/auth/login', undefined, { email: p.email, password: p.password });
  return `ovation_session=${res.json().accessToken}`;
};
const sessionCookie = (res: { cookies: { name: string; value: string; maxAge?: number }[] }) => res.cookies.find((c) => c.name === 'ovation_session');

/** A person signed in on two devices, each of which has read once (so each session is in the cache). */
async function twoDevicesRead() {
  const person = await signUpUser(t.app);
  const [laptop, phone] = [person.cookie, await login(person)];
  expect([await whoAmI(laptop), await whoAmI(phone)]).toEqual([person.user.id, person.user.id]);
  return { person, laptop, phone };
}

describe('the session cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers reads from the cache, but a write always reads the database', async () => {
    const { person, laptop } = await twoDevicesRead();
    // Ended behind this process's back (as by another API process): its reads pass for the cache's few seconds...
    await t.db.delete(sessions).where(eq(sessions.id, tokenDigest(person.token)));
    expect(await whoAmI(laptop)).toBe(person.user.id);
    // ...its writes never.
    expect((await inject('POST', '/api/v1/auth/sessions/sign_out_others', laptop)).statusCode).toBe(401);
    // And the refusal forgot it: reads stop too.
    expect(await whoAmI(laptop)).toBeNull();
  });

  it.each([
    ['the session', 'session', (p: Person) => tokenDigest(p.token)],
    ['every session of the person', 'sessions-of', (p: Person) => p.user.id],
  ])("another process's notice about %s ends its cached reads here at once", async (_, kind, key) => {
    const { person, laptop } = await twoDevicesRead();
    await t.db.delete(sessions).where(eq(sessions.id, tokenDigest(person.token)));
    expect(await whoAmI(laptop)).toBe(person.user.id); // still cached
    receive(JSON.stringify({ o: 'another-process', k: kind, v: key(person) }));
    expect(await whoAmI(laptop)).toBeNull();
  });

  it('a lost notices connection empties the cache', async () => {
    const { person, laptop } = await twoDevicesRead();
    await t.db.delete(sessions).where(eq(sessions.id, tokenDigest(person.token)));
    resetAll();
    expect(await whoAmI(laptop)).toBeNull();
  });

  it('signing out ends the session at once', async () => {
    const { laptop, phone } = await twoDevicesRead();
    expect((await inject('POST', '/api/v1/auth/logout', laptop)).statusCode).toBe(200);
    expect(await whoAmI(laptop)).toBeNull();
    expect(await whoAmI(phone)).not.toBeNull();
  });

  it("signing out another device ends that device's session at once", async () => {
    const { laptop, phone } = await twoDevicesRead();
    const list = expectReply(await inject('GET', '/api/v1/auth/sessions', laptop), 200, sessionsReply).sessions;
    const other = list.find((s) => !s.current)!;
    expect((await inject('DELETE', `/api/v1/auth/sessions/${other.id}`, laptop)).statusCode).toBe(200);
    expect(await whoAmI(phone)).toBeNull();
    expect(await whoAmI(laptop)).not.toBeNull();
  });

  it('signing out everywhere else ends the other sessions at once', async () => {
    const { laptop, phone } = await twoDevicesRead();
    expect((await inject('POST', '/api/v1/auth/sessions/sign_out_others', laptop)).statusCode).toBe(200);
    expect(await whoAmI(phone)).toBeNull();
    expect(await whoAmI(laptop)).not.toBeNull();
  });

  it('a password change ends the other sessions at once', async () => {
    const { person, laptop, phone } = await twoDevicesRead();
    const res = await inject('POST', '/api/v1/auth/change_password', laptop, {
      currentPassword: person.password,
      newPassword: 'Quiet-harbour-lantern-93',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await whoAmI(phone)).toBeNull();
    expect(await whoAmI(laptop)).not.toBeNull();
  });

  it("a removal from an organization's team takes its management rights away at once", async () => {
    const owner = await signUpUser(t.app);
    const member = await signUpUser(t.app);
    const school = await createSchool(t, owner, 'Cache Hall', `cache-hall-${Date.now()}`);
    await addMember(t, school.id, member.user.id);
    const team = () => t.app.inject({ method: 'GET', url: `/api/v1/profile_management/affiliations?ownerId=${school.id}`, headers: headers(member) });
    expect((await team()).statusCode).toBe(200);
    const [row] = await t.db.select().from(affiliations).where(eq(affiliations.userId, member.user.id));
    const removed = await inject('DELETE', `/api/v1/profile_management/affiliations/${row!.id}?ownerId=${school.id}`, owner.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await team()).statusCode).toBe(403);
  });

  it("a person's own write is seen by their next read: a new organization's management area", async () => {
    const owner = await signUpUser(t.app);
    expect(await whoAmI(owner.cookie)).toBe(owner.user.id);
    const school = await createSchool(t, owner, 'Fresh Hall', `fresh-hall-${Date.now()}`);
    const team = await t.app.inject({ method: 'GET', url: `/api/v1/profile_management/affiliations?ownerId=${school.id}`, headers: headers(owner) });
    expect(team.statusCode).toBe(200);
  });

  it('still renews the session and its cookie: a cached session is not served past the moment it falls due', async () => {
    const person = await signUpUser(t.app);
    const start = Date.now();
    // Due for renewal (domain/sessions.ts: a day into its 30) two seconds from now.
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(start + 29 * DAY + 2000) })
      .where(eq(sessions.id, tokenDigest(person.token)));
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const first = await inject('GET', '/api/session', person.cookie);
    expect(sessionCookie(first)).toBeUndefined();
    vi.setSystemTime(start + 3000);
    const second = await inject('GET', '/api/session', person.cookie);
    expect(second.json().user.id).toBe(person.user.id);
    expect(sessionCookie(second)).toMatchObject({ value: person.token, maxAge: 30 * 86_400 });
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, tokenDigest(person.token)));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(start + 29 * DAY + 2000);
  });
});
