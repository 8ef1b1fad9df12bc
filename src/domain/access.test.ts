import { describe, expect, it } from 'vitest';
import { managementAccess, profileRightsOf } from './access.ts';

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

describe('profileRightsOf', () => {
  const person = { id: ME, admin: false };
  it.each([
    ['own account', person, ME, null, { canEdit: true, canDelete: true }],
    ['site admin, not on the team', { id: ME, admin: true }, ORG, null, { canEdit: true, canDelete: true }],
    ['site admin on the team as a member', { id: ME, admin: true }, ORG, { owner: false, admin: false }, { canEdit: true, canDelete: true }],
    ['organization owner', person, ORG, { owner: true, admin: false }, { canEdit: true, canDelete: true }],
    ['organization owner and admin', person, ORG, { owner: true, admin: true }, { canEdit: true, canDelete: true }],
    ['organization admin', person, ORG, { owner: false, admin: true }, { canEdit: true, canDelete: false }],
    ['organization member', person, ORG, { owner: false, admin: false }, { canEdit: false, canDelete: false }],
    ['not on the team', person, ORG, null, { canEdit: false, canDelete: false }],
    ["another person's account", person, OTHER, null, { canEdit: false, canDelete: false }],
  ] as const)('%s', (_label, user, profileId, membership, rights) => expect(profileRightsOf(user, profileId, membership)).toEqual(rights));
});
