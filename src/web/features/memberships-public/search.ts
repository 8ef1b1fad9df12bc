import { searchParams, textParam, uuidParam } from '../../app/search-params.ts';

/**
 * The query a membership page reads (content-management 2.3): the form posts' outcome the server appends
 * (error_message, success_message) and subscribe=<price id> on the way back from sign-in. The profile page reads
 * them too (its Membership tab).
 */
export const MEMBERSHIP_PARAMS = {
  error_message: textParam(2000),
  success_message: textParam(2000),
  subscribe: uuidParam,
};

export const membershipSearch = searchParams(MEMBERSHIP_PARAMS);
