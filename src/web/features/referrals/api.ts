import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { REFERRALS_ENDPOINTS as E } from '../../../contracts/referrals.endpoints.ts';
import type { ReferralRow } from '../../../contracts/referrals.ts';
import { call } from '../../app/http.ts';

export type { ReferralRow };

export const referralKeys = {
  list: (ownerId: string, page: number) => ['referrals', ownerId, page] as const,
};

/** One page (10) of the accounts the owner referred; the last page stays while the next loads. */
export function referralsQuery(ownerId: string, page: number) {
  return queryOptions({
    queryKey: referralKeys.list(ownerId, page),
    queryFn: ({ signal }) => call(E.list, { query: { ownerId, page }, signal }),
    placeholderData: keepPreviousData,
  });
}
