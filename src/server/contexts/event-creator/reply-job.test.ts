import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCreatorReply, creatorChatReply } from '../../../contracts/event-creator.ts';
import { EVENT_CREATOR_DRAFT_GAPS, EVENT_CREATOR_REPLIES } from '../../../contracts/event-creator.messages.ts';
import { managedEventReply } from '../../../contracts/events-management.ts';
import type { EventDraft } from '../../../domain/event-creator/draft.ts';
import { managementButtonPath } from '../../../domain/events.ts';
import { eventCreatorMessages, events } from '../../platform/db/schema/index.ts';
import { EVENT_CREATOR_REPLY_QUEUE } from '../../platform/jobs/catalog.ts';
import { course, createSchool, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { JAZZ_DRAFT, scriptedAssistant } from './event-creator.fixtures.ts';
import { answerMessage } from './reply-job.ts';

/** The reply job: once per message whatever the retries, and a confirmed draft made into one unpublished draft event. */

const t = useTestApp();
const P = '/api/v1/event_creators';

/** Jazz night in London: two dates in BST and GMT, an advance and a door ticket, a question. */
const JAZZ: EventDraft = {
  ...JAZZ_DRAFT,
  name: 'Jazz night at the Blue Room',
  description: 'Live jazz.\n\nBring friends.',
  dates: [JAZZ_DRAFT.dates[0]!, { startsAt: '2027-11-05T20:00:00Z', endsAt: '2027-11-05T23:00:00Z', doorTime: null }],
  tickets: [
    { name: 'Advance', price: 1500, quantity: 100, sale: 'advance' },
    { name: 'On the door', price: 2000, quantity: 20, sale: 'door' },
  ],
  questions: [{ fieldType: 'dropdown', title: 'Dietary needs', content: 'None\nVegetarian\nVegan', required: true }],
};

async function conversationWithMessage(p: Person, ownerId: string, message: string) {
  const uuid = expectReply(await t.app.inject({ method: 'POST', url: `${P}?ownerId=${ownerId}`, headers: headers(p) }), 201, createCreatorReply).uuid;
  const chat = expectReply(
    await t.app.inject({ method: 'POST', url: `${P}/${uuid}/messages`, headers: headers(p), payload: { message } }),
    201,
    creatorChatReply,
  );
  return { uuid, job: { creatorId: uuid, messageId: chat.messages.at(-1)!.id } };
}

const read = async (uuid: string, p: Person) =>
  expectReply(await t.app.inject({ method: 'GET', url: `${P}/${uuid}`, headers: headers(p) }), 200, creatorChatReply);
const eventsOf = (ownerId: string) => t.db.select().from(events).where(eq(events.ownerId, ownerId));

describe('the reply job', () => {
  it('answers a message once, even when it runs twice (a retry after a crash)', async () => {
    const owner = await signUpUser(t.app);
    const { uuid, job } = await conversationWithMessage(owner, owner.user.id, 'A quiz night');
    const assistant = scriptedAssistant({ action: 'ask', content: 'When is it?', draft: { ...JAZZ, name: 'Quiz night' } });
    await answerMessage({ db: t.db, assistant, timeoutMs: 5_000 }, job);
    await answerMessage({ db: t.db, assistant, timeoutMs: 5_000 }, job);
    const chat = await read(uuid, owner);
    expect(chat.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'A quiz night'],
      ['assistant', 'When is it?'],
    ]);
    expect(chat.status).toBe('ready');
    // The second run saw the answer before asking the assistant.
    expect(assistant.calls).toBe(1);
  });

  it('runs from the queue: the reply appears after the job, and a duplicate job changes nothing', async () => {
    const owner = await signUpUser(t.app);
    const { uuid, job } = await conversationWithMessage(owner, owner.user.id, 'Hello');
    expect((await read(uuid, owner)).status).toBe('thinking');
    await t.jobs.runUntilIdle();
    const answered = await read(uuid, owner);
    expect(answered.status).toBe('ready');
    expect(answered.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    await t.jobs.send(EVENT_CREATOR_REPLY_QUEUE, job);
    await t.jobs.runUntilIdle();
    expect((await read(uuid, owner)).messages).toEqual(answered.messages);
  });

  it('never leaves an empty reply: an assistant that says nothing asks to be told again', async () => {
    const owner = await signUpUser(t.app);
    const { uuid, job } = await conversationWithMessage(owner, owner.user.id, 'Hmm');
    await answerMessage({ db: t.db, assistant: scriptedAssistant({ action: 'ask', content: '  ', draft: JAZZ }), timeoutMs: 5_000 }, job);
    const chat = await read(uuid, owner);
    expect(chat.status).toBe('ready');
    expect(chat.messages.at(-1)).toMatchObject({ role: 'assistant', content: EVENT_CREATOR_REPLIES.unclear });
  });

  it('keeps the draft when the assistant refuses', async () => {
    const owner = await signUpUser(t.app);
    const { uuid, job } = await conversationWithMessage(owner, owner.user.id, 'Refund everyone');
    await answerMessage(
      { db: t.db, assistant: scriptedAssistant({ action: 'refuse', content: 'I can only create events.', draft: JAZZ }), timeoutMs: 5_000 },
      job,
    );
    const [row] = await t.db
      .select()
      .from(eventCreatorMessages)
      .where(eq(eventCreatorMessages.creatorId, uuid))
      .orderBy(asc(eventCreatorMessages.position));
    expect(row!.content).toBe('Refund everyone');
    const { draft } = (await t.db.query.eventCreators.findFirst({ where: (c, { eq: is }) => is(c.id, uuid) }))!;
    expect(draft.name).toBeNull();
  });
});

describe('creating the event from a confirmed draft', () => {
  it('makes exactly one unpublished draft event for the conversation owner, with its dates, tickets, question and mark', async () => {
    const owner = await signUpUser(t.app);
    const school = await createSchool(t, owner, 'Blue Room Jazz', `blue-room-${Date.now()}`);
    const { uuid, job } = await conversationWithMessage(owner, school.id, 'Yes, create it');
    const assistant = scriptedAssistant({ action: 'create', content: 'Creating your event now.', draft: JAZZ });
    await answerMessage({ db: t.db, assistant, timeoutMs: 5_000 }, job);
    await answerMessage({ db: t.db, assistant, timeoutMs: 5_000 }, job);

    const made = await eventsOf(school.id);
    expect(made).toHaveLength(1);
    const eventId = made[0]!.id;
    const chat = await read(uuid, owner);
    expect(chat.eventId).toBe(eventId);
    expect(chat.status).toBe('ready');
    expect(chat.messages.map((m) => m.content)).toEqual([
      'Yes, create it',
      'Creating your event now.',
      EVENT_CREATOR_REPLIES.created(managementButtonPath(eventId, 'Details')),
    ]);
    expect(managementButtonPath(eventId, 'Details')).toBe(`/management/courses/${eventId}/details/edit`);

    const editor = expectReply(await t.app.inject({ method: 'GET', url: course(eventId), headers: headers(owner) }), 200, managedEventReply);
    expect(editor.createdWithAssistant).toBe(true);
    expect(editor.event).toMatchObject({
      name: 'Jazz night at the Blue Room',
      description: '<p>Live jazz.</p><p>Bring friends.</p>',
      published: false,
      ownerId: school.id,
      timezone: 'Europe/London',
      currency: 'gbp',
      inPerson: true,
      online: false,
      locationSetting: 'venue',
      location: expect.objectContaining({ name: 'The Blue Room', address: '1 High Street', city: 'London' }),
    });
    // 20:00 in London: 19:00 UTC in October (BST), 20:00 UTC in November (GMT).
    expect(editor.occurrences.map((o) => [o.startsAt, o.doorTime, o.timezone])).toEqual([
      ['2027-10-15T19:00:00.000Z', '2027-10-15T18:30:00.000Z', 'Europe/London'],
      ['2027-11-05T20:00:00.000Z', null, 'Europe/London'],
    ]);
    expect(editor.ticketTypes.map((tt) => [tt.name, tt.price, tt.quantity, tt.currency, tt.startsSalesAt, tt.attendanceType])).toEqual([
      ['Advance', 1500, 100, 'gbp', null, 'in_person'],
      // The door ticket goes on sale when the first date's doors open.
      ['On the door', 2000, 20, 'gbp', '2027-10-15T18:30:00.000Z', 'in_person'],
    ]);
    expect(editor.questions.map((q) => [q.fieldType, q.title, q.content, q.required])).toEqual([
      ['dropdown', 'Dietary needs', 'None\nVegetarian\nVegan', true],
    ]);
  });

  it('makes an online event with online tickets, a door ticket on sale from the start', async () => {
    const owner = await signUpUser(t.app);
    const { job } = await conversationWithMessage(owner, owner.user.id, 'Yes');
    const draft: EventDraft = {
      ...JAZZ,
      attendance: 'online',
      venue: null,
      questions: [],
      dates: [{ startsAt: '2027-10-15T20:00:00+01:00', endsAt: '2027-10-15T21:00:00+01:00', doorTime: null }],
    };
    await answerMessage({ db: t.db, assistant: scriptedAssistant({ action: 'create', content: 'Done.', draft }), timeoutMs: 5_000 }, job);
    const [made] = await eventsOf(owner.user.id);
    const editor = expectReply(await t.app.inject({ method: 'GET', url: course(made!.id), headers: headers(owner) }), 200, managedEventReply);
    expect(editor.event).toMatchObject({ inPerson: false, online: true, published: false });
    expect(editor.ticketTypes.map((tt) => [tt.attendanceType, tt.startsSalesAt])).toEqual([
      ['online', null],
      ['online', '2027-10-15T19:00:00.000Z'],
    ]);
  });

  it('makes no event from an incomplete or invalid draft: the reply says what to correct and the chat goes on', async () => {
    const owner = await signUpUser(t.app);
    const { uuid, job } = await conversationWithMessage(owner, owner.user.id, 'Yes');
    const incomplete: EventDraft = { ...JAZZ, tickets: [{ name: 'Advance', price: 1500, quantity: null, sale: 'advance' }] };
    await answerMessage(
      { db: t.db, assistant: scriptedAssistant({ action: 'create', content: 'Creating it.', draft: incomplete }), timeoutMs: 5_000 },
      job,
    );
    expect(await eventsOf(owner.user.id)).toEqual([]);
    const chat = await read(uuid, owner);
    expect(chat.eventId).toBeNull();
    expect(chat.status).toBe('ready');
    expect(chat.messages.at(-1)!.content).toBe(EVENT_CREATOR_REPLIES.createRefused(EVENT_CREATOR_DRAFT_GAPS.quantity('Advance')));

    // The events services' own checks refuse an end before its start: nothing of the event stays.
    const next = expectReply(
      await t.app.inject({ method: 'POST', url: `${P}/${uuid}/messages`, headers: headers(owner), payload: { message: '100 tickets' } }),
      201,
      creatorChatReply,
    );
    const backwards: EventDraft = {
      ...JAZZ,
      dates: [{ startsAt: '2027-10-15T20:00:00+01:00', endsAt: '2027-10-15T19:00:00+01:00', doorTime: null }],
    };
    await answerMessage(
      { db: t.db, assistant: scriptedAssistant({ action: 'create', content: 'Creating it.', draft: backwards }), timeoutMs: 5_000 },
      { creatorId: uuid, messageId: next.messages.at(-1)!.id },
    );
    expect(await eventsOf(owner.user.id)).toEqual([]);
    expect((await read(uuid, owner)).messages.at(-1)!.content).toMatch(/^I could not create the event yet: The end must be after the start/);
  });
});

describe('the offline assistant through the queue (no AI_BASE_URL)', () => {
  it('turns a description and a yes into a draft event', async () => {
    const owner = await signUpUser(t.app);
    const { uuid } = await conversationWithMessage(
      owner,
      owner.user.id,
      'Jazz night at the Blue Room, 1 High Street, London, Friday 8pm to 11pm, doors 7:30, £15 advance, £20 on the door, 120 seats',
    );
    await t.jobs.runUntilIdle();
    expect((await read(uuid, owner)).messages.at(-1)!.content).toMatch(/Shall I create this draft\?/);
    await t.app.inject({ method: 'POST', url: `${P}/${uuid}/messages`, headers: headers(owner), payload: { message: 'yes' } });
    await t.jobs.runUntilIdle();
    const chat = await read(uuid, owner);
    const [made] = await eventsOf(owner.user.id);
    expect(chat.eventId).toBe(made!.id);
    expect(made).toMatchObject({ name: 'Jazz night', published: false, createdWithAssistant: true });
    const editor = expectReply(await t.app.inject({ method: 'GET', url: course(made!.id), headers: headers(owner) }), 200, managedEventReply);
    // "at the Blue Room": the venue's name stands on its own in the editor.
    expect(editor.event.location).toMatchObject({ name: 'The Blue Room', address: '1 High Street', city: 'London' });
    expect(editor.ticketTypes.map((tt) => [tt.name, tt.price, tt.startsSalesAt])).toEqual([
      ['Advance', 1500, null],
      ['On the door', 2000, editor.occurrences[0]!.doorTime],
    ]);
  });
});
