import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { searchCollaboratorsReply } from '../../../contracts/organizations.ts';
import { TEAM_PAGE_SIZE } from '../../../contracts/team.messages.ts';
import { ORGANIZATIONS_ENDPOINTS } from '../../../contracts/organizations.endpoints.ts';
import { TEAM_ENDPOINTS } from '../../../contracts/team.endpoints.ts';
import type { TeamReply, affiliation, collaboratorInvitation } from '../../../contracts/team.ts';
import { call } from '../../app/http.ts';

export type { TeamReply };
export type Affiliation = z.infer<typeof affiliation>;
export type CollaboratorInvitation = z.infer<typeof collaboratorInvitation>;
export type SearchCollaboratorsReply = z.infer<typeof searchCollaboratorsReply>;
export type CollaboratorResult = SearchCollaboratorsReply['results'][number];

export interface Roles {
  admin: boolean;
  receiveNotifications: boolean;
  hidden: boolean;
}

export const teamKeys = {
  all: ['team'] as const,
  list: (ownerId: string) => ['team', 'list', ownerId] as const,
  search: (ownerId: string | null, query: string) => ['team', 'search', ownerId ?? 'any', query] as const,
};

/** The whole team (the edit page finds its member in it). */
export function teamQuery(ownerId: string) {
  return queryOptions({
    queryKey: teamKeys.list(ownerId),
    queryFn: ({ signal }) => call(TEAM_ENDPOINTS.list, { query: { ownerId }, signal }),
  });
}

export interface TeamPageParams {
  page: number;
  search?: string;
}

/** One page of the team list (TEAM_PAGE_SIZE rows), searched and paged by the server; the last page stays while the next loads. */
export function teamPageQuery(ownerId: string, params: TeamPageParams) {
  return queryOptions({
    queryKey: [...teamKeys.list(ownerId), params] as const,
    queryFn: ({ signal }) =>
      call(TEAM_ENDPOINTS.list, { query: { ownerId, page: params.page, perPage: TEAM_PAGE_SIZE, search: params.search }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/search_collaborators; with an owner, results already on its team are marked alreadyAdded. */
export function collaboratorSearchQuery(ownerId: string | null, query: string) {
  return queryOptions({
    queryKey: teamKeys.search(ownerId, query),
    queryFn: ({ signal }) =>
      call(ORGANIZATIONS_ENDPOINTS.searchCollaborators, { query: { query, types: 'user,school', ownerId: ownerId ?? undefined }, signal }),
    enabled: query.trim().length > 0,
    staleTime: 30_000,
  });
}

function useTeamMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useAddTeamMember(ownerId: string) {
  return useTeamMutation((vars: Roles & { userId?: string; email?: string }) => call(TEAM_ENDPOINTS.add, { body: { ownerId, ...vars } }));
}

export function useUpdateTeamMember(ownerId: string) {
  return useTeamMutation(({ id, ...roles }: Roles & { id: string }) => call(TEAM_ENDPOINTS.update, { params: { id }, body: { ownerId, ...roles } }));
}

export function useRemoveTeamMember(ownerId: string) {
  return useTeamMutation((id: string) => call(TEAM_ENDPOINTS.remove, { params: { id }, query: { ownerId } }));
}

export function useCancelInvitation(ownerId: string) {
  return useTeamMutation((id: string) => call(TEAM_ENDPOINTS.cancelInvitation, { params: { id }, query: { ownerId } }));
}

export function useResendInvitation(ownerId: string) {
  return useTeamMutation((id: string) => call(TEAM_ENDPOINTS.resendInvitation, { params: { id }, query: { ownerId } }));
}
