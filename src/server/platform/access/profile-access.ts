import { and, eq } from 'drizzle-orm';
import type { ProfileCapability } from '../../../contracts/access.ts';
import { managementAccess, profileRightsOf, type AccessReason, type ProfileRights } from '../../../domain/access.ts';
import type { Db } from '../db/client.ts';
import { affiliations } from '../db/schema/index.ts';
import type { AuthUser } from '../http/auth.ts';
import { forbidden, unauthenticated } from '../http/errors.ts';
import { noteAdminEntry } from './admin-acts.ts';
import { findProfile, findProfileByUsername, type ProfileRow } from './profiles.ts';

export type { ProfileRights } from '../../../domain/access.ts';

/** What the user may do with a profile they passed the management gate for (owners, team admins, site admins edit). */
export async function profileRights(db: Db, user: AuthUser, profileId: string): Promise<ProfileRights> {
  if (user.id === profileId || user.admin) return profileRightsOf(user, profileId, null);
  const [membership] = await db
    .select({ owner: affiliations.owner, admin: affiliations.admin })
    .from(affiliations)
    .where(and(eq(affiliations.organizationId, profileId), eq(affiliations.userId, user.id)))
    .limit(1);
  return profileRightsOf(user, profileId, membership ?? null);
}

export type { ProfileCapability } from '../../../contracts/access.ts';

export interface ProfileAccess {
  user: AuthUser;
  profile: ProfileRow;
  /** Why the user may enter: the owner, a member of the organization, or a site admin. */
  access: AccessReason;
  rights: ProfileRights;
}

/** An owner profile by its id, or by its handle (the pages under /manage/:username address it so). */
export type ProfileKey = string | { username: string };

/**
 * The management gate of an owner profile: 401 signed out, 404 unknown profile, 403 for anyone but its owner,
 * a member of the organization or a site admin; with 'edit', also 403 for a member who is not a team admin.
 */
export async function requireProfileAccess(
  db: Db,
  user: AuthUser | null,
  ownerId: ProfileKey,
  capability: ProfileCapability,
): Promise<ProfileAccess> {
  if (!user) throw unauthenticated();
  const profile = typeof ownerId === 'string' ? await findProfile(db, ownerId) : await findProfileByUsername(db, ownerId.username);
  const access = managementAccess(user, profile.id);
  if (!access) throw forbidden();
  const rights = await profileRights(db, user, profile.id);
  if (capability === 'edit' && !rights.canEdit) throw forbidden();
  if (user.admin)
    noteAdminEntry(
      user,
      { ownerId: profile.id, targetType: 'profile', targetId: profile.id },
      await byAdminFlagOnly(db, user, profile.id, capability),
    );
  return { user, profile, access, rights };
}

/** Whether the same user without the admin flag would have been refused: then they act as a site admin. */
async function byAdminFlagOnly(db: Db, user: AuthUser, profileId: string, capability: ProfileCapability): Promise<boolean> {
  const plain = { ...user, admin: false };
  if (!managementAccess(plain, profileId)) return true;
  return capability === 'edit' && !(await profileRights(db, plain, profileId)).canEdit;
}
