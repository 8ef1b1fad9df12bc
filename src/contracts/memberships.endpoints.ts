import { profileRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** The organizer's memberships area: tiers, benefits (membership discounts), members and settings (content-management 7). */
const endpoint = endpointsOf('memberships', async () => ({ ...(await import('./common.ts')), ...(await import('./memberships.ts')) }));

const M = '/api/v1/profile_management';

/** Reads pass the owner's management gate, changes need its 'edit' right; the owner is `ownerId`. */
const READ = profileRight('view', 'query.ownerId');
const CHANGE = profileRight('edit', 'query.ownerId');
const CHANGE_BODY = profileRight('edit', 'body.ownerId');

export const MEMBERSHIPS_ENDPOINTS = {
  tiers: endpoint(
    'GET',
    '/api/v1/membership_tiers',
    "An owner's tiers with members, revenue, capacity, benefits and prices (archived too)",
    (c) => ({ query: c.ownerQuery, reply: c.tiersReply }),
    { access: READ },
  ),
  tier: endpoint(
    'GET',
    `${M}/membership_tiers/:id`,
    'One tier, for its edit page',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.tierView }),
    { access: READ },
  ),
  createTier: endpoint('POST', '/api/v1/membership_tiers', 'Add a tier with up to 2 prices', (c) => ({ body: c.tierBody, reply: c.tierView }), {
    status: 201,
    access: CHANGE_BODY,
  }),
  updateTier: endpoint(
    'PATCH',
    `${M}/membership_tiers/:id`,
    'Edit a tier (a price with subscribers is only archived)',
    (c) => ({ params: c.idParams, body: c.tierBody, reply: c.tierView }),
    { access: CHANGE_BODY },
  ),
  archiveTier: endpoint(
    'PATCH',
    `${M}/membership_tiers/:id/archive`,
    'Hide a tier from the public page',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.okReply }),
    { access: CHANGE },
  ),
  restoreTier: endpoint(
    'PATCH',
    `${M}/membership_tiers/:id/restore`,
    'Show a hidden tier again',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.okReply }),
    { access: CHANGE },
  ),
  deleteTier: endpoint(
    'DELETE',
    `${M}/membership_tiers/:id`,
    'Delete a tier without subscribers',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.okReply }),
    { access: CHANGE },
  ),

  benefits: endpoint(
    'GET',
    '/api/v1/membership_discounts',
    "An owner's benefits with their tiers and redemptions",
    (c) => ({ query: c.ownerQuery, reply: c.benefitsReply }),
    { access: READ },
  ),
  benefit: endpoint(
    'GET',
    `${M}/membership_discounts/:id`,
    'One benefit, for its edit page',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.benefitView }),
    { access: READ },
  ),
  createBenefit: endpoint('POST', '/api/v1/membership_discounts', 'Add a benefit', (c) => ({ body: c.benefitBody, reply: c.benefitView }), {
    status: 201,
    access: CHANGE_BODY,
  }),
  updateBenefit: endpoint(
    'PATCH',
    `${M}/membership_discounts/:id`,
    'Edit a benefit',
    (c) => ({ params: c.idParams, body: c.benefitBody, reply: c.benefitView }),
    { access: CHANGE_BODY },
  ),
  archiveBenefit: endpoint(
    'PATCH',
    `${M}/membership_discounts/:id/archive`,
    'Deactivate a benefit',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.okReply }),
    { access: CHANGE },
  ),
  restoreBenefit: endpoint(
    'PATCH',
    `${M}/membership_discounts/:id/restore`,
    'Activate a benefit again',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.okReply }),
    { access: CHANGE },
  ),
  deleteBenefit: endpoint(
    'DELETE',
    `${M}/membership_discounts/:id`,
    'Delete an active benefit never redeemed',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.okReply }),
    { access: CHANGE },
  ),

  members: endpoint(
    'GET',
    '/api/v1/membership_subscriptions',
    "An owner's members, 10 a page, by status filter, tier and search",
    (c) => ({ query: c.membersQuery, reply: c.membersReply }),
    { access: READ },
  ),
  /** A CSV file, not JSON: no reply schema. */
  membersCsv: endpoint(
    'GET',
    '/api/v1/membership_subscriptions.csv',
    'The members as CSV (file Members; same filters, no paging)',
    (c) => ({ query: c.membersCsvQuery }),
    { access: READ },
  ),
  member: endpoint(
    'GET',
    `${M}/membership_subscriptions/:id`,
    'One member, for its edit page',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.memberView }),
    { access: READ },
  ),
  createMember: endpoint(
    'POST',
    '/api/v1/membership_subscriptions',
    'Add a member by hand (no provider subscription)',
    (c) => ({ body: c.memberBody, reply: c.memberView }),
    { status: 201, access: CHANGE_BODY },
  ),
  updateMember: endpoint(
    'PATCH',
    `${M}/membership_subscriptions/:id`,
    'Edit a manually added member',
    (c) => ({ params: c.idParams, body: c.memberBody, reply: c.memberView }),
    { access: CHANGE_BODY },
  ),
  deleteMember: endpoint(
    'DELETE',
    `${M}/membership_subscriptions/:id`,
    'Remove a manually added member',
    (c) => ({ params: c.idParams, query: c.ownerQuery, reply: c.okReply }),
    { access: CHANGE },
  ),

  settings: endpoint(
    'GET',
    `${M}/membership_settings/:ownerId`,
    'The membership settings panel',
    (c) => ({ params: c.ownerIdParams, reply: c.membershipSettings }),
    { access: profileRight('view', 'params.ownerId') },
  ),
  saveSettings: endpoint(
    'PATCH',
    `${M}/membership_settings/:ownerId`,
    'Save the membership settings',
    (c) => ({ params: c.ownerIdParams, body: c.membershipSettingsBody, reply: c.membershipSettings }),
    { access: profileRight('edit', 'params.ownerId') },
  ),
};
