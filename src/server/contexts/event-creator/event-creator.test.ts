import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCreatorReply, creatorChatReply } from '../../../contracts/event-creator.ts';
import {
  EVENT_CREATOR_LIMITS,
  EVENT_CREATOR_MESSAGES,
  EVENT_CREATOR_REASONS,
  EVENT_CREATOR_REFUSALS,
} from '../../../contracts/event-creator.messages.ts';
import { errorBody } from '../../../contracts/errors.ts';
import type { AssistantStep, EventDraft } from '../../../domain/event-creator/draft.ts';
import { eventCreatorMessages, eventCreators } from '../../platform/db/schema/index.ts';
import { EVENT_CREATOR_REPLY_QUEUE } from '../../platform/jobs/catalog.ts';
import { addMember, createSchool, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import type { EventAssistant } from './assistant.ts';
import { answerMessage, failReply } from './reply-job.ts';

/** The conversation's three routes (buyer-side 7): owner rules, another user's chat, messages, limits, Resend. */

const t = useTestApp();
const P = '/api/v1/event_creators';

const createRaw = (ownerId: string, p?: Person) => t.app.inject({ method: 'POST', url: `${P}?ownerId=${ownerId}`, headers: headers(p) });
const readRaw = (uuid: string, p?: Person) => t.app.inject({ method: 'GET', url: `${P}/${uuid}`, headers: headers(p) });
const sendRaw = (uuid: string, message: unknown, p?: Person) =>
  t.app.inject({ method: 'POST', url: `${P}/${uuid}/messages`, headers: headers(p), payload: { message } });

async function start(p: Person, ownerId = p.user.id) {
  return expectReply(await createRaw(ownerId, p), 201, createCreatorReply).uuid;
}

/** An assistant that answers with the given step (the draft it was given, when the step has none). */
const scripted = (step: Partial<AssistantStep>): EventAssistant & { calls: number } => {
  const fake = {
    calls: 0,
    async reply({ draft }: { draft: EventDraft }) {
      fake.calls += 1;
      return { action: 'ask' as const, content: 'What is it called?', draft, ...step };
    },
  };
  return fake;
};

const jobOf = async (uuid: string) => {
  const chat = await t.db
    .select()
    .from(eventCreatorMessages)
    .where(eq(eventCreatorMessages.creatorId, uuid))
    .orderBy(asc(eventCreatorMessages.position));
  return { creatorId: uuid, messageId: chat.at(-1)!.id };
};

describe('starting a conversation', () => {
  it('starts one for the signed-in user, or for an organization they manage, with an empty transcript', async () => {
    const owner = await signUpUser(t.app);
    const school = await createSchool(t, owner, 'Creator School', `creator-school-${Date.now()}`);
    for (const ownerId of [owner.user.id, school.id]) {
      const uuid = await start(owner, ownerId);
      const chat = expectReply(await readRaw(uuid, owner), 200, creatorChatReply);
      expect(chat).toEqual({ uuid, ownerId, messages: [], status: 'ready', eventId: null });
    }
  });

  it("refuses someone else's profile as the owner, and a visitor who is signed out", async () => {
    const [owner, stranger] = [await signUpUser(t.app), await signUpUser(t.app)];
    expectReply(await createRaw(owner.user.id, stranger), 403, errorBody);
    expectReply(await createRaw(owner.user.id), 401, errorBody);
    // Bad input is the API's 422 with the field's message (the project's schema errors).
    expectReply(await createRaw('not-a-uuid', owner), 422, errorBody);
  });
});

describe('reading a conversation', () => {
  it("answers another user's conversation exactly as a missing one: 404, the same message", async () => {
    const [owner, teammate] = [await signUpUser(t.app), await signUpUser(t.app)];
    const school = await createSchool(t, owner, 'Shared School', `shared-school-${Date.now()}`);
    await addMember(t, school.id, teammate.user.id);
    const uuid = await start(owner, school.id);
    // Even a teammate who manages the same owner does not read it: it is the owner's own chat.
    const other = expectReply(await readRaw(uuid, teammate), 404, errorBody);
    const missing = expectReply(await readRaw(crypto.randomUUID(), teammate), 404, errorBody);
    expect(other.message).toBe(EVENT_CREATOR_REFUSALS.notFound);
    expect(missing.message).toBe(other.message);
    expectReply(await sendRaw(uuid, 'Hello', teammate), 404, errorBody);
    expectReply(await readRaw(uuid), 401, errorBody);
  });
});

describe('sending a message', () => {
  it('stores the trimmed message, sets thinking and queues one reply job; a second message waits (409)', async () => {
    const owner = await signUpUser(t.app);
    const uuid = await start(owner);
    const chat = expectReply(await sendRaw(uuid, '  Jazz night on Friday  ', owner), 201, creatorChatReply);
    expect(chat.status).toBe('thinking');
    expect(chat.messages).toEqual([{ id: expect.any(String), role: 'user', content: 'Jazz night on Friday' }]);
    expect((await t.jobs.backlog(EVENT_CREATOR_REPLY_QUEUE)).queued).toBe(1);

    const busy = expectReply(await sendRaw(uuid, 'And 120 seats', owner), 409, errorBody);
    expect(busy.reason).toBe(EVENT_CREATOR_REASONS.replying);

    await answerMessage({ db: t.db, assistant: scripted({}), timeoutMs: 5_000 }, await jobOf(uuid));
    const answered = expectReply(await readRaw(uuid, owner), 200, creatorChatReply);
    expect(answered.status).toBe('ready');
    expect(answered.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    await t.jobs.runUntilIdle(); // the queued job finds its message answered and does nothing
    expect(expectReply(await readRaw(uuid, owner), 200, creatorChatReply).messages).toHaveLength(2);
  });

  it('refuses (422) an empty, a blank and a too long message, an unknown conversation and a signed-out visitor', async () => {
    const owner = await signUpUser(t.app);
    const uuid = await start(owner);
    for (const message of ['', '   \n\t ', 'x'.repeat(EVENT_CREATOR_LIMITS.message + 1), 42]) {
      expectReply(await sendRaw(uuid, message, owner), 422, errorBody);
    }
    expect(expectReply(await sendRaw(uuid, '  ', owner), 422, errorBody).fieldErrors).toEqual({ message: EVENT_CREATOR_MESSAGES.emptyMessage });
    expectReply(await sendRaw(crypto.randomUUID(), 'Hello', owner), 404, errorBody);
    expectReply(await sendRaw(uuid, 'Hello', undefined), 401, errorBody);
    expect(expectReply(await readRaw(uuid, owner), 200, creatorChatReply).messages).toEqual([]);
  });

  it('refuses a message once the conversation has no room left for it and its reply', async () => {
    const owner = await signUpUser(t.app);
    const uuid = await start(owner);
    const filled = EVENT_CREATOR_LIMITS.messages - 1;
    await t.db.insert(eventCreatorMessages).values(
      Array.from({ length: filled }, (_, position) => ({
        creatorId: uuid,
        role: position % 2 ? ('user' as const) : ('assistant' as const),
        content: `Message ${position}`,
        position,
      })),
    );
    const full = expectReply(await sendRaw(uuid, 'One more', owner), 409, errorBody);
    expect(full).toMatchObject({ reason: EVENT_CREATOR_REASONS.full, message: EVENT_CREATOR_REFUSALS.full });
    expect(expectReply(await readRaw(uuid, owner), 200, creatorChatReply).messages).toHaveLength(filled);
  });

  it('after a failure, Resend of the same text queues the reply again without storing it twice', async () => {
    const owner = await signUpUser(t.app);
    const uuid = await start(owner);
    expectReply(await sendRaw(uuid, 'Quiz night', owner), 201, creatorChatReply);
    const job = await jobOf(uuid);
    await failReply(t.db, job);
    expect(expectReply(await readRaw(uuid, owner), 200, creatorChatReply).status).toBe('failed');

    const resent = expectReply(await sendRaw(uuid, 'Quiz night ', owner), 201, creatorChatReply);
    expect(resent.status).toBe('thinking');
    expect(resent.messages.map((m) => m.content)).toEqual(['Quiz night']);
    // The reply job of the Resend answers the same message.
    await answerMessage({ db: t.db, assistant: scripted({}), timeoutMs: 5_000 }, job);
    const answered = expectReply(await readRaw(uuid, owner), 200, creatorChatReply);
    expect(answered.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(answered.status).toBe('ready');
    // A late dead letter of the old job does not fail an answered conversation.
    await failReply(t.db, job);
    expect(expectReply(await readRaw(uuid, owner), 200, creatorChatReply).status).toBe('ready');
  });

  it('after a failure, a different text is stored as a new message', async () => {
    const owner = await signUpUser(t.app);
    const uuid = await start(owner);
    expectReply(await sendRaw(uuid, 'Quiz night', owner), 201, creatorChatReply);
    await failReply(t.db, await jobOf(uuid));
    const sent = expectReply(await sendRaw(uuid, 'Quiz night on Tuesday', owner), 201, creatorChatReply);
    expect(sent.messages.map((m) => m.content)).toEqual(['Quiz night', 'Quiz night on Tuesday']);
  });
});

describe('the messages rate rule', () => {
  const limited = useTestApp({ RATE_LIMIT_SCALE: '0.05' }); // 60 an hour scaled to 3

  it('refuses (429) the account past its messages of the hour, a Resend included', async () => {
    const owner = await signUpUser(limited.app);
    const uuid = expectReply(
      await limited.app.inject({ method: 'POST', url: `${P}?ownerId=${owner.user.id}`, headers: headers(owner) }),
      201,
      createCreatorReply,
    ).uuid;
    const send = () => limited.app.inject({ method: 'POST', url: `${P}/${uuid}/messages`, headers: headers(owner), payload: { message: 'Hi' } });
    for (let i = 0; i < 3; i += 1) {
      expectReply(await send(), 201, creatorChatReply);
      await limited.db.update(eventCreators).set({ status: 'failed' }).where(eq(eventCreators.id, uuid));
    }
    const refused = expectReply(await send(), 429, errorBody);
    expect(refused.message).toMatch(/^You are sending messages too fast/);
  });
});
