/** The management access gate, one rule for the server (which enforces it) and the web app (which mirrors it). */
export interface GateUser {
  id: string;
  admin: boolean;
  managedOrganizations: readonly string[];
  /** Set when the request came with a personal API key: it acts for this one owner only. */
  apiKey?: { ownerId: string } | null;
}

export type AccessReason = 'owner' | 'organization_member' | 'site_admin';

/**
 * Owner, member of a managed organization, or site admin may enter a profile's management area. An API key reaches
 * its own owner's area only, even when the person who made it manages others too.
 */
export function managementAccess(user: GateUser, profileId: string): AccessReason | null {
  if (user.apiKey && user.apiKey.ownerId !== profileId) return null;
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

/**
 * Whether the maker of a personal API key may still act through it: they must edit its owner in their own right
 * (the account itself, or the organization's owner or team admin). Site-admin power never counts: a key carries none.
 */
export function apiKeyMakerMayAct(makerId: string, ownerId: string, membership: TeamRoles | null): boolean {
  return profileRightsOf({ id: makerId, admin: false }, ownerId, membership).canEdit;
}

export type ApiKeyLevel = 'read' | 'write';

/**
 * Why an API key may not make a call, or null when it may: a route outside the open API (`needs` absent) is
 * `not_open_api`, a change with a read-only key `read_only`.
 */
export function apiKeyRefusal(key: ApiKeyLevel, needs: ApiKeyLevel | undefined): 'not_open_api' | 'read_only' | null {
  if (!needs) return 'not_open_api';
  return needs === 'write' && key === 'read' ? 'read_only' : null;
}
