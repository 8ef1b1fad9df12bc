import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { analyticsActions, analyticsDaily, analyticsSalts, analyticsSessions, profiles } from '../../platform/db/schema/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { makeEvent, type Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { CHROME, postVisit, type Visit } from './analytics.fixtures.ts';
import { rollUpDay } from './rollup.ts';
import { visitorHash } from './visitor-hash.ts';

/**
 * Unique visitors are people, not sessions: a session's visitor hash (the UTC day's salt, the site, the address, the
 * User-Agent) makes the sessions of one browser on one address within a day one visitor, in the rollup as in the
 * raw read (insight/traffic.test.ts). The salt changes each UTC day, so a range's visitors are its days' summed.
 */

// The server's clock picks the day's salt, so the visits are sent under a faked Date.
const t = useTestApp({}, { fakesDate: true });
const DAY = '2030-04-02';
const NEXT_DAY = '2030-04-03';
const ADDRESS = '203.0.113.7';
/** The test app's site (PUBLIC_URL unset: its default). */
const SITE = new URL(loadConfig({}).publicUrl).host;
let owner: Person;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  await t.db.update(profiles).set({ timezone: 'Etc/UTC' }).where(eq(profiles.id, owner.user.id));
});

afterEach(() => {
  vi.useRealTimers();
});

const newEvent = async () => (await makeEvent(t, owner, owner.user.id)).id;

/** A visit viewing the event, sent on `day` (the server's clock picks the salt) and its actions stamped on it. */
async function viewOn(day: string, eventId: string, v: Omit<Visit, 'steps'> = {}): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${day}T12:00:00Z`) });
  const id = await postVisit(t, { address: ADDRESS, ...v, steps: [[eventId, ['event_viewed']]] });
  vi.useRealTimers();
  await t.db
    .update(analyticsActions)
    .set({ createdAt: new Date(`${day}T12:00:00Z`) })
    .where(eq(analyticsActions.sessionId, id));
  return id;
}

/** The event's rolled-up totals of a day: views, visitors, viewing sessions. */
async function totals(day: string, eventId: string) {
  await rollUpDay(t.db, day);
  const rows = await t.db
    .select()
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.day, day), eq(analyticsDaily.eventId, eventId), eq(analyticsDaily.dimension, '')));
  const of = (metric: string) => rows.find((r) => r.metric === metric)?.value ?? 0;
  return { views: of('views'), visitors: of('visitors'), sessions: of('event_viewed') };
}

const hashes = async (ids: string[]) =>
  (await t.db.select({ hash: analyticsSessions.visitorHash }).from(analyticsSessions).where(inArray(analyticsSessions.id, ids))).map((r) => r.hash);

describe('unique visitors', () => {
  it('counts two sessions of one browser on one address in a day as one visitor', async () => {
    const eventId = await newEvent();
    await viewOn(DAY, eventId);
    await viewOn(DAY, eventId);
    expect(await totals(DAY, eventId)).toEqual({ views: 2, visitors: 1, sessions: 2 });
  });

  it('counts two browsers behind one address as two visitors', async () => {
    const eventId = await newEvent();
    await viewOn(DAY, eventId);
    await viewOn(DAY, eventId, { mobile: true });
    expect(await totals(DAY, eventId)).toEqual({ views: 2, visitors: 2, sessions: 2 });
  });

  it('counts the same browser again the next UTC day (a new salt), so a range sums its days', async () => {
    const eventId = await newEvent();
    const monday = await viewOn(DAY, eventId);
    const tuesday = await viewOn(NEXT_DAY, eventId);
    const [a, b] = await hashes([monday, tuesday]);
    expect(a).not.toBe(b);
    const salts = await t.db
      .select()
      .from(analyticsSalts)
      .where(inArray(analyticsSalts.day, [DAY, NEXT_DAY]));
    expect(new Set(salts.map((s) => s.salt)).size).toBe(2);
    const days = [await totals(DAY, eventId), await totals(NEXT_DAY, eventId)];
    expect(days.map((d) => d.visitors)).toEqual([1, 1]);
  });

  it('stores the hash of the day’s salt, the site, the address and the browser; never the address', async () => {
    const eventId = await newEvent();
    const id = await viewOn(DAY, eventId);
    const [salt] = await t.db.select().from(analyticsSalts).where(eq(analyticsSalts.day, DAY));
    const [row] = await t.db.select().from(analyticsSessions).where(eq(analyticsSessions.id, id));
    expect(row?.visitorHash).toBe(visitorHash(salt!.salt, SITE, ADDRESS, CHROME));
    expect(JSON.stringify(row)).not.toContain(ADDRESS);
  });

  it('counts each session without a hash (rows from before it) as a visitor of its own', async () => {
    const eventId = await newEvent();
    const ids = [await viewOn(DAY, eventId), await viewOn(DAY, eventId)];
    await t.db.update(analyticsSessions).set({ visitorHash: null }).where(inArray(analyticsSessions.id, ids));
    expect(await totals(DAY, eventId)).toEqual({ views: 2, visitors: 2, sessions: 2 });
  });
});
