import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ANALYTICS_FIELD_MESSAGES } from '../../../contracts/analytics.messages.ts';
import { devEventRowsReply } from '../../../contracts/analytics.ts';
import { analyticsActions, analyticsSessions, analyticsWebVitals, eventOccurrences, rateLimits } from '../../platform/db/schema/index.ts';
import { errorShape, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { IPHONE, action, flushAnalytics, newSession, postActions, postSessions, postVitals, send } from './analytics.fixtures.ts';
import { analyticsBufferOf } from './analytics-buffer.ts';
import { ANALYTICS_MAX_BUFFERED } from './ingest-buffer.ts';
import { PLATFORM_REASONS, tryAgainIn } from '../../../contracts/errors.ts';

/**
 * POST /api/v1/analytics/sessions|actions|web_vitals: the tracker's batches, stored in one insert each, or dropped
 * for bots, Do Not Track and Global Privacy Control; bad batches are a 422, never a 500.
 */

// No flush timer: the tests flush by hand (the post* fixtures after each batch), so what is buffered stays put.
const t = useTestApp({ ANALYTICS_FLUSH_MS: '0' });
let owner: Person;
let eventId: string;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  eventId = (await makeEvent(t, owner, owner.user.id)).id;
});

const sessionRow = async (id: string) => (await t.db.select().from(analyticsSessions).where(eq(analyticsSessions.id, id)))[0];
const actionsOf = (sessionId: string) => t.db.select().from(analyticsActions).where(eq(analyticsActions.sessionId, sessionId));

describe('sessions', () => {
  it('opens a session of an event page with the event owner as organizer, the browser read from the User-Agent and the referrer cut to origin and path', async () => {
    const session = newSession({
      eventId,
      referrer: 'https://news.example.com/story/42?token=secret#top',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      promoter: 'ada',
    });
    const res = await postSessions(t, [session], { 'user-agent': IPHONE });
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    expect(await sessionRow(session.id)).toMatchObject({
      eventId,
      organizerId: owner.user.id,
      userId: null,
      browser: 'Mobile Safari',
      os: 'iOS',
      device: 'mobile',
      locale: 'en-GB',
      referrer: 'https://news.example.com/story/42',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      promoter: 'ada',
      environment: 'test',
    });
  });

  it('stores a batch in one go, keeps the signed-in user, and ignores an id sent twice', async () => {
    const [a, b] = [newSession(), newSession({ organizerId: owner.user.id })];
    expect((await postSessions(t, [a, b], { cookie: owner.cookie })).statusCode).toBe(202);
    expect((await postSessions(t, [a], { cookie: owner.cookie })).statusCode).toBe(202);
    const rows = await t.db
      .select()
      .from(analyticsSessions)
      .where(inArray(analyticsSessions.id, [a.id, b.id]));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.userId === owner.user.id)).toBe(true);
    expect(rows.find((r) => r.id === b.id)?.organizerId).toBe(owner.user.id);
  });

  it("attributes a profile page's session to the profile its handle names, and keeps an event page's date", async () => {
    const [date] = await t.db.select({ id: eventOccurrences.id }).from(eventOccurrences).where(eq(eventOccurrences.eventId, eventId));
    const profilePage = newSession({ organizerUsername: owner.user.username.toUpperCase() });
    const unknownHandle = newSession({ organizerUsername: 'nobody-by-that-name' });
    const datePage = newSession({ eventId, eventOccurrenceId: date!.id });
    const otherEventsDate = newSession({ eventOccurrenceId: date!.id });
    expect((await postSessions(t, [profilePage, unknownHandle, datePage, otherEventsDate])).statusCode).toBe(202);
    expect(await sessionRow(profilePage.id)).toMatchObject({ organizerId: owner.user.id, eventId: null });
    expect(await sessionRow(unknownHandle.id)).toMatchObject({ organizerId: null });
    expect(await sessionRow(datePage.id)).toMatchObject({ eventId, eventOccurrenceId: date!.id, organizerId: owner.user.id });
    expect(await sessionRow(otherEventsDate.id)).toMatchObject({ eventId: null, eventOccurrenceId: null });
  });

  it('stores null for an event that does not exist instead of failing the batch', async () => {
    const session = newSession({ eventId: randomUUID() });
    expect((await postSessions(t, [session])).statusCode).toBe(202);
    expect(await sessionRow(session.id)).toMatchObject({ eventId: null, organizerId: null });
  });

  it('has no column for an address, and stores no address in the rate-limit keys', async () => {
    const { rows } = await t.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name like 'analytics_%' and column_name ~ '(ip|addr|agent)'`,
    );
    expect(rows).toEqual([]);
    const keys = await t.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(sql`${rateLimits.key} like 'analytics%'`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((k) => k.key.includes('127.0.0.1'))).toBe(false);
  });
});

describe('actions and web vitals', () => {
  it('stores a batch of actions with the event owner as organizer and the path without its query', async () => {
    const session = newSession();
    await postSessions(t, [session]);
    const viewed = action(session.id, 'event_viewed', { eventId, path: `/event/${eventId}?code=abc` });
    const batch = [
      action(session.id, 'page_view'),
      viewed,
      action(session.id, 'tickets_selected', { eventId, previousActionId: viewed.id, data: { quantity: 2 } }),
    ];
    expect((await postActions(t, batch)).statusCode).toBe(202);
    const rows = await actionsOf(session.id);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.id === viewed.id)).toMatchObject({ eventId, organizerId: owner.user.id, path: `/event/${eventId}` });
    expect(rows.find((r) => r.actionName === 'tickets_selected')).toMatchObject({ previousActionId: viewed.id, actionData: { quantity: 2 } });
  });

  it('takes a beacon’s text/plain body as JSON', async () => {
    const session = newSession();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/sessions',
      headers: { 'user-agent': IPHONE, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ sessions: [session] }),
    });
    expect(res.statusCode).toBe(202);
    await flushAnalytics(t);
    expect(await sessionRow(session.id)).toMatchObject({ device: 'mobile' });
  });

  it('drops the actions of a session it does not know and keeps the rest of the batch', async () => {
    const session = newSession();
    await postSessions(t, [session]);
    const stranger = randomUUID();
    expect((await postActions(t, [action(stranger, 'page_view'), action(session.id, 'share_clicked')])).statusCode).toBe(202);
    expect(await actionsOf(stranger)).toEqual([]);
    expect(await actionsOf(session.id)).toHaveLength(1);
  });

  it('stores web vitals with the page address cut to origin and path', async () => {
    const session = newSession();
    await postSessions(t, [session]);
    const res = await postVitals(t, [
      { sessionId: session.id, name: 'LCP', value: 1234.5, rating: 'good', navigationType: 'navigate', url: 'https://ovation.test/event/1?x=1' },
      { sessionId: session.id, name: 'CLS', value: 0.02, rating: 'good', navigationType: 'reload', url: 'https://ovation.test/' },
    ]);
    expect(res.statusCode).toBe(202);
    const rows = await t.db.select().from(analyticsWebVitals).where(eq(analyticsWebVitals.sessionId, session.id));
    expect(rows.map((r) => [r.metricName, r.value, r.url]).sort()).toEqual([
      ['CLS', 0.02, 'https://ovation.test/'],
      ['LCP', 1234.5, 'https://ovation.test/event/1'],
    ]);
  });
});

describe('the buffer', () => {
  it('answers 202 before anything is written, and stores the batch at the next flush', async () => {
    const session = newSession({ eventId });
    const viewed = action(session.id, 'event_viewed', { eventId });
    expect((await send(t, 'sessions', [session])).statusCode).toBe(202);
    expect((await send(t, 'actions', [viewed])).statusCode).toBe(202);
    expect(await sessionRow(session.id)).toBeUndefined();
    await flushAnalytics(t);
    expect(await sessionRow(session.id)).toMatchObject({ eventId, organizerId: owner.user.id });
    expect((await actionsOf(session.id)).map((a) => a.id)).toEqual([viewed.id]);
  });

  it('writes many concurrent batches with one insert per table in one flush', async () => {
    const sessions = Array.from({ length: 30 }, () => newSession());
    const replies = await Promise.all([
      ...sessions.map((s) => send(t, 'sessions', [s])),
      ...sessions.map((s) => send(t, 'actions', [action(s.id, 'page_view'), action(s.id, 'share_clicked')])),
      ...sessions.map((s) => send(t, 'vitals', [{ sessionId: s.id, name: 'LCP', value: 900, rating: 'good' }])),
    ]);
    expect(replies.every((r) => r.statusCode === 202)).toBe(true);
    const execute = vi.spyOn(t.db, 'execute');
    await flushAnalytics(t);
    // One statement per table, sessions first, each with every row of the interval.
    const tables = execute.mock.calls.map(([query]) => /insert into (analytics_\w+)/.exec(new PgDialect().sqlToQuery(query as SQL).sql)?.[1]);
    execute.mockRestore();
    expect(tables).toEqual(['analytics_sessions', 'analytics_actions', 'analytics_web_vitals']);
    const ids = sessions.map((s) => s.id);
    expect(await t.db.select().from(analyticsSessions).where(inArray(analyticsSessions.id, ids))).toHaveLength(30);
    expect(await t.db.select().from(analyticsActions).where(inArray(analyticsActions.sessionId, ids))).toHaveLength(60);
    expect(await t.db.select().from(analyticsWebVitals).where(inArray(analyticsWebVitals.sessionId, ids))).toHaveLength(30);
  });

  it('sheds a batch with 503 and Retry-After while the buffer is full, and takes batches again once it is written', async () => {
    // The database is behind: the flush's insert does not return until the test lets it.
    const execute = t.db.execute.bind(t.db);
    let catchUp!: () => void;
    const behind = new Promise<void>((resolve) => (catchUp = resolve));
    const spy = vi
      .spyOn(t.db, 'execute')
      .mockImplementation(((query: SQL) =>
        /insert into analytics_/.test(new PgDialect().sqlToQuery(query).sql)
          ? behind.then(() => execute(query))
          : execute(query)) as typeof t.db.execute);
    // Actions of no known session: the flush drops them, as it drops a stranger's.
    const filler = Array.from({ length: ANALYTICS_MAX_BUFFERED }, () => ({
      id: randomUUID(),
      session_id: randomUUID(),
      action_name: 'page_view',
      action_data: {},
      path: '/',
      event_id: null,
      occurred_at: new Date().toISOString(),
      previous_action_id: null,
    }));
    const session = newSession();
    try {
      expect(analyticsBufferOf(t.db).add('actions', filler)).toBe(true);
      const res = await send(t, 'sessions', [session]);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'unavailable', reason: PLATFORM_REASONS.overloaded, message: tryAgainIn(5) });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      catchUp();
    }
    await flushAnalytics(t);
    spy.mockRestore();
    expect(await sessionRow(session.id)).toBeUndefined();
    expect((await postSessions(t, [session])).statusCode).toBe(202);
    expect(await sessionRow(session.id)).toBeDefined();
  });
});

describe('what is never stored', () => {
  const cases = [
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['a link previewer', { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' }],
    [
      'a headless browser',
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' },
    ],
    ['no User-Agent', { 'user-agent': '' }],
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
  ] as const;

  it.each(cases)('%s: 202 and no session, action or web vital', async (_label, headers) => {
    const session = newSession();
    expect((await postSessions(t, [session], headers)).statusCode).toBe(202);
    expect(await sessionRow(session.id)).toBeUndefined();
    // Even for a session a previous, countable request opened.
    const known = newSession();
    await postSessions(t, [known]);
    expect((await postActions(t, [action(known.id, 'page_view')], headers)).statusCode).toBe(202);
    expect((await postVitals(t, [{ sessionId: known.id, name: 'TTFB', value: 80, rating: 'good' }], headers)).statusCode).toBe(202);
    expect(await actionsOf(known.id)).toEqual([]);
    expect(await t.db.select().from(analyticsWebVitals).where(eq(analyticsWebVitals.sessionId, known.id))).toEqual([]);
  });

  it('stores a visit whose Do Not Track is 0', async () => {
    const session = newSession();
    await postSessions(t, [session], { dnt: '0' });
    expect(await sessionRow(session.id)).toBeDefined();
  });
});

describe('bad batches', () => {
  const session = randomUUID();
  const cases: [string, () => ReturnType<typeof postActions>, string, string][] = [
    ['an empty batch', () => postActions(t, []), 'actions', ANALYTICS_FIELD_MESSAGES.emptyBatch],
    [
      'more than 50 actions',
      () =>
        postActions(
          t,
          Array.from({ length: 51 }, () => action(session, 'page_view')),
        ),
      'actions',
      ANALYTICS_FIELD_MESSAGES.batchTooLarge(50),
    ],
    ['an unknown action name', () => postActions(t, [{ ...action(session, 'page_view'), name: 'purchase' }]), 'actions.0.name', ''],
    ['a session id that is not a uuid', () => postActions(t, [{ ...action(session, 'page_view'), sessionId: 'x' }]), 'actions.0.sessionId', ''],
    ['a bad time', () => postActions(t, [{ ...action(session, 'page_view'), occurredAt: 'yesterday' }]), 'actions.0.occurredAt', ''],
    [
      'too many data values',
      () => postActions(t, [action(session, 'page_view', { data: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])) })]),
      'actions.0.data',
      ANALYTICS_FIELD_MESSAGES.dataTooLarge,
    ],
    ['nested data', () => postActions(t, [{ ...action(session, 'page_view'), data: { deep: { a: 1 } } }]), 'actions.0.data.deep', ''],
    [
      'six sessions',
      () =>
        postSessions(
          t,
          Array.from({ length: 6 }, () => newSession()),
        ),
      'sessions',
      ANALYTICS_FIELD_MESSAGES.batchTooLarge(5),
    ],
    ['an unknown web vital', () => postVitals(t, [{ sessionId: session, name: 'FID', value: 1, rating: 'good' }]), 'vitals.0.name', ''],
    ['a negative web vital', () => postVitals(t, [{ sessionId: session, name: 'LCP', value: -1, rating: 'good' }]), 'vitals.0.value', ''],
  ];

  it.each(cases)('%s: 422 naming the field', async (_label, send, field, message) => {
    const res = await send();
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject(errorShape);
    expect(Object.keys(body.fieldErrors)).toContain(field);
    if (message) expect(body.fieldErrors[field]).toBe(message);
  });

  it('answers a body that is not JSON with a 4xx', async () => {
    for (const [type, payload] of [
      ['application/json', '{"actions": ['],
      ['text/plain;charset=UTF-8', 'hello'],
      ['text/html', '<p>hello</p>'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/analytics/actions', headers: { 'content-type': type! }, payload });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('rate limits', () => {
  const setCount = (key: string) =>
    t.db
      .insert(rateLimits)
      .values({ key, count: 1_000_000_000, resetAt: sql`now() + interval '10 minutes'` })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: 1_000_000_000, resetAt: sql`now() + interval '10 minutes'` } });

  it('refuses a session past its limit with 429, while another session from the same address goes on', async () => {
    const [busy, other] = [newSession(), newSession()];
    await postSessions(t, [busy, other]);
    await setCount(`analytics:${busy.id}`);
    const res = await postActions(t, [action(busy.id, 'page_view')]);
    expect(res.statusCode).toBe(429);
    expect((await postActions(t, [action(other.id, 'page_view')])).statusCode).toBe(202);
    expect(await actionsOf(other.id)).toHaveLength(1);
  });

  it('refuses an address past its much higher ceiling', async () => {
    const session = newSession();
    await postSessions(t, [session]);
    await setCount(`analytics-address:${createHash('sha256').update('127.0.0.1').digest('base64url').slice(0, 22)}`);
    expect((await postActions(t, [action(session.id, 'page_view')])).statusCode).toBe(429);
    await t.db.delete(rateLimits).where(sql`${rateLimits.key} like 'analytics-address:%'`);
  });
});

describe('GET /api/dev/analytics/events/:eventId (what the e2e suite reads)', () => {
  const read = (id: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/dev/analytics/events/${id}`, headers: cookie ? { cookie } : {} });

  it("gives those who see the event's stats its newest sessions, actions and their web vitals", async () => {
    const session = newSession({ eventId });
    await postSessions(t, [session]);
    await postActions(t, [action(session.id, 'event_viewed', { eventId })]);
    await postVitals(t, [{ sessionId: session.id, name: 'FCP', value: 640, rating: 'good', navigationType: 'reload' }]);
    const reply = expectReply(await read(eventId, owner.cookie), 200, devEventRowsReply);
    expect(reply.sessions.find((s) => s.id === session.id)).toMatchObject({ organizerId: owner.user.id, browser: 'Chrome', device: 'desktop' });
    expect(reply.actions.find((a) => a.sessionId === session.id)).toMatchObject({ name: 'event_viewed', organizerId: owner.user.id });
    expect(reply.vitals.filter((v) => v.sessionId === session.id)).toEqual([
      { sessionId: session.id, name: 'FCP', value: 640, rating: 'good', navigationType: 'reload' },
    ]);
  });

  it('refuses the signed out (401), others (403) and an unknown event (404)', async () => {
    const stranger = await signUpUser(t.app);
    expect((await read(eventId)).statusCode).toBe(401);
    expect((await read(eventId, stranger.cookie)).statusCode).toBe(403);
    expect((await read(randomUUID(), owner.cookie)).statusCode).toBe(404);
  });
});
