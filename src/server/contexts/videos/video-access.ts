import { and, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { VIDEO_API_MESSAGES } from '../../../contracts/videos.messages.ts';
import { managementAccess } from '../../../domain/access.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { broadcasts, membershipSubscriptions, videoCollaborators, videoMembershipTiers, videos } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { notFound } from '../../platform/http/errors.ts';
import { profileRights } from '../../platform/access/profile-access.ts';
import { hasAccessNow, ofViewer } from '../../platform/access/member-access.ts';
import { holdsOnlineTicketOf } from '../../platform/access/ticket-access.ts';

/** Who may play and who may manage a video (issue 12, content-management 6); the rules the player and streams share. */

export type Video = typeof videos.$inferSelect;

/** A video that is not deleted; an unknown or deleted one is 404 with the player's words. */
export async function findLiveVideo(db: Queryable, id: string): Promise<Video> {
  const [video] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), isNull(videos.deletedAt)))
    .limit(1);
  if (!video) throw notFound(VIDEO_API_MESSAGES.notFound);
  return video;
}

/** The viewer collaborates on the video (SQL, for one video or a list's rows). */
export const collaboratesOn = (videoId: AnyColumn | string, viewerId: string) =>
  sql<boolean>`exists (select 1 from ${videoCollaborators} where ${videoCollaborators.videoId} = ${videoId} and ${videoCollaborators.profileId} = ${viewerId})`;

/** The viewer holds, now, one of the tiers the video is for (by account, or by verified e-mail: member-access.ts). */
export const holdsTierOf = (videoId: AnyColumn | string, viewer: AuthUser, now = new Date()) =>
  sql<boolean>`exists (select 1 from ${videoMembershipTiers} join ${membershipSubscriptions}
    on ${membershipSubscriptions.tierId} = ${videoMembershipTiers.tierId}
    where ${videoMembershipTiers.videoId} = ${videoId} and ${ofViewer(viewer)} and ${hasAccessNow(now)})`;

/**
 * The video is a broadcast's replay and the viewer holds an active online ticket of that broadcast's date (issue
 * 30): they watch it whatever its visibility, as they watched it live.
 */
export const holdsReplayTicketOf = (videoId: AnyColumn | string, viewer: AuthUser) =>
  sql<boolean>`exists (select 1 from ${broadcasts} where ${broadcasts.replayVideoId} = ${videoId}
    and ${holdsOnlineTicketOf(broadcasts.occurrenceId, viewer)})`;

/** What admits a viewer to a members-only video beyond its team: one of its tiers, or its broadcast's ticket. */
export const admitsViewer = (videoId: AnyColumn | string, viewer: AuthUser) =>
  sql<boolean>`(${holdsTierOf(videoId, viewer)} or ${holdsReplayTicketOf(videoId, viewer)})`;

export interface VideoRights {
  /** Plays it: a public video, or its managers, its owner's team, its collaborators, members of its tiers, and (a
   * broadcast's replay) the ticket holders of the broadcast's date. */
  canPlay: boolean;
  /** Sees its processing states and the edit link: its owner (or who edits the owner), a collaborator, an admin. */
  canManage: boolean;
}

export async function videoRights(db: Db, viewer: AuthUser | null, video: Pick<Video, 'id' | 'ownerId' | 'visibility'>): Promise<VideoRights> {
  const isPublic = video.visibility === 'public';
  if (!viewer) return { canPlay: isPublic, canManage: false };
  const teamAccess = managementAccess(viewer, video.ownerId);
  const { rows } = await db.execute<{ collaborator: boolean; member: boolean }>(
    sql`select ${collaboratesOn(video.id, viewer.id)} as collaborator,
      ${isPublic ? sql`false` : admitsViewer(video.id, viewer)} as member`,
  );
  const facts = rows[0];
  const collaborator = Boolean(facts?.collaborator);
  const edits = teamAccess !== null && (await profileRights(db, viewer, video.ownerId)).canEdit;
  const canManage = edits || collaborator;
  return { canPlay: isPublic || canManage || teamAccess !== null || Boolean(facts?.member), canManage };
}
