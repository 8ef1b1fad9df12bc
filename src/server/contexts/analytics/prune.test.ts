import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { analyticsActions, analyticsDaily, analyticsSalts, analyticsSessions, analyticsWebVitals } from '../../platform/db/schema/index.ts';
import { ANALYTICS_PRUNE_QUEUE, ANALYTICS_ROLLUP_QUEUE } from '../../platform/jobs/catalog.ts';
import { makeEvent, type Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { action, newSession, postActions, postSessions, postVitals } from './analytics.fixtures.ts';
import { daysToRollUp } from './analytics.jobs.ts';
import { pruneAnalytics } from './prune.ts';

/** The raw rows go after 90 days (the hourly prune job); the daily rollups stay; the daily job rolls up two days. */

const t = useTestApp();
const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
let owner: Person;
let eventId: string;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  eventId = (await makeEvent(t, owner, owner.user.id)).id;
});

/** A session with an action and a web vital, all `days` old (its action `actionDays` old). */
async function visitAged(days: number, actionDays = days) {
  const session = newSession({ eventId });
  await postSessions(t, [session]);
  await postActions(t, [action(session.id, 'event_viewed', { eventId })]);
  await postVitals(t, [{ sessionId: session.id, name: 'LCP', value: 900, rating: 'good' }]);
  await t.db
    .update(analyticsSessions)
    .set({ createdAt: ago(days) })
    .where(eq(analyticsSessions.id, session.id));
  await t.db
    .update(analyticsActions)
    .set({ createdAt: ago(actionDays) })
    .where(eq(analyticsActions.sessionId, session.id));
  await t.db
    .update(analyticsWebVitals)
    .set({ createdAt: ago(days) })
    .where(eq(analyticsWebVitals.sessionId, session.id));
  return session.id;
}

const left = async (ids: string[]) => ({
  sessions: (await t.db.select().from(analyticsSessions).where(inArray(analyticsSessions.id, ids))).map((r) => r.id).sort(),
  actions: (await t.db.select().from(analyticsActions).where(inArray(analyticsActions.sessionId, ids))).map((r) => r.sessionId).sort(),
  vitals: (await t.db.select().from(analyticsWebVitals).where(inArray(analyticsWebVitals.sessionId, ids))).map((r) => r.sessionId).sort(),
});

describe('pruning', () => {
  it('deletes the raw rows older than 90 days, keeps the younger ones and every rollup', async () => {
    const old = await visitAged(91);
    const young = await visitAged(89);
    // A session opened before the cut whose visit went on after it keeps its session and its young action.
    const across = await visitAged(91, 89);
    await t.db
      .insert(analyticsDaily)
      .values({ day: ago(120).toISOString().slice(0, 10), organizerId: owner.user.id, eventId, metric: 'views', dimension: '', value: 3 });

    const pruned = await pruneAnalytics(t.db, new Date());
    expect(pruned).toEqual({ actions: 1, webVitals: 2, sessions: 1 });
    expect(await left([old, young, across])).toEqual({
      sessions: [young, across].sort(),
      actions: [young, across].sort(),
      vitals: [young],
    });
    expect(await t.db.select().from(analyticsDaily).where(eq(analyticsDaily.organizerId, owner.user.id))).toHaveLength(1);
  });

  it('stops when its time is up and goes on at the next run', async () => {
    const old = await visitAged(100);
    expect(await pruneAnalytics(t.db, new Date(), 0)).toEqual({ actions: 0, webVitals: 0, sessions: 0 });
    expect((await left([old])).sessions).toEqual([old]);
    expect(await t.jobs.runScheduled(ANALYTICS_PRUNE_QUEUE)).toBe(1);
    expect(await left([old])).toEqual({ sessions: [], actions: [], vitals: [] });
  });
});

describe('pruning the visitor salts', () => {
  it('deletes every salt but the UTC day’s, so a past day’s visitor hashes can never be recomputed', async () => {
    await t.db.insert(analyticsSalts).values([
      { day: '2030-05-08', salt: 'two days ago' },
      { day: '2030-05-09', salt: 'yesterday' },
      { day: '2030-05-10', salt: 'today' },
    ]);
    await pruneAnalytics(t.db, new Date('2030-05-10T00:30:00Z'));
    expect((await t.db.select().from(analyticsSalts)).map((s) => s.salt)).toEqual(['today']);
  });
});

describe('the daily rollup job', () => {
  it('rolls up the two UTC days before today', () => {
    expect(daysToRollUp(new Date('2030-03-01T02:17:00Z'))).toEqual(['2030-02-27', '2030-02-28']);
  });

  it('writes yesterday’s rows', async () => {
    const yesterday = await visitAged(1);
    const day = daysToRollUp(new Date())[1]!;
    await t.db
      .update(analyticsActions)
      .set({ createdAt: new Date(`${day}T12:00:00Z`) })
      .where(eq(analyticsActions.sessionId, yesterday));
    expect(await t.jobs.runScheduled(ANALYTICS_ROLLUP_QUEUE)).toBe(1);
    const rows = await t.db.select().from(analyticsDaily).where(eq(analyticsDaily.day, day));
    expect(rows.find((r) => r.eventId === eventId && r.metric === 'views' && r.dimension === '')?.value).toBe(1);
  });
});
