import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BroadcastView, ReplayView } from '../../../contracts/broadcasts.ts';
import type { ReplayAudience } from '../../../domain/broadcasts.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { broadcasts, eventOccurrences, videoMembershipTiers, videos } from '../../platform/db/schema/index.ts';
import type { BroadcastRow } from './broadcast-rows.ts';
import type { ViewerCounter } from './viewers.ts';

type Occurrence = Pick<typeof eventOccurrences.$inferSelect, 'id' | 'startsAt' | 'endsAt' | 'timezone'>;

export interface ViewDeps {
  db: Queryable;
  viewers: ViewerCounter;
  /** The RTMP ingest's address (rtmp://host:port/live), null when RTMP is off. */
  rtmpUrl: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A replay's audience from its video: public is everyone's, members-only with tiers their members', else holders only. */
export const audienceOf = (visibility: string, tierIds: readonly string[]): ReplayAudience =>
  visibility === 'public' ? 'everyone' : tierIds.length ? 'members' : 'ticket-holders';

/** The replays (not deleted) of the broadcasts, by video id. */
export async function replaysOf(db: Queryable, videoIds: readonly string[]): Promise<Map<string, ReplayView>> {
  if (!videoIds.length) return new Map();
  const [rows, tiers] = await Promise.all([
    db
      .select({ id: videos.id, status: videos.status, visibility: videos.visibility })
      .from(videos)
      .where(and(inArray(videos.id, [...videoIds]), isNull(videos.deletedAt))),
    db
      .select({ videoId: videoMembershipTiers.videoId, tierId: videoMembershipTiers.tierId })
      .from(videoMembershipTiers)
      .where(inArray(videoMembershipTiers.videoId, [...videoIds])),
  ]);
  return new Map(
    rows.map((v) => {
      const tierIds = tiers.filter((t) => t.videoId === v.id).map((t) => t.tierId);
      return [v.id, { videoId: v.id, status: v.status, visibility: v.visibility, audience: audienceOf(v.visibility, tierIds), tierIds }];
    }),
  );
}

/** The Broadcast tab's rows; the key and ingest address only when `canManage`. */
export async function broadcastViews(
  deps: ViewDeps,
  rows: { broadcast: BroadcastRow; occurrence: Occurrence }[],
  canManage: boolean,
): Promise<BroadcastView[]> {
  const [replays, viewers] = await Promise.all([
    replaysOf(
      deps.db,
      rows.flatMap((r) => (r.broadcast.replayVideoId ? [r.broadcast.replayVideoId] : [])),
    ),
    deps.viewers.counts(rows.map((r) => r.broadcast.id)),
  ]);
  return rows.map(({ broadcast: b, occurrence: o }) => ({
    id: b.id,
    eventId: b.eventId,
    occurrence: { id: o.id, startsAt: o.startsAt.toISOString(), endsAt: o.endsAt.toISOString(), timezone: o.timezone },
    mode: b.mode,
    externalUrl: b.externalUrl,
    status: b.status,
    startedAt: iso(b.startedAt),
    endedAt: iso(b.endedAt),
    viewers: viewers.get(b.id) ?? 0,
    ingest: canManage ? { rtmpUrl: deps.rtmpUrl, streamKey: b.streamKey } : null,
    replay: (b.replayVideoId && replays.get(b.replayVideoId)) || null,
    canManage,
  }));
}

/** One broadcast's view, read again (after a change). */
export async function broadcastView(deps: ViewDeps, id: string, canManage: boolean): Promise<BroadcastView> {
  const rows = await deps.db
    .select({ broadcast: broadcasts, occurrence: eventOccurrences })
    .from(broadcasts)
    .innerJoin(eventOccurrences, eq(eventOccurrences.id, broadcasts.occurrenceId))
    .where(eq(broadcasts.id, id));
  return (await broadcastViews(deps, rows, canManage))[0]!;
}
