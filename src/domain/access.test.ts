import { describe, expect, it } from 'vitest';
import { apiKeyMakerMayAct, apiKeyRefusal, managementAccess, profileRightsOf } from './access.ts';

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
    [
      'API key of the organization, on it',
      { id: ME, admin: false, managedOrganizations: [ORG], apiKey: { ownerId: ORG } },
      ORG,
      'organization_member',
    ],
    [
      "API key of the organization, on the maker's own account",
      { id: ME, admin: false, managedOrganizations: [ORG], apiKey: { ownerId: ORG } },
      ME,
      null,
    ],
    [
      "API key of the maker's account, on the organization",
      { id: ME, admin: false, managedOrganizations: [ORG], apiKey: { ownerId: ME } },
      ORG,
      null,
    ],
    ['API key of the own account, on it', { id: ME, admin: false, managedOrganizations: [ORG], apiKey: { ownerId: ME } }, ME, 'owner'],
    ['API key elsewhere, even with site admin power', { id: ME, admin: true, managedOrganizations: [], apiKey: { ownerId: ME } }, OTHER, null],
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

describe('apiKeyMakerMayAct', () => {
  it.each([
    ['own account', ME, ME, null, true],
    ['organization owner', ME, ORG, { owner: true, admin: false }, true],
    ['organization team admin', ME, ORG, { owner: false, admin: true }, true],
    ['organization member without the edit right', ME, ORG, { owner: false, admin: false }, false],
    ['left the team', ME, ORG, null, false],
    ["another person's account", ME, OTHER, null, false],
  ] as const)('%s', (_label, maker, owner, membership, may) => expect(apiKeyMakerMayAct(maker, owner, membership)).toBe(may));
});

describe('apiKeyRefusal', () => {
  it.each([
    ['read key, read route', 'read', 'read', null],
    ['write key, read route', 'write', 'read', null],
    ['write key, write route', 'write', 'write', null],
    ['read key, write route', 'read', 'write', 'read_only'],
    ['read key, route outside the open API', 'read', undefined, 'not_open_api'],
    ['write key, route outside the open API', 'write', undefined, 'not_open_api'],
  ] as const)('%s', (_label, key, needs, refusal) => expect(apiKeyRefusal(key, needs)).toBe(refusal));
});
