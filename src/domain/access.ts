/** The management access gate, one rule for the server (which enforces it) and the web app (which mirrors it). */
export interface GateUser {
  id: string;
  admin: boolean;
  managedOrganizations: readonly string[];
}

export type AccessReason = 'owner' | 'organization_member' | 'site_admin';

/** Owner, member of a managed organization, or site admin may enter a profile's management area. */
export function managementAccess(user: GateUser, profileId: string): AccessReason | null {
  if (user.id === profileId) return 'owner';
  if (user.managedOrganizations.includes(profileId)) return 'organization_member';
  if (user.admin) return 'site_admin';
  return null;
}

/** What a user may do with a profile beyond entering its management area. */
export interface ProfileRights {
  /** Owners, organization admins and site admins may save settings and change the team and payouts. */
  canEdit: boolean;
  /** The account itself, the organization's owner, or a site admin. */
  canDelete: boolean;
}

/** A person's roles on an organization's team. */
export interface TeamRoles {
  owner: boolean;
  admin: boolean;
}

/** The rights of `user` on `profileId`, given their roles on its team (null when they are not on it). */
export function profileRightsOf(user: Pick<GateUser, 'id' | 'admin'>, profileId: string, membership: TeamRoles | null): ProfileRights {
  if (user.id === profileId || user.admin) return { canEdit: true, canDelete: true };
  return { canEdit: !!membership && (membership.owner || membership.admin), canDelete: !!membership?.owner };
}
