import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ProfileVideoCard } from '../../../contracts/videos.ts';
import { VIDEO_PAGE_SIZES } from '../../../contracts/videos.messages.ts';
import { managementAccess } from '../../../domain/access.ts';
import type { Db } from '../../platform/db/client.ts';
import { videos } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { admitsViewer, collaboratesOn } from './video-access.ts';
import { thumbnailUrl, type PosterLinks } from './video-posters.ts';

/**
 * A profile's videos tab and the All tab's videos (content-management 2.9): its own ready videos, newest first.
 * Members-only videos show to everyone, blurred for those who may not play them, except on a profile whose
 * memberships are private: there they show only to its managers and to those who may play them.
 */

/** Per row: may the viewer play it (public, the owner's managers, a collaborator, a member of one of its tiers). */
function playableBy(viewer: AuthUser | null, p: Pick<ProfileRow, 'id'>): SQL {
  if (viewer && managementAccess(viewer, p.id)) return sql`true`;
  const isPublic = eq(videos.visibility, 'public');
  if (!viewer) return isPublic;
  return or(isPublic, collaboratesOn(videos.id, viewer.id), admitsViewer(videos.id, viewer))!;
}

function shownTo(viewer: AuthUser | null, p: Pick<ProfileRow, 'id' | 'membershipStatus'>): SQL {
  const shown = and(eq(videos.ownerId, p.id), isNull(videos.deletedAt), eq(videos.status, 'ready'));
  return (p.membershipStatus === 'private' ? and(shown, playableBy(viewer, p)) : shown)!;
}

export async function profileVideos(db: Db, links: PosterLinks, p: ProfileRow, page: number) {
  const { viewer } = links;
  const perPage = VIDEO_PAGE_SIZES.profile;
  const where = shownTo(viewer, p);
  const [rows, [total]] = await Promise.all([
    db
      .select({ video: videos, canPlay: playableBy(viewer, p).mapWith(Boolean) })
      .from(videos)
      .where(where)
      .orderBy(desc(sql`coalesce(${videos.uploadedAt}, ${videos.createdAt})`), desc(videos.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(videos).where(where),
  ]);
  const data = rows.map(({ video: v, canPlay }): ProfileVideoCard => ({
    id: v.id,
    title: v.title,
    thumbnail: thumbnailUrl(links, v, canPlay),
    membersOnly: v.visibility === 'members_only',
    canPlay,
    durationSeconds: v.durationSeconds,
    viewCount: v.viewCount,
    uploadedAt: v.uploadedAt?.toISOString() ?? null,
  }));
  return { data, page, perPage, totalCount: total?.n ?? 0 };
}

/** Whether the profile page shows a videos tab to this viewer: it has a video they would see listed. */
export async function hasVisibleVideos(db: Db, viewer: AuthUser | null, p: ProfileRow): Promise<boolean> {
  const [row] = await db.select({ id: videos.id }).from(videos).where(shownTo(viewer, p)).limit(1);
  return row !== undefined;
}
