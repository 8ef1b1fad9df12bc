import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ANALYTICS_FUNNEL } from '../../../contracts/analytics.ts';
import { analyticsActions, analyticsDaily, analyticsSessions, profiles } from '../../platform/db/schema/index.ts';
import { makeEvent, type Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { action, newSession, postActions, postSessions, postVisit } from './analytics.fixtures.ts';
import { PROFILE_LEVEL_EVENT_ID, rollUpDay } from './rollup.ts';

/**
 * rollUpDay: analytics_daily holds, per organizer and day in the organizer's zone, the counts the raw rows give,
 * per event and for the profile, in total and by referrer, UTM campaign, device and promoter; it is idempotent.
 */

const t = useTestApp();
const DAY = '2030-03-10';
let owner: Person;
let first: string, second: string;

/** Moves every action of the sessions to a time. */
const stamp = (sessionIds: string[], at: string) =>
  t.db
    .update(analyticsActions)
    .set({ createdAt: new Date(at) })
    .where(inArray(analyticsActions.sessionId, sessionIds));

interface DatedVisit {
  device: 'desktop' | 'mobile';
  referrer?: string;
  utm?: [string, string, string];
  promoter?: string;
  steps: { eventId: string; names: (typeof ANALYTICS_FUNNEL)[number][] }[];
  at: string;
}

async function visit({ device, steps, at, ...from }: DatedVisit): Promise<string> {
  const id = await postVisit(t, {
    ...from,
    mobile: device === 'mobile',
    steps: steps.map((s): [string, DatedVisit['steps'][number]['names']] => [s.eventId, s.names]),
  });
  await stamp([id], at);
  return id;
}

beforeAll(async () => {
  owner = await signUpUser(t.app);
  await t.db.update(profiles).set({ timezone: 'America/New_York' }).where(eq(profiles.id, owner.user.id));
  first = (await makeEvent(t, owner, owner.user.id, { name: 'First' })).id;
  second = (await makeEvent(t, owner, owner.user.id, { name: 'Second' })).id;
  const all = [...ANALYTICS_FUNNEL];
  // New York is UTC-4 on 2030-03-10 (summer time began at 02:00 that morning): its day runs 05:00Z to 04:00Z the next day.
  await visit({ device: 'desktop', referrer: 'https://news.example.com/a?b=c', steps: [{ eventId: first, names: all }], at: '2030-03-10T05:30:00Z' });
  await visit({
    device: 'mobile',
    utm: ['mail', 'email', 'spring'],
    steps: [{ eventId: first, names: ['event_viewed', 'event_viewed', 'tickets_selected'] }],
    at: '2030-03-10T12:00:00Z',
  });
  await visit({
    device: 'mobile',
    promoter: 'ada',
    referrer: 'https://news.example.com/other',
    steps: [
      { eventId: first, names: ['event_viewed'] },
      { eventId: second, names: ['event_viewed', 'tickets_selected', 'checkout_started'] },
    ],
    at: '2030-03-11T03:59:00Z',
  });
  // Outside the owner's day: the evening before in New York, and the next day.
  await visit({ device: 'desktop', steps: [{ eventId: first, names: all }], at: '2030-03-10T04:59:00Z' });
  await visit({ device: 'desktop', steps: [{ eventId: second, names: all }], at: '2030-03-11T04:00:00Z' });
});

const daily = async () => {
  const rows = await t.db
    .select()
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.day, DAY), eq(analyticsDaily.organizerId, owner.user.id)));
  return Object.fromEntries(
    rows.map((r) => [
      `${r.eventId === PROFILE_LEVEL_EVENT_ID ? 'profile' : r.eventId === first ? 'first' : 'second'} ${r.metric} ${r.dimension}`,
      r.value,
    ]),
  );
};

describe('rollUpDay', () => {
  it('gives the counts of the raw rows of the organizer’s day', async () => {
    await rollUpDay(t.db, DAY);
    expect(await daily()).toEqual({
      // First: 4 views by 3 sessions; each funnel step counts sessions.
      'first views ': 4,
      'first visitors ': 3,
      'first event_viewed ': 3,
      'first tickets_selected ': 2,
      'first checkout_started ': 1,
      'first order_completed ': 1,
      'first views referrer:news.example.com': 2,
      'first visitors referrer:news.example.com': 2,
      'first event_viewed referrer:news.example.com': 2,
      'first tickets_selected referrer:news.example.com': 1,
      'first checkout_started referrer:news.example.com': 1,
      'first order_completed referrer:news.example.com': 1,
      'first views utm:mail/email/spring': 2,
      'first visitors utm:mail/email/spring': 1,
      'first event_viewed utm:mail/email/spring': 1,
      'first tickets_selected utm:mail/email/spring': 1,
      'first views device:desktop': 1,
      'first visitors device:desktop': 1,
      'first event_viewed device:desktop': 1,
      'first tickets_selected device:desktop': 1,
      'first checkout_started device:desktop': 1,
      'first order_completed device:desktop': 1,
      'first views device:mobile': 3,
      'first visitors device:mobile': 2,
      'first event_viewed device:mobile': 2,
      'first tickets_selected device:mobile': 1,
      'first views promoter:ada': 1,
      'first visitors promoter:ada': 1,
      'first event_viewed promoter:ada': 1,
      // Second: the third visit only.
      ...Object.fromEntries(
        ['', 'referrer:news.example.com', 'device:mobile', 'promoter:ada'].flatMap((d) => [
          [`second views ${d}`, 1],
          [`second visitors ${d}`, 1],
          [`second event_viewed ${d}`, 1],
          [`second tickets_selected ${d}`, 1],
          [`second checkout_started ${d}`, 1],
        ]),
      ),
      // The profile: both events, a session counted once.
      'profile views ': 5,
      'profile visitors ': 3,
      'profile event_viewed ': 3,
      'profile tickets_selected ': 3,
      'profile checkout_started ': 2,
      'profile order_completed ': 1,
      'profile views referrer:news.example.com': 3,
      'profile visitors referrer:news.example.com': 2,
      'profile event_viewed referrer:news.example.com': 2,
      'profile tickets_selected referrer:news.example.com': 2,
      'profile checkout_started referrer:news.example.com': 2,
      'profile order_completed referrer:news.example.com': 1,
      'profile views utm:mail/email/spring': 2,
      'profile visitors utm:mail/email/spring': 1,
      'profile event_viewed utm:mail/email/spring': 1,
      'profile tickets_selected utm:mail/email/spring': 1,
      'profile views device:desktop': 1,
      'profile visitors device:desktop': 1,
      'profile event_viewed device:desktop': 1,
      'profile tickets_selected device:desktop': 1,
      'profile checkout_started device:desktop': 1,
      'profile order_completed device:desktop': 1,
      'profile views device:mobile': 4,
      'profile visitors device:mobile': 2,
      'profile event_viewed device:mobile': 2,
      'profile tickets_selected device:mobile': 2,
      'profile checkout_started device:mobile': 1,
      'profile views promoter:ada': 2,
      'profile visitors promoter:ada': 1,
      'profile event_viewed promoter:ada': 1,
      'profile tickets_selected promoter:ada': 1,
      'profile checkout_started promoter:ada': 1,
    });
  });

  it('matches the raw counts, computed here another way, for every event and step', async () => {
    await rollUpDay(t.db, DAY);
    const { rows } = await t.db.execute<{ event_id: string; action_name: string; views: number; sessions: number }>(sql`
      select a.event_id, a.action_name, count(*)::int as views, count(distinct a.session_id)::int as sessions
      from analytics_actions a
      where a.organizer_id = ${owner.user.id} and (a.created_at at time zone 'America/New_York')::date = ${DAY}::date and a.event_id is not null
      group by a.event_id, a.action_name`);
    const rolled = await daily();
    for (const r of rows.filter((x) => (ANALYTICS_FUNNEL as readonly string[]).includes(x.action_name))) {
      const name = r.event_id === first ? 'first' : 'second';
      expect(rolled[`${name} ${r.action_name} `]).toBe(r.sessions);
      if (r.action_name === 'event_viewed') expect(rolled[`${name} views `]).toBe(r.views);
    }
  });

  it('gives the same table when run again, and follows the raw rows when they change', async () => {
    await rollUpDay(t.db, DAY);
    const before = await daily();
    await rollUpDay(t.db, DAY);
    expect(await daily()).toEqual(before);
    await t.db.delete(analyticsActions).where(and(eq(analyticsActions.eventId, second), eq(analyticsActions.actionName, 'checkout_started')));
    await rollUpDay(t.db, DAY);
    const after = await daily();
    expect(after['second checkout_started ']).toBeUndefined();
    expect(after['profile checkout_started ']).toBe(1);
  });

  it('leaves other days alone and counts no action without an organizer', async () => {
    const orphan = newSession();
    await postSessions(t, [orphan]);
    await postActions(t, [action(orphan.id, 'event_viewed')]);
    await stamp([orphan.id], '2030-03-10T12:00:00Z');
    await t.db
      .insert(analyticsDaily)
      .values({ day: '2030-03-09', organizerId: owner.user.id, eventId: first, metric: 'views', dimension: '', value: 7 });
    await rollUpDay(t.db, DAY);
    const kept = await t.db.select().from(analyticsDaily).where(eq(analyticsDaily.day, '2030-03-09'));
    expect(kept.map((r) => r.value)).toEqual([7]);
    const organizers = await t.db.selectDistinct({ id: analyticsDaily.organizerId }).from(analyticsDaily).where(eq(analyticsDaily.day, DAY));
    expect(organizers).toEqual([{ id: owner.user.id }]);
    expect((await t.db.select().from(analyticsSessions).where(eq(analyticsSessions.id, orphan.id)))[0]?.organizerId).toBeNull();
  });
});
