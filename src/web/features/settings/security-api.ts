import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '../../../contracts/endpoint.ts';
import { SESSIONS_ENDPOINTS } from '../../../contracts/sessions.endpoints.ts';
import { call } from '../../app/http.ts';

export const securityKeys = {
  sessions: ['security', 'sessions'] as const,
};

/** GET /api/v1/auth/sessions: the signed-in account's devices, this one marked. */
export const sessionsQuery = queryOptions({
  queryKey: securityKeys.sessions,
  queryFn: ({ signal }) => call(SESSIONS_ENDPOINTS.list, { signal }),
});

function useSessionsChange<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }) });
}

export const useSignOutSession = () => useSessionsChange((id: string) => call(SESSIONS_ENDPOINTS.signOut, { params: { id } }));

export const useSignOutOthers = () => useSessionsChange(() => call(SESSIONS_ENDPOINTS.signOutOthers));

export const useChangePassword = () =>
  useSessionsChange((body: BodyIn<typeof SESSIONS_ENDPOINTS.changePassword>) => call(SESSIONS_ENDPOINTS.changePassword, { body }));
