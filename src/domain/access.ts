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
