import { sql } from 'drizzle-orm';
import { VIDEO_API_MESSAGES } from '../../../contracts/videos.messages.ts';
import type { Db } from '../../platform/db/client.ts';
import { videoFavorites, videos } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { findLiveVideo, videoRights } from './video-access.ts';

/**
 * PUT / DELETE a favorite (issue 12): signed in, for a video the viewer may play; idempotent. The favorite row and
 * like_count change in one statement, the count only when a row was added or removed, so repeats and races never
 * drift the count.
 */
export async function setFavorite(db: Db, viewer: AuthUser, videoId: string, favorite: boolean) {
  const video = await findLiveVideo(db, videoId);
  if (!(await videoRights(db, viewer, video)).canPlay) throw forbidden(VIDEO_API_MESSAGES.membersOnly);
  const change = favorite
    ? sql`insert into ${videoFavorites} (video_id, profile_id) values (${videoId}, ${viewer.id}) on conflict do nothing returning 1`
    : sql`delete from ${videoFavorites} where video_id = ${videoId} and profile_id = ${viewer.id} returning 1`;
  const { rows } = await db.execute<{ like_count: number }>(sql`
    with changed as (${change}), bumped as (
      update ${videos} set like_count = like_count + ${favorite ? 1 : -1} where id = ${videoId} and exists (select 1 from changed)
      returning like_count
    )
    select coalesce((select like_count from bumped), (select like_count from ${videos} where id = ${videoId})) as like_count`);
  return { favorited: favorite, likeCount: Number(rows[0]!.like_count) };
}
