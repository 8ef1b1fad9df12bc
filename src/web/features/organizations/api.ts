import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createSchoolReply } from '../../../contracts/organizations.ts';
import type { AcceptedInvitation, InvitationView } from '../../../contracts/team.ts';
import { api } from '../../app/http.ts';
import { sessionKeys } from '../accounts/api.ts';

export type CreateSchoolReply = z.infer<typeof createSchoolReply>;
export type { InvitationView };

export const organizationKeys = {
  invitation: (token: string) => ['invitation', token] as const,
};

/** POST /api/v1/schools, then the session (its organizations) is refreshed. */
export function useCreateSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; identifier: string; timezone?: string; currency?: string }) =>
      api<CreateSchoolReply>('/api/v1/schools', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: organizationKeys.invitation(token),
    queryFn: ({ signal }) => api<InvitationView>(`/api/v1/invitations/${encodeURIComponent(token)}`, { signal }),
  });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<AcceptedInvitation>(`/api/v1/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' }),
    // Joining changes the session's organizations, a team, or an event's team and the viewer's access to it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
