import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCreatorReply, creatorChatReply } from '../../../contracts/event-creator.ts';
import { EVENT_CREATOR_REASONS } from '../../../contracts/event-creator.messages.ts';
import { errorBody } from '../../../contracts/errors.ts';
import type { AssistantStep, EventDraft } from '../../../domain/event-creator/draft.ts';
import { eventCreatorMessages, events } from '../../platform/db/schema/index.ts';
import { EVENT_CREATOR_REPLY_QUEUE } from '../../platform/jobs/catalog.ts';
import { headers } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { answerMessage } from './reply-job.ts';

/** Races of one conversation (they only race on a PostgreSQL server: vitest.postgres.config.ts lists this file). */

const t = useTestApp();
const P = '/api/v1/event_creators';

const DRAFT: EventDraft = {
  name: 'Quiz night',
  description: null,
  timezone: 'Europe/London',
  currency: 'gbp',
  dates: [{ startsAt: '2027-10-15T20:00:00+01:00', endsAt: '2027-10-15T22:00:00+01:00', doorTime: null }],
  attendance: 'online',
  venue: null,
  tickets: [{ name: 'Entry', price: 0, quantity: 50, sale: 'advance' }],
  questions: [],
};

async function conversation() {
  const owner = await signUpUser(t.app);
  const uuid = expectReply(
    await t.app.inject({ method: 'POST', url: `${P}?ownerId=${owner.user.id}`, headers: headers(owner) }),
    201,
    createCreatorReply,
  ).uuid;
  const send = (message: string) => t.app.inject({ method: 'POST', url: `${P}/${uuid}/messages`, headers: headers(owner), payload: { message } });
  return { owner, uuid, send };
}

describe('one conversation, two writers at once', () => {
  it('takes one of two messages sent at once and refuses the other (409): one message, one job', async () => {
    const { uuid, send } = await conversation();
    const replies = await Promise.all([send('First'), send('Second')]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    // The row lock makes the second wait for the first and see it thinking (not a bare duplicate position).
    expect(
      expectReply(
        replies.find((r) => r.statusCode === 409)!,
        409,
        errorBody,
      ).reason,
    ).toBe(EVENT_CREATOR_REASONS.replying);
    expect(await t.db.select().from(eventCreatorMessages).where(eq(eventCreatorMessages.creatorId, uuid))).toHaveLength(1);
    expect((await t.jobs.backlog(EVENT_CREATOR_REPLY_QUEUE)).queued).toBe(1);
  });

  it('answers once and creates one event when the reply job runs twice at once', async () => {
    const { owner, send } = await conversation();
    const chat = expectReply(await send('Yes'), 201, creatorChatReply);
    const job = { creatorId: chat.uuid, messageId: chat.messages[0]!.id };
    const step: AssistantStep = { action: 'create', content: 'Creating it.', draft: DRAFT };
    const assistant = { reply: async () => step };
    await Promise.all([answerMessage({ db: t.db, assistant, timeoutMs: 5_000 }, job), answerMessage({ db: t.db, assistant, timeoutMs: 5_000 }, job)]);
    expect(await t.db.select().from(events).where(eq(events.ownerId, owner.user.id))).toHaveLength(1);
    const messages = await t.db.select().from(eventCreatorMessages).where(eq(eventCreatorMessages.creatorId, chat.uuid));
    expect(messages.map((m) => m.role).sort()).toEqual(['assistant', 'assistant', 'user']);
  });
});
