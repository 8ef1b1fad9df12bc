import { and, asc, eq } from 'drizzle-orm';
import type { WatchView } from '../../../contracts/videos.ts';
import type { Db } from '../../platform/db/client.ts';
import { profiles, videoCollaborators, videoFavorites } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { findProfile, profileSummary } from '../accounts/index.ts';
import { MAIN, MASTER_FILE, ORIGINAL_FILE } from './hls-playlists.ts';
import { streamViewer, type StreamDeps } from './streams.service.ts';
import { expiresIn, MASTER_URL_SECONDS, playbackSeconds } from './stream-signing.ts';
import { findLiveVideo, videoRights, type Video } from './video-access.ts';
import { thumbnailUrl } from './video-posters.ts';

/** The player page /watch/:id (content-management 2.4, 7; issue 12): public data, and signed URLs for those entitled. */
export async function watchVideo(deps: StreamDeps, viewer: AuthUser | null, videoId: string): Promise<WatchView> {
  const video = await findLiveVideo(deps.db, videoId);
  const [owner, collaborators, rights, favorited] = await Promise.all([
    findProfile(deps.db, video.ownerId),
    collaboratorsOf(deps.db, video.id),
    videoRights(deps.db, viewer, video),
    viewer ? isFavorite(deps.db, video.id, viewer.id) : null,
  ]);
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    tags: video.tags,
    poster: thumbnailUrl({ signer: deps.signer, viewer }, video, rights.canPlay),
    owner: profileSummary(owner),
    collaborators,
    membersOnly: video.visibility === 'members_only',
    uploadedAt: video.uploadedAt?.toISOString() ?? null,
    durationSeconds: video.durationSeconds,
    viewCount: video.viewCount,
    likeCount: video.likeCount,
    favorited,
    canPlay: rights.canPlay,
    canManage: rights.canManage,
    status: video.status,
    // The reason is for those who can fix it.
    failureReason: rights.canManage ? video.failureReason : null,
    playback: rights.canPlay && video.status === 'ready' ? playbackOf(deps, viewer, video) : null,
    donationsEnabled: owner.paymentAccountId !== null,
    currency: owner.currency,
  };
}

/**
 * The signed URL to start playing: the HLS master playlist (5 minutes: the player reads it once, and the URLs in it
 * live for the video's length), or without renditions the original itself, which the browser reads by ranges for
 * as long as the video plays.
 */
function playbackOf(deps: StreamDeps, viewer: AuthUser | null, video: Video): NonNullable<WatchView['playback']> {
  const bound = streamViewer(video, viewer);
  if (video.hlsMasterKey) {
    const exp = expiresIn(MASTER_URL_SECONDS);
    const hls = deps.signer.url(video.id, { rendition: MAIN, file: MASTER_FILE }, exp, bound);
    return { hls, original: null, expiresAt: new Date(exp * 1000).toISOString() };
  }
  const exp = expiresIn(playbackSeconds(video.durationSeconds));
  const original = deps.signer.url(video.id, { rendition: MAIN, file: ORIGINAL_FILE }, exp, bound);
  return { hls: null, original, expiresAt: new Date(exp * 1000).toISOString() };
}

async function collaboratorsOf(db: Db, videoId: string) {
  const rows = await db
    .select({ profile: profiles })
    .from(videoCollaborators)
    .innerJoin(profiles, eq(profiles.id, videoCollaborators.profileId))
    .where(eq(videoCollaborators.videoId, videoId))
    .orderBy(asc(videoCollaborators.createdAt), asc(profiles.id));
  return rows.map(({ profile }) => profileSummary(profile));
}

async function isFavorite(db: Db, videoId: string, profileId: string): Promise<boolean> {
  const [row] = await db
    .select({ videoId: videoFavorites.videoId })
    .from(videoFavorites)
    .where(and(eq(videoFavorites.videoId, videoId), eq(videoFavorites.profileId, profileId)))
    .limit(1);
  return row !== undefined;
}
