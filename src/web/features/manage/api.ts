import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { ORGANIZATIONS_ENDPOINTS } from '../../../contracts/organizations.endpoints.ts';
import type { ManageContext } from '../../../contracts/organizations.ts';
import { call } from '../../app/http.ts';

export type { ManageContext };
export type ManagedProfile = ManageContext['profile'];

export const manageKeys = {
  all: ['manage'] as const,
  context: (username: string) => ['manage', 'context', username.toLowerCase()] as const,
};

/** GET /api/v1/manage/:username: the profile behind a management area and why the user may enter it. */
export function manageContextQuery(username: string) {
  return queryOptions({
    queryKey: manageKeys.context(username),
    queryFn: ({ signal }) => call(ORGANIZATIONS_ENDPOINTS.manageContext, { params: { username }, signal }),
    staleTime: 60_000,
  });
}

/** The managed profile of the current /manage/$username page (loaded by the layout route before it renders). */
export function useManagedProfile(): ManageContext {
  const { username } = useParams({ from: '/manage/$username' });
  return useSuspenseQuery(manageContextQuery(username)).data;
}
