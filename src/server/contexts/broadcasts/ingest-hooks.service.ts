import { and, eq, isNull, ne } from 'drizzle-orm';
import { publisherState } from '../../../domain/broadcasts.ts';
import type { Db } from '../../platform/db/client.ts';
import { broadcasts } from '../../platform/db/schema/index.ts';
import { BROADCAST_REPLAY_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { sessionUser } from '../accounts/index.ts';
import { openBroadcast } from './broadcast-access.ts';
import type { IngestHooks } from './ingest/hooks.ts';
import { replayExpirySeconds } from './replay.service.ts';

/** A stream key is 32 base64url characters (broadcast-rows.ts); anything else opens nothing, unread. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** A broadcast the key opens: ours (not external), not ended, its Stop not asked. */
const openedBy = (streamKey: string) =>
  and(eq(broadcasts.streamKey, streamKey), eq(broadcasts.mode, 'ovation'), ne(broadcasts.status, 'ended'), isNull(broadcasts.stopRequestedAt));

/** The ingest's questions about the broadcasts table (the seam of ./ingest/hooks.ts). */
export function ingestHooks(deps: { db: Db; jobs: Jobs }): IngestHooks {
  const { db, jobs } = deps;
  return {
    async authorizeKey(streamKey) {
      if (!KEY_SHAPE.test(streamKey)) return null;
      const [row] = await db.select({ broadcastId: broadcasts.id }).from(broadcasts).where(openedBy(streamKey)).limit(1);
      return row ?? null;
    },

    async authorizeAccount(broadcastId, accountId) {
      const user = await sessionUser(db, accountId).catch(() => null);
      if (!user) return false;
      const opened = await openBroadcast(db, user, broadcastId, 'manage').catch(() => null);
      return opened !== null && opened.broadcast.mode === 'ovation' && opened.broadcast.status !== 'ended';
    },

    async publisherState(broadcastId, streamKey) {
      const [row] = await db
        .select({ mode: broadcasts.mode, status: broadcasts.status, streamKey: broadcasts.streamKey, stopRequestedAt: broadcasts.stopRequestedAt })
        .from(broadcasts)
        .where(eq(broadcasts.id, broadcastId))
        .limit(1);
      return publisherState(row ?? null, streamKey);
    },

    async wentLive(broadcastId) {
      const now = new Date();
      await db
        .update(broadcasts)
        .set({ status: 'live', startedAt: now, updatedAt: now })
        .where(and(eq(broadcasts.id, broadcastId), eq(broadcasts.status, 'idle')));
    },

    async ended(broadcastId, recording) {
      await db.transaction(async (tx) => {
        const now = new Date();
        const [ended] = await tx
          .update(broadcasts)
          .set({ status: 'ended', endedAt: now, updatedAt: now })
          .where(and(eq(broadcasts.id, broadcastId), ne(broadcasts.status, 'ended')))
          .returning({ id: broadcasts.id });
        // Ended once: a second call (a retry, a stop racing the reconnect window) queues no second replay.
        if (!ended || recording.durationSeconds <= 0) return;
        await jobs.send(
          BROADCAST_REPLAY_QUEUE,
          { broadcastId, storageKey: recording.storageKey, durationSeconds: recording.durationSeconds },
          { tx, id: broadcastId, expireInSeconds: replayExpirySeconds(recording.durationSeconds) },
        );
      });
    },
  };
}
