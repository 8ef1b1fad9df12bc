import { eq } from 'drizzle-orm';
import { formatInZone } from '../../../domain/dates.ts';
import { REPLAY_DATE_FORMAT, replayTitle } from '../../../domain/broadcasts.ts';
import { BROADCAST_API_MESSAGES } from '../../../contracts/broadcasts.messages.ts';
import { VIDEO_FIELD_LIMITS } from '../../../domain/videos.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { broadcasts, eventOccurrences, events } from '../../platform/db/schema/index.ts';
import type { BROADCAST_REPLAY_QUEUE, JobData } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { publishRecording, recordingName, stageRecording } from '../videos/index.ts';
import { broadcastPrefix } from './ingest/live-ingest.ts';

/**
 * The replay (issue 30): when a broadcast ends, its recording becomes a video of the event owner's library, titled
 * "<event> (<date in the event's zone>)", processed as an upload is (poster, HLS renditions), watchable by the
 * date's ticket holders (contexts/videos/video-access.ts) and, by the organizer's choice, members or everyone.
 */

export interface ReplayDeps {
  db: Db;
  jobs: Jobs;
  storage: Storage;
  config: Pick<Config, 'dataDir' | 'storage'>;
}

/** The job copies the recording (about 1 s a recorded minute on a local disk) and writes two rows; a margin on top. */
export const replayExpirySeconds = (durationSeconds: number) => 120 + Math.ceil(durationSeconds / 60);

/**
 * broadcasts.replay: once per broadcast (a retry after the commit finds the replay made and only tidies up). The
 * broadcast's files in Storage (live segments, playlist, recording) go once the video has its own copy: an ended
 * broadcast is never live again, and its replay is the video's to play.
 */
export async function makeReplay(deps: ReplayDeps, job: JobData<typeof BROADCAST_REPLAY_QUEUE>): Promise<void> {
  const [row] = await deps.db
    .select({
      replayVideoId: broadcasts.replayVideoId,
      ownerId: events.ownerId,
      name: events.name,
      startsAt: eventOccurrences.startsAt,
      zone: eventOccurrences.timezone,
    })
    .from(broadcasts)
    .innerJoin(events, eq(events.id, broadcasts.eventId))
    .innerJoin(eventOccurrences, eq(eventOccurrences.id, broadcasts.occurrenceId))
    .where(eq(broadcasts.id, job.broadcastId));
  if (!row) return;
  if (!row.replayVideoId) await publishReplay(deps, job, row);
  await deps.storage.removePrefix(broadcastPrefix(job.broadcastId));
}

/** The recording as a video of the owner's library (none when no recording was kept: nothing to replay). */
async function publishReplay(
  deps: ReplayDeps,
  job: JobData<typeof BROADCAST_REPLAY_QUEUE>,
  row: { ownerId: string; name: string; startsAt: Date; zone: string },
) {
  const name = recordingName(job.broadcastId);
  const byteSize = await stageRecording(deps, job.storageKey, name);
  if (byteSize === null) return;
  const date = formatInZone(row.startsAt, row.zone, REPLAY_DATE_FORMAT);
  const title = replayTitle(row.name, date, VIDEO_FIELD_LIMITS.title);
  const description = BROADCAST_API_MESSAGES.replayDescription(row.name, date);
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ replayVideoId: broadcasts.replayVideoId })
      .from(broadcasts)
      .where(eq(broadcasts.id, job.broadcastId))
      .for('update');
    if (!locked || locked.replayVideoId) return;
    const videoId = await publishRecording(tx, deps.jobs, { ownerId: row.ownerId, title, description, name, byteSize, visibility: 'members_only' });
    await tx.update(broadcasts).set({ replayVideoId: videoId, updatedAt: new Date() }).where(eq(broadcasts.id, job.broadcastId));
  });
}
