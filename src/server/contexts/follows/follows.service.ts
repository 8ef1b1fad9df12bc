import { and, count, eq } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '../../../contracts/profiles-public.ts';
import type { Db } from '../../platform/db/client.ts';
import { follows } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError } from '../../platform/http/errors.ts';
import { findProfile } from '../accounts/index.ts';

export async function followersCount(db: Db, profileId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followedId, profileId));
  return row?.n ?? 0;
}

export async function isFollowing(db: Db, followerId: string, followedId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)))
    .limit(1);
  return !!row;
}

/** Follows a person or organization; following twice is the same as once. */
export async function follow(db: Db, user: AuthUser, profileId: string) {
  if (profileId === user.id) throw new AppError('validation_failed', PROFILE_MESSAGES.cannotFollowSelf);
  await findProfile(db, profileId);
  await db.insert(follows).values({ followerId: user.id, followedId: profileId }).onConflictDoNothing();
  return { following: true, followersCount: await followersCount(db, profileId) };
}

/** Stops following; not following already is fine. */
export async function unfollow(db: Db, user: AuthUser, profileId: string) {
  await findProfile(db, profileId);
  await db.delete(follows).where(and(eq(follows.followerId, user.id), eq(follows.followedId, profileId)));
  return { following: false, followersCount: await followersCount(db, profileId) };
}
