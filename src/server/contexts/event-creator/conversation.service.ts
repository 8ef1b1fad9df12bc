import { and, asc, desc, eq } from 'drizzle-orm';
import type { CreatorChatReply } from '../../../contracts/event-creator.ts';
import { EVENT_CREATOR_LIMITS, EVENT_CREATOR_REASONS, EVENT_CREATOR_REFUSALS as R } from '../../../contracts/event-creator.messages.ts';
import { emptyDraft } from '../../../domain/event-creator/draft.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { eventCreatorMessages, eventCreators } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { notFound, refusal } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { EVENT_CREATOR_REPLY_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { findProfile } from '../accounts/index.ts';
import { replyTimeoutMs } from './assistants.ts';

/**
 * The conversation (buyer-side 2.4, 7): only the user who started it reads or writes it. A message is stored, the
 * status set to thinking and the reply job queued in one transaction, so a message never waits for a job that was
 * not sent, nor a job answers a message that was rolled back.
 */

export interface ConversationDeps {
  db: Db;
  jobs: Jobs;
  limits: RateLimiter;
  config: Pick<Config, 'ai'>;
}

/** The job's expiry: past the reply's own time limit, with room for its transaction, so a live call is never expired. */
const replyExpirySeconds = (config: Pick<Config, 'ai'>) => Math.ceil(replyTimeoutMs(config) / 1000) + 30;

export async function startConversation(db: Db, user: AuthUser, ownerId: string): Promise<{ uuid: string }> {
  // The gate checked that the user manages the owner; the owner is fixed here, never by what the chat says.
  const owner = await findProfile(db, ownerId);
  // In a transaction, as every change an admin may make in someone's area: its audit row commits with it.
  const [row] = await db.transaction((tx) =>
    tx
      .insert(eventCreators)
      .values({ ownerId, userId: user.id, draft: emptyDraft({ timezone: owner.timezone, currency: owner.currency }) })
      .returning({ id: eventCreators.id }),
  );
  return { uuid: row!.id };
}

/** The user's own conversation; anyone else's answers as a missing one (never reveal another user's chat). */
async function ownConversation(db: Queryable, user: AuthUser, uuid: string, lock = false) {
  const query = db
    .select()
    .from(eventCreators)
    .where(and(eq(eventCreators.id, uuid), eq(eventCreators.userId, user.id)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(R.notFound);
  return row;
}

export async function readConversation(db: Queryable, user: AuthUser, uuid: string): Promise<CreatorChatReply> {
  const row = await ownConversation(db, user, uuid);
  const messages = await db
    .select({ id: eventCreatorMessages.id, role: eventCreatorMessages.role, content: eventCreatorMessages.content })
    .from(eventCreatorMessages)
    .where(eq(eventCreatorMessages.creatorId, uuid))
    .orderBy(asc(eventCreatorMessages.position));
  return { uuid: row.id, ownerId: row.ownerId, messages, status: row.status, eventId: row.eventId };
}

/**
 * Stores the organizer's message and queues its reply. A Resend after a failure (the same text as the unanswered
 * last message) stores nothing new: it queues the reply again.
 */
export async function sendMessage(deps: ConversationDeps, user: AuthUser, uuid: string, text: string): Promise<CreatorChatReply> {
  const { db } = deps;
  const content = text.trim();
  await ownConversation(db, user, uuid);
  // Every message may cost a language-model call: counted per account (Resend too).
  await deps.limits.hit(RATE_RULES.eventCreatorMessage, user.id);
  await db.transaction(async (tx) => {
    const creator = await ownConversation(tx, user, uuid, true);
    if (creator.status === 'thinking') throw refusal('conflict', EVENT_CREATOR_REASONS.replying, R.replying);
    const [last] = await tx
      .select()
      .from(eventCreatorMessages)
      .where(eq(eventCreatorMessages.creatorId, uuid))
      .orderBy(desc(eventCreatorMessages.position))
      .limit(1);
    const resend = creator.status === 'failed' && last?.role === 'user' && last.content === content;
    let messageId = last?.id;
    if (!resend) {
      const position = last ? last.position + 1 : 0;
      // Room for this message and its reply.
      if (position + 2 > EVENT_CREATOR_LIMITS.messages) throw refusal('conflict', EVENT_CREATOR_REASONS.full, R.full);
      const [row] = await tx
        .insert(eventCreatorMessages)
        .values({ creatorId: uuid, role: 'user', content, position })
        .returning({ id: eventCreatorMessages.id });
      messageId = row!.id;
    }
    await tx.update(eventCreators).set({ status: 'thinking', updatedAt: new Date() }).where(eq(eventCreators.id, uuid));
    await deps.jobs.send(
      EVENT_CREATOR_REPLY_QUEUE,
      { creatorId: uuid, messageId: messageId! },
      { tx, expireInSeconds: replyExpirySeconds(deps.config) },
    );
  });
  return readConversation(db, user, uuid);
}
