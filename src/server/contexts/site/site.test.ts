import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUpUser, useTestApp } from '../../testing/test-app.ts';
import { VERIFY_EMAIL_MESSAGES } from '../../../contracts/accounts.ts';
import { errorShape, makeAdmin } from '../../testing/events.ts';
import { mailOutbox, siteAlerts, users } from '../../platform/db/schema/index.ts';

const t = useTestApp();

const put = (payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/site_alert', payload: payload as object, headers: cookie ? { cookie } : {} });

describe('site alert', () => {
  it('is null at first, set and cleared by site admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/site_alert' })).json()).toEqual({ alert: null });
    const admin = await signUpUser(t.app);
    await makeAdmin(t, admin.user.id);
    const person = await signUpUser(t.app);

    const set = await put({ message: '  Scheduled maintenance tonight  ' }, admin.cookie);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ alert: { id: expect.any(String), message: 'Scheduled maintenance tonight' } });
    const replaced = await put({ message: 'Second message' }, admin.cookie);
    expect(replaced.json().alert.message).toBe('Second message');
    const publicRead = await t.app.inject({ method: 'GET', url: '/api/v1/site_alert' });
    expect(publicRead.json()).toEqual({ alert: { id: replaced.json().alert.id, message: 'Second message' } });
    const rows = await t.db.select().from(siteAlerts);
    expect(rows.filter((r) => r.active)).toHaveLength(1);

    // Site administration hides itself: a 404 to everyone but site admins, signed out included.
    const hidden = await put({ message: 'hacked' }, person.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ ...errorShape, code: 'not_found' });
    expect((await put({ message: 'hacked' })).statusCode).toBe(404);
    expect((await put({ message: 'x'.repeat(501) }, admin.cookie)).statusCode).toBe(422);
    expect((await put({ message: 5 }, admin.cookie)).statusCode).toBe(422);
    expect((await put({}, admin.cookie)).statusCode).toBe(422);

    const cleared = await put({ message: null }, admin.cookie);
    expect(cleared.json()).toEqual({ alert: null });
    expect((await put({ message: '  ' }, admin.cookie)).json()).toEqual({ alert: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/site_alert' })).json()).toEqual({ alert: null });
  });
});

describe('site alert, kept a second', () => {
  const read = async (app = t) => (await app.app.inject({ method: 'GET', url: '/api/v1/site_alert' })).json() as unknown;

  it('reads the database once for the pages of a second; a change through the API shows at once', async () => {
    const admin = await signUpUser(t.app);
    await makeAdmin(t, admin.user.id);
    const set = (await put({ message: 'Kept' }, admin.cookie)).json() as { alert: { id: string } };
    // A row written behind the service's back (no notice) is not read until the kept alert's second is over.
    await t.db.update(siteAlerts).set({ message: 'Written directly' }).where(eq(siteAlerts.id, set.alert.id));
    expect(await read()).toEqual({ alert: { id: set.alert.id, message: 'Kept' } });
    expect((await put({ message: 'Changed' }, admin.cookie)).statusCode).toBe(200);
    expect(await read()).toMatchObject({ alert: { message: 'Changed' } });
  });

  it("never shows one database's alert to an app on another", async () => {
    const admin = await signUpUser(t.app);
    await makeAdmin(t, admin.user.id);
    await put({ message: 'Only here' }, admin.cookie);
    const other = await createTestApp();
    try {
      expect(await read(other)).toEqual({ alert: null });
      expect(await read()).toMatchObject({ alert: { message: 'Only here' } });
    } finally {
      await other.close();
    }
  });
});

describe('dev outbox', () => {
  it('shows admins every message and others only their own, newest first', async () => {
    const admin = await signUpUser(t.app);
    await makeAdmin(t, admin.user.id);
    const person = await signUpUser(t.app);
    await t.db.insert(mailOutbox).values([
      { to: person.email, subject: 'Older', text: 'a', createdAt: new Date(Date.now() - 60_000) },
      { to: person.email, subject: 'Newer', text: 'b', html: '<p>b</p>' },
      { to: 'someone-else@example.com', subject: 'Private', text: 'c' },
    ]);
    const mine = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { cookie: person.cookie } });
    expect(mine.statusCode).toBe(200);
    // Sign-up's verification link may be there too.
    const inserted = mine.json().messages.filter((m: { subject: string }) => m.subject !== VERIFY_EMAIL_MESSAGES.mailSubject);
    expect(inserted.map((m: { subject: string }) => m.subject)).toEqual(['Newer', 'Older']);
    expect(inserted[0]).toEqual({
      id: expect.any(String),
      to: person.email,
      subject: 'Newer',
      text: 'b',
      html: '<p>b</p>',
      attachments: [],
      createdAt: expect.any(String),
    });
    const all = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { cookie: admin.cookie } });
    expect(all.json().messages.map((m: { subject: string }) => m.subject)).toEqual(expect.arrayContaining(['Newer', 'Older', 'Private']));
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(401);
  });

  it("shows an unverified account only its own verification links, not the address's other mail", async () => {
    const squatter = await signUpUser(t.app, { verified: false });
    await t.db.insert(mailOutbox).values({ to: squatter.email, subject: 'Your tickets', text: 'order link' });
    const subjects = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { cookie: squatter.cookie } }))
        .json()
        .messages.map((m: { subject: string }) => m.subject);
    await t.jobs.runUntilIdle();
    expect(await subjects()).toEqual([VERIFY_EMAIL_MESSAGES.mailSubject]);
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.profileId, squatter.user.id));
    expect(await subjects()).toEqual(expect.arrayContaining(['Your tickets', VERIFY_EMAIL_MESSAGES.mailSubject]));
  });

  it('lists attachments by name and size and serves each under the same rule', async () => {
    const admin = await signUpUser(t.app);
    await makeAdmin(t, admin.user.id);
    const person = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const pdf = Buffer.from('%PDF-1.4 tickets');
    const [mail] = await t.db
      .insert(mailOutbox)
      .values({
        to: person.email,
        subject: 'Tickets',
        text: 't',
        attachments: [{ filename: 'tickets.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
      })
      .returning();
    const listed = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { cookie: person.cookie } })).json().messages;
    expect(listed.find((m: { id: string }) => m.id === mail!.id).attachments).toEqual([
      { index: 0, filename: 'tickets.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
    const url = `/api/dev/outbox/${mail!.id}/attachments/0`;
    for (const who of [person, admin]) {
      const file = await t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe('attachment; filename="tickets.pdf"');
      expect(file.rawPayload.equals(pdf)).toBe(true);
    }
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/dev/outbox/${mail!.id}/attachments/1`, headers: { cookie: person.cookie } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/dev/outbox/${mail!.id}/attachments/x`, headers: { cookie: person.cookie } })).statusCode,
    ).toBe(422);
  });
});

describe('dev outbox in production', () => {
  const prod = useTestApp({ NODE_ENV: 'production' });

  it('does not exist', async () => {
    const admin = await signUpUser(prod.app);
    await prod.db.update(users).set({ admin: true }).where(eq(users.profileId, admin.user.id));
    const res = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ ...errorShape, code: 'not_found' });
    expect((await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});
