import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  audienceCountReply,
  messageReply,
  messagesReply,
  renderedMessageReply,
  testSendReply,
  unsubscribeReply,
  type sendMessageBody,
} from '../../../contracts/messages.ts';
import { MESSAGES_ERRORS } from '../../../contracts/messages.messages.ts';
import { attendeeMessages, eventCollaborators, eventOccurrences, mailBounces } from '../../platform/db/schema/index.ts';
import { course, errorShape, headers, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { mailsAfterJobs, signUpUser, useTestApp } from '../../testing/test-app.ts';
import { firstOccurrenceId } from '../reporting/reporting.fixtures.ts';
import { insertHolders } from './messages.fixtures.ts';

const t = useTestApp();

let owner: Person;
let admin: Person;
let door: Person;
let basic: Person;
let stranger: Person;
let eventId: string;
let otherEventId: string;
let general: string;
let vip: string;
let secondDate: string;
let otherTicketType: string;

beforeAll(async () => {
  [owner, admin, door, basic, stranger] = [
    await signUpUser(t.app),
    await signUpUser(t.app),
    await signUpUser(t.app),
    await signUpUser(t.app),
    await signUpUser(t.app),
  ];
  const event = await makeEvent(t, owner, owner.user.id, {
    name: 'Jazz <Night>',
    tickets: [
      { name: 'General', price: 0, quantity: 100 },
      { name: 'VIP', price: 0, quantity: 10 },
    ],
  });
  eventId = event.id;
  [general, vip] = event.ticketIds as [string, string];
  const other = await makeEvent(t, stranger, stranger.user.id);
  otherEventId = other.id;
  otherTicketType = other.ticketIds[0]!;
  const otherSeed = { ownerId: stranger.user.id, eventId: otherEventId, occurrenceId: await firstOccurrenceId(t, otherEventId) };
  await insertHolders(t, { ...otherSeed, ticketTypeId: otherTicketType, count: 1, prefix: 'other' });
  await t.db.insert(eventCollaborators).values([
    { eventId, profileId: admin.user.id, accessSetting: 'admin' },
    { eventId, profileId: door.user.id, accessSetting: 'door' },
    { eventId, profileId: basic.user.id, accessSetting: 'basic' },
  ]);
  const first = await firstOccurrenceId(t, eventId);
  const [date2] = await t.db
    .insert(eventOccurrences)
    .values({ eventId, startsAt: new Date(Date.now() + 9 * 86400_000), endsAt: new Date(Date.now() + 9 * 86400_000 + 3600_000), timezone: 'UTC' })
    .returning({ id: eventOccurrences.id });
  secondDate = date2!.id;
  const seed = { ownerId: owner.user.id, eventId };
  await insertHolders(t, { ...seed, occurrenceId: first, ticketTypeId: general, count: 3, prefix: 'general' });
  await insertHolders(t, { ...seed, occurrenceId: first, ticketTypeId: vip, count: 2, prefix: 'vip' });
  await insertHolders(t, { ...seed, occurrenceId: secondDate, ticketTypeId: general, count: 1, prefix: 'later' });
});

type SendBody = z.input<typeof sendMessageBody>;
const content = { subject: 'Doors open at 7', body: 'See you there.\n\nBring your ticket.', format: 'text' as const };
const compose = (over: Partial<SendBody> = {}): SendBody => ({ ...content, audience: 'all', clientKey: randomUUID(), ...over });

const post = (by: Person | undefined, path: string, payload: object, event = eventId) =>
  t.app.inject({ method: 'POST', url: course(event, `/messages${path}`), headers: headers(by), payload });
const get = (by: Person | undefined, path: string, event = eventId) =>
  t.app.inject({ method: 'GET', url: course(event, `/messages${path}`), headers: headers(by) });

describe('the audience', () => {
  it.each([
    ['all', '', 6],
    ['one ticket type', 'audience=ticket_type&ticketTypeId=VIP', 2],
    ['one date', 'audience=date&occurrenceId=DATE2', 1],
  ])('counts the holders of %s before sending', async (_name, query, expected) => {
    const q = (query || 'audience=all').replace('VIP', vip).replace('DATE2', secondDate);
    expect(expectReply(await get(owner, `/audience?${q}`), 200, audienceCountReply).recipients).toBe(expected);
  });

  it("refuses another event's ticket type and a missing target (422)", async () => {
    const res = await get(owner, `/audience?audience=ticket_type&ticketTypeId=${otherTicketType}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ ticketTypeId: MESSAGES_ERRORS.notThisEvent });
    const missing = await get(owner, '/audience?audience=date');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fieldErrors).toMatchObject({ occurrenceId: MESSAGES_ERRORS.dateRequired });
  });
});

describe('who may message attendees', () => {
  it('is the owner and the event admins; door and basic roles and others are refused, signed out is 401', async () => {
    for (const who of [owner, admin]) expect((await get(who, '')).statusCode).toBe(200);
    for (const who of [door, basic, stranger]) {
      const res = await get(who, '');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(errorShape);
      expect((await post(who, '', compose())).statusCode).toBe(403);
      expect((await post(who, '/test', content)).statusCode).toBe(403);
    }
    expect((await get(undefined, '')).statusCode).toBe(401);
    expect(await t.db.select().from(attendeeMessages)).toEqual([]);
  });

  it("answers 404 for another event's message through this event", async () => {
    const sent = expectReply(await post(stranger, '', compose(), otherEventId), 201, messageReply);
    expect((await get(owner, `/${sent.message.id}`)).statusCode).toBe(404);
    expect((await get(stranger, `/${sent.message.id}`, otherEventId)).statusCode).toBe(200);
  });
});

describe('preview and test send', () => {
  it('shows the e-mail as holders get it: plain text escaped, HTML through the allow-list, the unsubscribe footer', async () => {
    const plain = expectReply(await post(owner, '/preview', { ...content, body: 'a < b & <i>c</i>' }), 200, renderedMessageReply);
    expect(plain.html).toContain('<p>a &lt; b &amp; &lt;i&gt;c&lt;/i&gt;</p>');
    const html = expectReply(
      await post(owner, '/preview', { ...content, format: 'html', body: '<p>Hi <b>all</b><script>alert(1)</script><img src=x onerror=1></p>' }),
      200,
      renderedMessageReply,
    );
    expect(html.html).toContain('<p>Hi <b>all</b></p>');
    expect(html.html).not.toMatch(/script|onerror|<img/);
    expect(html.text).toContain('Hi all');
    expect(html.html).toContain('Unsubscribe from Test Person&#39;s messages');
    expect(html.html).toContain('hold a ticket to Jazz &lt;Night&gt;');
  });

  it("sends a test only to the sender's own verified address", async () => {
    expect(expectReply(await post(admin, '/test', content), 200, testSendReply).sentTo).toBe(admin.user.email);
    const [mail] = await mailsAfterJobs(t, admin.user.email);
    expect(mail?.subject).toBe('[Test] Doors open at 7');
    const unverified = await signUpUser(t.app, { verified: false });
    await t.db.insert(eventCollaborators).values({ eventId, profileId: unverified.user.id, accessSetting: 'admin' });
    const res = await post(unverified, '/test', content);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES_ERRORS.unverified);
  });

  it('refuses an empty subject or body (422)', async () => {
    const res = await post(owner, '', compose({ subject: '  ', body: '' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toMatchObject({ subject: MESSAGES_ERRORS.subjectRequired, body: MESSAGES_ERRORS.bodyRequired });
  });
});

describe('sending', () => {
  it('makes one message of a double click, mails each holder of the ticket type once, with a one-click unsubscribe', async () => {
    const body = compose({ audience: 'ticket_type', ticketTypeId: vip, subject: 'VIP lounge' });
    const [a, b] = await Promise.all([post(owner, '', body), post(owner, '', body)]);
    const first = expectReply(a, 201, messageReply).message;
    expect(expectReply(b, 201, messageReply).message.id).toBe(first.id);
    expect(first).toMatchObject({ recipients: 2, audience: 'ticket_type', ticketTypeName: 'VIP', summary: { queued: 2, sent: 0 } });

    const mails = await mailsAfterJobs(t, 'vip1@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers['List-Unsubscribe']).toMatch(/^<http.*\/api\/v1\/unsubscribe\/[\w-]{40,}>$/);
    expect(mails[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await mailsAfterJobs(t, 'general1@example.com')).toEqual([]);
    const after = expectReply(await get(owner, `/${first.id}`), 200, messageReply).message;
    expect(after.summary).toEqual({ queued: 0, sent: 2, failed: 0, suppressed: 0 });
    expect(after.finishedAt).not.toBeNull();
    expect(after.sender?.name).toBe('Test Person');
  });

  it('refuses an audience nobody is in (422) and records nothing', async () => {
    const before = (await t.db.select().from(attendeeMessages)).length;
    const [empty] = await t.db.insert(eventOccurrences).values({ eventId, startsAt: new Date(), endsAt: new Date(), timezone: 'UTC' }).returning();
    const res = await post(owner, '', compose({ audience: 'date', occurrenceId: empty!.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MESSAGES_ERRORS.noRecipients);
    expect(await t.db.select().from(attendeeMessages)).toHaveLength(before);
  });

  it('honours an unsubscribe (one click, no sign-in) and a bounce in the next message, and counts them', async () => {
    const [vipMail] = await mailsAfterJobs(t, 'vip2@example.com');
    const token = /\/unsubscribe\/([\w-]+)/.exec(vipMail!.text)![1]!;
    const info = expectReply(await t.app.inject({ method: 'GET', url: `/api/v1/unsubscribe/${token}` }), 200, unsubscribeReply);
    expect(info).toEqual({ organizer: 'Test Person', unsubscribed: false });
    for (let i = 0; i < 2; i += 1) {
      expect(expectReply(await t.app.inject({ method: 'POST', url: `/api/v1/unsubscribe/${token}` }), 200, unsubscribeReply).unsubscribed).toBe(true);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/unsubscribe/not-a-token' })).statusCode).toBe(404);
    // vip1 got the first message; another e-mail to it bounced later. The message it got stays sent: only its own
    // e-mail's failure counts (message-failures.test.ts), but the next message skips the address.
    await t.db.insert(mailBounces).values({ email: 'vip1@example.com', reply: '550 no such user' });
    const [first] = expectReply(await get(owner, ''), 200, messagesReply).messages.filter((m) => m.subject === 'VIP lounge');
    expect(first!.summary).toEqual({ queued: 0, sent: 2, failed: 0, suppressed: 0 });

    const next = expectReply(await post(owner, '', compose({ subject: 'Everyone' })), 201, messageReply).message;
    await t.jobs.runUntilIdle();
    const done = expectReply(await get(owner, `/${next.id}`), 200, messageReply).message;
    expect(done.summary).toEqual({ queued: 0, sent: 4, failed: 0, suppressed: 2 });
    expect((await mailsAfterJobs(t, 'vip2@example.com')).map((m) => m.subject)).toEqual(['VIP lounge']);
  });

  it('lists the messages as the event activity, newest first, with sender, audience and counts', async () => {
    const list = expectReply(await get(admin, ''), 200, messagesReply).messages;
    expect(list.map((m) => m.subject)).toEqual(['Everyone', 'VIP lounge']);
    expect(list[0]).toMatchObject({ audience: 'all', recipients: 6, sender: { name: 'Test Person' } });
    const [row] = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from attendee_message_recipients`).then((r) => r.rows);
    expect(row!.n).toBeGreaterThan(0);
    expect(await t.db.select().from(attendeeMessages).where(eq(attendeeMessages.eventId, otherEventId))).toHaveLength(1);
  });
});
