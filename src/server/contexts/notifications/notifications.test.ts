import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { errorShape } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { notificationSettings } from '../../../contracts/notifications.ts';
import { notifications } from '../../platform/db/schema/index.ts';
import { notify, safeLink, sanitizeNotificationHtml } from './notifications.service.ts';

const t = useTestApp();

const list = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/notifications', headers: cookie ? { cookie } : {} });

describe('sanitizing', () => {
  it.each([
    ['<strong>A</strong> <em>b</em> <i>c</i> <b>d</b>', '<strong>A</strong> <em>b</em> <i>c</i> <b>d</b>'],
    ['<script>alert(1)</script>hi', 'hi'],
    ['<img src=x onerror=alert(1)>x', 'x'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example.com">x</a>', '<a>x</a>'],
    ['<a href="/manage/x" onclick="y()" target="_blank">x</a>', '<a href="/manage/x">x</a>'],
    ['<a href="https://ok.example.com/">x</a>', '<a href="https://ok.example.com/">x</a>'],
    ['<div><p>para</p></div>', 'para'],
  ])('%s', (input, output) => {
    expect(sanitizeNotificationHtml(input)).toBe(output);
  });

  it('keeps only app paths and http(s) links', () => {
    expect(safeLink('/invitations/abc')).toBe('/invitations/abc');
    expect(safeLink('https://x.example.com/a')).toBe('https://x.example.com/a');
    expect(safeLink('//evil.example.com')).toBeNull();
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('')).toBeNull();
  });
});

describe('notifications API', () => {
  it('lists your newest notifications with the actor, unread count, and marks read', async () => {
    const me = await signUpUser(t.app);
    const actor = await signUpUser(t.app, { firstName: 'Anna', lastName: 'Actor' });
    const other = await signUpUser(t.app);
    await notify(t.db, { userId: me.user.id, actorId: actor.user.id, html: 'first <script>x</script>', link: '/a' });
    // A minute older than the next (created_at is the database's now()), instead of waiting for the clock to move.
    await t.db.execute(sql`update notifications set created_at = created_at - interval '1 minute' where user_id = ${me.user.id}`);
    await notify(t.db, { userId: me.user.id, html: '<strong>second</strong>', link: 'javascript:alert(1)' });
    await notify(t.db, { userId: other.user.id, html: 'not mine' });

    const res = await list(me.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unreadCount).toBe(2);
    expect(body.notifications).toEqual([
      { id: expect.any(String), read: false, content: '<strong>second</strong>', link: null, user: null, createdAt: expect.any(String) },
      {
        id: expect.any(String),
        read: false,
        content: 'first ',
        link: '/a',
        user: { name: 'Anna Actor', avatar: null },
        createdAt: expect.any(String),
      },
    ]);

    const first = body.notifications[1].id;
    const mark = await t.app.inject({ method: 'POST', url: `/api/notifications/${first}/mark_as_read`, headers: { cookie: me.cookie } });
    expect(mark.statusCode).toBe(200);
    expect(mark.json()).toEqual({ ok: true });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, first));
    expect(row!.read).toBe(true);
    expect((await list(me.cookie)).json().unreadCount).toBe(1);

    // Someone else's notification is not found for you.
    const theirs = (await list(other.cookie)).json().notifications[0].id;
    const foreign = await t.app.inject({ method: 'POST', url: `/api/notifications/${theirs}/mark_as_read`, headers: { cookie: me.cookie } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ ...errorShape, code: 'not_found' });

    const all = await t.app.inject({ method: 'POST', url: '/api/notifications/mark_all_as_read', headers: { cookie: me.cookie } });
    expect(all.statusCode).toBe(200);
    expect((await list(me.cookie)).json().unreadCount).toBe(0);
    expect((await list(other.cookie)).json().unreadCount).toBe(1);
  });

  it('returns at most 30, newest first', async () => {
    const me = await signUpUser(t.app);
    const base = Date.now() - 100_000;
    await t.db
      .insert(notifications)
      .values(Array.from({ length: 35 }, (_, i) => ({ userId: me.user.id, content: `n${i}`, createdAt: new Date(base + i * 1000) })));
    const body = (await list(me.cookie)).json();
    expect(body.notifications).toHaveLength(30);
    expect(body.notifications[0].content).toBe('n34');
    expect(body.unreadCount).toBe(35);
  });

  it('needs a session; bad ids are 4xx', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/mark_all_as_read' })).statusCode).toBe(401);
    const me = await signUpUser(t.app);
    const bad = await t.app.inject({ method: 'POST', url: '/api/notifications/nope/mark_as_read', headers: { cookie: me.cookie } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ ...errorShape, code: 'validation_failed' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/00000000-0000-4000-8000-000000000000/mark_as_read',
      headers: { cookie: me.cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('your own notification settings', () => {
  const settings = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/notifications/settings', headers: cookie ? { cookie } : {} });
  const save = (payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'PATCH', url: '/api/notifications/settings', headers: cookie ? { cookie } : {}, payload: payload as object });

  it('has sale notices on for a new account; each person turns their own off and on again', async () => {
    const [me, other] = [await signUpUser(t.app), await signUpUser(t.app)];
    expect(expectReply(await settings(me.cookie), 200, notificationSettings)).toEqual({ saleNotices: true });
    expect(expectReply(await save({ saleNotices: false }, me.cookie), 200, notificationSettings)).toEqual({ saleNotices: false });
    expect(expectReply(await save({ saleNotices: false }, me.cookie), 200, notificationSettings)).toEqual({ saleNotices: false });
    expect((await settings(me.cookie)).json()).toEqual({ saleNotices: false });
    expect((await settings(other.cookie)).json()).toEqual({ saleNotices: true });
    expect((await save({ saleNotices: true }, me.cookie)).json()).toEqual({ saleNotices: true });
    expect((await settings(me.cookie)).json()).toEqual({ saleNotices: true });
  });

  it('needs a session, and a yes or no', async () => {
    expect((await settings()).statusCode).toBe(401);
    expect((await save({ saleNotices: false })).statusCode).toBe(401);
    const me = await signUpUser(t.app);
    for (const payload of [{}, { saleNotices: 'no' }, { saleNotices: null }]) {
      const res = await save(payload, me.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toMatchObject({ ...errorShape, code: 'validation_failed' });
    }
    expect((await settings(me.cookie)).json()).toEqual({ saleNotices: true });
  });
});
