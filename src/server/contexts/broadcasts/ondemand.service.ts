import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { OndemandReply } from '../../../contracts/broadcasts.ts';
import { ONDEMAND_PAGE_SIZE } from '../../../contracts/broadcasts.messages.ts';
import { actingProfiles } from '../../platform/access/event-access.ts';
import { holdsOnlineTicketOf } from '../../platform/access/ticket-access.ts';
import type { Db } from '../../platform/db/client.ts';
import { broadcasts, eventOccurrences, events, profiles, videos } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { profileSummary } from '../accounts/index.ts';
import { admitsViewer, collaboratesOn } from '../videos/index.ts';

/**
 * /videos/ondemand: the replays the signed-in viewer may watch because they are theirs to watch: a ticket of the
 * date (first), a tier of a members' replay, or their own team's or collaboration's. Replays open to everyone show
 * on their owner's profile instead (docs/decisions/broadcasts.md).
 */
export async function ondemandVideos(db: Db, viewer: AuthUser, page: number): Promise<OndemandReply> {
  const viaTicket = holdsOnlineTicketOf(broadcasts.occurrenceId, viewer);
  const where = and(
    isNull(videos.deletedAt),
    eq(videos.status, 'ready'),
    or(viaTicket, inArray(events.ownerId, actingProfiles(viewer)), collaboratesOn(videos.id, viewer.id), admitsViewer(videos.id, viewer)),
  );
  const base = db
    .select({
      video: { id: videos.id, title: videos.title, durationSeconds: videos.durationSeconds },
      broadcastId: broadcasts.id,
      event: { id: events.id, name: events.name },
      owner: profiles,
      startsAt: eventOccurrences.startsAt,
      timezone: eventOccurrences.timezone,
      viaTicket: sql<boolean>`${viaTicket}`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(broadcasts)
    .innerJoin(videos, eq(videos.id, broadcasts.replayVideoId))
    .innerJoin(events, eq(events.id, broadcasts.eventId))
    .innerJoin(eventOccurrences, eq(eventOccurrences.id, broadcasts.occurrenceId))
    .innerJoin(profiles, eq(profiles.id, events.ownerId))
    .where(where);
  const rows = await base
    .orderBy(desc(sql`${viaTicket}`), desc(eventOccurrences.startsAt), videos.id)
    .limit(ONDEMAND_PAGE_SIZE)
    .offset((page - 1) * ONDEMAND_PAGE_SIZE);
  return {
    data: rows.map((r) => ({
      videoId: r.video.id,
      title: r.video.title,
      durationSeconds: r.video.durationSeconds,
      broadcastId: r.broadcastId,
      event: r.event,
      owner: profileSummary(r.owner),
      startsAt: r.startsAt.toISOString(),
      timezone: r.timezone,
      viaTicket: Boolean(r.viaTicket),
    })),
    page,
    perPage: ONDEMAND_PAGE_SIZE,
    totalCount: rows[0]?.total ?? (page > 1 ? await countOf(db, where) : 0),
  };
}

/** The count when the page is past the end (no row carries it). */
async function countOf(db: Db, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(broadcasts)
    .innerJoin(videos, eq(videos.id, broadcasts.replayVideoId))
    .innerJoin(events, eq(events.id, broadcasts.eventId))
    .where(where);
  return row?.n ?? 0;
}
