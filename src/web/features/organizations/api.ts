import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createSchoolReply } from '../../../contracts/organizations.ts';
import { ORGANIZATIONS_ENDPOINTS } from '../../../contracts/organizations.endpoints.ts';
import { TEAM_ENDPOINTS } from '../../../contracts/team.endpoints.ts';
import type { InvitationView } from '../../../contracts/team.ts';
import { call } from '../../app/http.ts';
import { sessionKeys } from '../accounts/index.ts';

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
      call(ORGANIZATIONS_ENDPOINTS.createSchool, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: organizationKeys.invitation(token),
    queryFn: ({ signal }) => call(TEAM_ENDPOINTS.viewInvitation, { params: { token }, signal }),
  });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(TEAM_ENDPOINTS.acceptInvitation, { params: { token } }),
    // Joining changes the session's organizations, a team, or an event's team and the viewer's access to it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
