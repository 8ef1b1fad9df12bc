import { profileRight } from './access.ts';
import { endpointsOf } from './endpoint.ts';

/** The referral tracker (accounts-and-reporting 2.6): the accounts an owner referred and what they earned. */
const endpoint = endpointsOf('referrals', () => import('./referrals.ts'));

export const REFERRALS_ENDPOINTS = {
  // Earnings are money: the report gate (the owner's 'edit' right), reads included.
  list: endpoint(
    'GET',
    '/api/v1/profile_management/referrals',
    'Accounts the owner referred, 10 a page, with earnings',
    (c) => ({ query: c.referralsQuery, reply: c.referralsReply }),
    { access: profileRight('edit', 'query.ownerId') },
  ),
};
