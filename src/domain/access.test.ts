import { describe, expect, it } from 'vitest';
import { managementAccess } from './access.ts';

const ORG = '00000000-0000-4000-8000-000000000001';
const ME = '00000000-0000-4000-8000-000000000002';
const OTHER = '00000000-0000-4000-8000-000000000003';

describe('managementAccess', () => {
  it.each([
    ['own account', { id: ME, admin: false, managedOrganizations: [] }, ME, 'owner'],
    ['member of the organization', { id: ME, admin: false, managedOrganizations: [ORG] }, ORG, 'organization_member'],
    ['site admin elsewhere', { id: ME, admin: true, managedOrganizations: [] }, OTHER, 'site_admin'],
    ['admin on own account is owner', { id: ME, admin: true, managedOrganizations: [] }, ME, 'owner'],
    ['someone else', { id: ME, admin: false, managedOrganizations: [ORG] }, OTHER, null],
    ['another organization', { id: ME, admin: false, managedOrganizations: [] }, ORG, null],
  ] as const)('%s', (_label, user, profileId, access) => expect(managementAccess(user, profileId)).toBe(access));
});
