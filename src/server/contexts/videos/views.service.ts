import { sql } from 'drizzle-orm';
import { VIDEO_API_MESSAGES, VIEW_WINDOW_MS } from '../../../contracts/videos.messages.ts';
import type { Db } from '../../platform/db/client.ts';
import { videos, videoViews } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError, forbidden } from '../../platform/http/errors.ts';
import { newToken, tokenDigest } from '../../platform/tokens.ts';
import { findLiveVideo, videoRights } from './video-access.ts';

/** The cookie that tells one signed-out viewer from another (random; only its digest is stored). */
export const VIEWER_COOKIE = 'ovation_viewer';
export const VIEWER_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
export const newViewerId = newToken;

/** Who a view counts for: the signed-in account, else the digest of the viewer cookie. */
export const viewerKey = (viewer: AuthUser | null, viewerCookie: string) => (viewer ? `u:${viewer.id}` : `a:${tokenDigest(viewerCookie)}`);

/**
 * POST a view (issue 12): counted once per viewer per 30 minutes, for a ready video the viewer may play. One
 * statement upserts the viewer's last counted view only when it is older than the window and bumps the count only
 * when it did, so any number of posts at once from one viewer count one view.
 */
export async function countView(db: Db, viewer: AuthUser | null, viewerCookie: string, videoId: string) {
  const video = await findLiveVideo(db, videoId);
  if (!(await videoRights(db, viewer, video)).canPlay) throw forbidden(VIDEO_API_MESSAGES.membersOnly);
  if (video.status !== 'ready') throw new AppError('conflict', VIDEO_API_MESSAGES.notReady);
  const key = viewerKey(viewer, viewerCookie);
  const { rows } = await db.execute<{ counted: boolean; view_count: number }>(sql`
    with counted as (
      insert into ${videoViews} (video_id, viewer_key, counted_at) values (${videoId}, ${key}, now())
      on conflict (video_id, viewer_key) do update set counted_at = excluded.counted_at
        where ${videoViews.countedAt} <= now() - make_interval(secs => ${VIEW_WINDOW_MS / 1000})
      returning 1
    ), bumped as (
      update ${videos} set view_count = view_count + 1 where id = ${videoId} and exists (select 1 from counted) returning view_count
    )
    select exists (select 1 from bumped) as counted,
      coalesce((select view_count from bumped), (select view_count from ${videos} where id = ${videoId})) as view_count`);
  const row = rows[0]!;
  return { counted: Boolean(row.counted), viewCount: Number(row.view_count) };
}
