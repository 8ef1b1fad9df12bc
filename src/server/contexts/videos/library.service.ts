import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  VIDEO_API_MESSAGES,
  type CollaboratorView,
  type VideoListQuery,
  type VideoRow as ListRow,
  type VideoSort,
  type VideoView,
} from '../../../contracts/videos.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import {
  broadcasts,
  events,
  orders,
  profiles,
  videoCollaboratorInvitations,
  videoCollaborators,
  videoMembershipTiers,
  videos,
} from '../../platform/db/schema/index.ts';
import { managementAccess } from '../../../domain/access.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { notFound } from '../../platform/http/errors.ts';
import { uploadUrl } from '../accounts/index.ts';
import { collaboratesOn, type Video } from './video-access.ts';
import { autoPosterUrl, thumbnailUrl, type PosterLinks } from './video-posters.ts';
import { readTogether } from '../../platform/db/read-together.ts';

/** The videos list and the edit page's video (content-management 2.4, 3 Video; accounts-and-reporting 4). */

/**
 * A video of `ownerId` that is not deleted. Anyone else's video, a deleted one and an unknown id all answer the
 * same 404, so an id never reveals that a video exists.
 */
export async function findOwnedVideo(db: Queryable, id: string, ownerId: string): Promise<Video> {
  const [video] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.ownerId, ownerId), isNull(videos.deletedAt)))
    .limit(1);
  if (!video) throw notFound(VIDEO_API_MESSAGES.notFound);
  return video;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS: Record<VideoSort, SQL> = {
  uploadedAt: sql`coalesce(${videos.uploadedAt}, ${videos.createdAt})`,
  title: sql`lower(${videos.title})`,
  privacy: sql`${videos.visibility}`,
  views: sql`${videos.viewCount}`,
  favorited: sql`${videos.likeCount}`,
};

/** Completed donations to the video (ArtistVideo orders), in minor units. */
const donationsSum = sql<number>`(select coalesce(sum(${orders.total}), 0) from ${orders}
  where ${orders.videoId} = ${videos.id} and ${orders.productType} = 'ArtistVideo' and ${orders.status} = 'completed')`.mapWith(Number);

const hasCollaborators = sql<boolean>`(exists (select 1 from ${videoCollaborators} where ${videoCollaborators.videoId} = ${videos.id})
  or exists (select 1 from ${videoCollaboratorInvitations} where ${videoCollaboratorInvitations.videoId} = ${videos.id}))`.mapWith(Boolean);

/**
 * Whether the viewer of the list plays a row (video-access.ts's rule, for the rows a list can hold): `ownerId`'s
 * own videos (the list's gate is its management), and a shared one they manage the owner of or collaborate on.
 */
const playsRow = (viewer: AuthUser, ownerId: string, v: Pick<Video, 'ownerId' | 'visibility'>, viewerCollaborates: boolean) =>
  v.visibility === 'public' || v.ownerId === ownerId || viewerCollaborates || managementAccess(viewer, v.ownerId) !== null;

/**
 * The videos list of `ownerId`: its own videos and those it collaborates on, not deleted, searched by title,
 * sorted (ties by id) and paged. One query for the page (donations and collaborators as subqueries), one count.
 */
export async function listVideos(db: Db, links: PosterLinks & { viewer: AuthUser }, ownerId: string, query: Omit<VideoListQuery, 'ownerId'>) {
  const search = query.query?.trim();
  const where = and(
    isNull(videos.deletedAt),
    or(eq(videos.ownerId, ownerId), collaboratesOn(videos.id, ownerId)),
    search ? ilike(videos.title, `%${escapeLike(search)}%`) : undefined,
  );
  const order = query.direction === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        video: videos,
        owner: {
          id: profiles.id,
          username: profiles.username,
          name: profiles.name,
          currency: profiles.currency,
          paymentAccountId: profiles.paymentAccountId,
        },
        donations: donationsSum,
        hasCollaborators,
        viewerCollaborates: collaboratesOn(videos.id, links.viewer.id).mapWith(Boolean),
      })
      .from(videos)
      .innerJoin(profiles, eq(profiles.id, videos.ownerId))
      .where(where)
      .orderBy(order(SORTS[query.sort]), order(videos.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(videos).where(where),
  ]);
  const data = rows.map(({ video: v, owner, donations, hasCollaborators, viewerCollaborates }): ListRow => ({
    id: v.id,
    title: v.title,
    thumbnail: thumbnailUrl(links, v, playsRow(links.viewer, ownerId, v, viewerCollaborates)),
    membersOnly: v.visibility === 'members_only',
    uploadedAt: v.uploadedAt?.toISOString() ?? null,
    // Donations go through the owner's payment account: none connected, no donations to count.
    donationsSum: owner.paymentAccountId ? donations : 'N/A',
    currency: owner.currency,
    viewCount: v.viewCount,
    likeCount: v.likeCount,
    owner: { id: owner.id, username: owner.username, name: owner.name },
    isOwner: v.ownerId === ownerId,
    hasCollaborators,
    status: v.status,
    progress: v.progress,
    failureReason: v.failureReason,
  }));
  return { data, page: query.page, perPage: query.perPage, totalCount: total?.n ?? 0 };
}

/** The video's collaborators: accounts (oldest first), then pending invitations (oldest first). */
async function collaboratorsOf(db: Queryable, videoId: string): Promise<CollaboratorView[]> {
  const [accounts, invitations] = await readTogether(
    db,
    () =>
      db
        .select({ profile: profiles })
        .from(videoCollaborators)
        .innerJoin(profiles, eq(profiles.id, videoCollaborators.profileId))
        .where(eq(videoCollaborators.videoId, videoId))
        .orderBy(asc(videoCollaborators.createdAt), asc(profiles.id)),
    () =>
      db
        .select()
        .from(videoCollaboratorInvitations)
        .where(eq(videoCollaboratorInvitations.videoId, videoId))
        .orderBy(asc(videoCollaboratorInvitations.createdAt), asc(videoCollaboratorInvitations.id)),
  );
  return [...accounts.map(({ profile }) => accountCollaborator(profile)), ...invitations.map(invitedCollaborator)];
}

export const accountCollaborator = (
  p: Pick<typeof profiles.$inferSelect, 'id' | 'username' | 'name' | 'avatarUploadId' | 'type'>,
): CollaboratorView => ({
  uuid: p.id,
  identifier: p.username,
  name: p.name,
  avatar: uploadUrl(p.avatarUploadId),
  type: p.type,
  invitation: false,
});

export const invitedCollaborator = (i: Pick<typeof videoCollaboratorInvitations.$inferSelect, 'id' | 'email'>): CollaboratorView => ({
  uuid: i.id,
  identifier: i.email,
  name: i.email,
  avatar: null,
  type: null,
  invitation: true,
});

/** The event whose broadcast `videoId` is the replay of, or null (issue 30). */
export async function broadcastOfReplay(db: Queryable, videoId: string): Promise<{ eventId: string; eventName: string } | null> {
  const [row] = await db
    .select({ eventId: events.id, eventName: events.name })
    .from(broadcasts)
    .innerJoin(events, eq(events.id, broadcasts.eventId))
    .where(eq(broadcasts.replayVideoId, videoId))
    .limit(1);
  return row ?? null;
}

/** The edit page's video: its fields, thumbnails, tiers and collaborators (for its owner's managers, who play it). */
export async function videoView(db: Queryable, links: PosterLinks, video: Video): Promise<VideoView> {
  // The demo history saves videos inside its transaction: the reads take turns there (readTogether).
  const [tiers, collaborators, replayOf] = await readTogether(
    db,
    () =>
      db
        .select({ id: videoMembershipTiers.tierId })
        .from(videoMembershipTiers)
        .where(eq(videoMembershipTiers.videoId, video.id))
        .orderBy(asc(videoMembershipTiers.tierId)),
    () => collaboratorsOf(db, video.id),
    () => broadcastOfReplay(db, video.id),
  );
  return {
    id: video.id,
    ownerId: video.ownerId,
    title: video.title,
    description: video.description,
    tags: video.tags,
    visibility: video.visibility,
    membersOnly: video.visibility === 'members_only',
    membershipTierIds: tiers.map((t) => t.id),
    posterSource: video.posterSource,
    thumbnail: thumbnailUrl(links, video, true),
    autoThumbnail: autoPosterUrl(links, video, true),
    coverImage: video.thumbnailUploadId,
    filename: video.filename,
    size: video.byteSize,
    uploadedAt: video.uploadedAt?.toISOString() ?? null,
    collaborators,
    replayOf,
    status: video.status,
    progress: video.progress,
    failureReason: video.failureReason,
  };
}
