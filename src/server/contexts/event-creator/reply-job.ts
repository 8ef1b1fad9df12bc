import { and, asc, eq } from 'drizzle-orm';
import { EVENT_CREATOR_REPLIES } from '../../../contracts/event-creator.messages.ts';
import type { AssistantStep, CreatorContext } from '../../../domain/event-creator/draft.ts';
import { managementButtonPath } from '../../../domain/events.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { eventCreatorMessages, eventCreators } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError } from '../../platform/http/errors.ts';
import { findProfile, sessionUser } from '../accounts/index.ts';
import type { EventAssistant } from './assistant.ts';
import { createDraftEvent } from './draft-event.ts';

/**
 * The reply job: the assistant answers the organizer's message `messageId`, then one transaction appends its
 * message(s), stores the new draft and sets the conversation ready, only while that message is still the last and
 * unanswered. A job run twice (a retry after a crash, an expiry) therefore answers once.
 */

export interface ReplyDeps {
  db: Db;
  assistant: EventAssistant;
  /** The reply's time limit (AI_TIMEOUT_SECONDS); the assistant's call is aborted past it. */
  timeoutMs: number;
}

export interface ReplyJob {
  creatorId: string;
  messageId: string;
}

const transcriptOf = (db: Db | Tx, creatorId: string) =>
  db.select().from(eventCreatorMessages).where(eq(eventCreatorMessages.creatorId, creatorId)).orderBy(asc(eventCreatorMessages.position));

/** Whether `messageId` is the conversation's last message, from the organizer, still waiting for its reply. */
async function awaitsReply(db: Db | Tx, creator: typeof eventCreators.$inferSelect | undefined, messageId: string) {
  if (creator?.status !== 'thinking') return null;
  const transcript = await transcriptOf(db, creator.id);
  const last = transcript.at(-1);
  return last?.id === messageId && last.role === 'user' ? transcript : null;
}

export async function answerMessage(deps: ReplyDeps, job: ReplyJob): Promise<void> {
  const { db } = deps;
  const [creator] = await db.select().from(eventCreators).where(eq(eventCreators.id, job.creatorId));
  const transcript = await awaitsReply(db, creator, job.messageId);
  if (!creator || !transcript) return;
  const [owner, user] = await Promise.all([findProfile(db, creator.ownerId), sessionUser(db, creator.userId)]);
  const context: CreatorContext = {
    now: transcript.at(-1)!.createdAt,
    timezone: owner.timezone,
    currency: owner.currency,
    firstName: user.firstName,
    ownerName: owner.name,
  };
  const turns = transcript.map((m) => ({ role: m.role, content: m.content }));
  const step = await deps.assistant.reply({ transcript: turns, draft: creator.draft, context }, AbortSignal.timeout(deps.timeoutMs));

  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(eventCreators).where(eq(eventCreators.id, job.creatorId)).for('update');
    const current = await awaitsReply(tx, locked, job.messageId);
    if (!locked || !current) return;
    const draft = step.action === 'refuse' ? locked.draft : step.draft;
    const replies = [step.content];
    let eventId = locked.eventId;
    if (step.action === 'create') {
      const created = eventId ?? (await createOrExplain(tx, user, locked.ownerId, step));
      if (typeof created === 'string') {
        eventId = created;
        replies.push(EVENT_CREATOR_REPLIES.created(managementButtonPath(created, 'Details')));
      } else replies.splice(0, 1, created.refusal);
    }
    const texts = replies.filter((r) => r.trim());
    const base = current.at(-1)!.position + 1;
    await tx
      .insert(eventCreatorMessages)
      .values(texts.map((content, i) => ({ creatorId: locked.id, role: 'assistant' as const, content, position: base + i })));
    await tx.update(eventCreators).set({ draft, eventId, status: 'ready', updatedAt: new Date() }).where(eq(eventCreators.id, locked.id));
  });
}

/**
 * Creates the event in a savepoint: when the event services refuse the draft (a gap, an end before its start), the
 * savepoint rolls back and the assistant's reply says what to correct instead; the conversation goes on.
 */
async function createOrExplain(tx: Tx, user: AuthUser, ownerId: string, step: AssistantStep) {
  try {
    return await tx.transaction((sp) => createDraftEvent(sp, user, ownerId, step.draft));
  } catch (err) {
    if (!(err instanceof AppError) || err.code === 'forbidden') throw err;
    const problems = err.messages ?? (err.fieldErrors ? Object.values(err.fieldErrors) : [err.message]);
    return { refusal: EVENT_CREATOR_REPLIES.createRefused(problems.join('; ')) };
  }
}

/** The dead letter: the reply failed for good, so the page shows 'Something went wrong.' with Resend. */
export async function failReply(db: Db, job: ReplyJob): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(eventCreators).where(eq(eventCreators.id, job.creatorId)).for('update');
    if (!(await awaitsReply(tx, locked, job.messageId))) return;
    await tx
      .update(eventCreators)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(eventCreators.id, job.creatorId), eq(eventCreators.status, 'thinking')));
  });
}
