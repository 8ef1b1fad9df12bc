import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BodyIn, QueryIn, ReplyOf } from '../../../contracts/endpoint.ts';
import { EVENTS_MANAGEMENT_ENDPOINTS as E } from '../../../contracts/events-management.endpoints.ts';
import type {
  ManagedCollaborator,
  ManagedCollaboratorInvitation,
  ManagedEventReply,
  ManagedOccurrence,
  ManagedQuestion,
  ManagedTicketType,
} from '../../../contracts/events-management.ts';
import { MEMBERSHIPS_ENDPOINTS } from '../../../contracts/memberships.endpoints.ts';
import { call } from '../../app/http.ts';
import { manageEventKeys, refreshEvent } from './managed-event-query.ts';
import { eventPublicKeys } from './public-api.ts';

export type { ManagedEventReply, ManagedTicketType, ManagedQuestion, ManagedOccurrence, ManagedCollaborator, ManagedCollaboratorInvitation };
export type BusinessEventsReply = ReplyOf<typeof E.businessEvents>;
/** The table's parameters, `past` as a boolean (the query string carries it as 'true' or 'false'). */
export type BusinessEventsParams = Omit<QueryIn<typeof E.businessEvents>, 'past'> & { past?: boolean };

/**
 * GET /api/v1/membership_tiers: the owner's tiers, for the tier of a members-only ticket type. Only those who
 * manage the owner read them (a collaborator with admin access to the event is refused: the editor says so).
 */
export function ownerTiersQuery(ownerId: string) {
  return queryOptions({
    queryKey: manageEventKeys.tiers(ownerId),
    queryFn: ({ signal }) => call(MEMBERSHIPS_ENDPOINTS.tiers, { query: { ownerId }, signal }),
    select: (reply) => reply.data.map((tier) => ({ id: tier.id, name: tier.name, archived: tier.archived })),
    staleTime: 30_000,
    retry: false,
  });
}

export function createEvent(body: BodyIn<typeof E.create>): Promise<ManagedEventReply> {
  return call(E.create, { body });
}

/** PATCH the details; the reply is the whole editor state, stored in the cache at once. */
export function useSaveEventDetails(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<typeof E.saveDetails>) => call(E.saveDetails, { params: { eventId }, body }),
    onSuccess: async (reply) => {
      queryClient.setQueryData(manageEventKeys.event(eventId), reply);
      await refreshEvent(queryClient, eventId);
    },
  });
}

function patchCache<K extends keyof ManagedEventReply>(queryClient: QueryClient, eventId: string, key: K, value: ManagedEventReply[K]) {
  queryClient.setQueryData<ManagedEventReply>(manageEventKeys.event(eventId), (prev) => (prev ? { ...prev, [key]: value } : prev));
}

export function useSaveTicketTypes(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<typeof E.saveTicketTypes>) => call(E.saveTicketTypes, { params: { eventId }, body }),
    onSuccess: async (reply) => {
      patchCache(queryClient, eventId, 'ticketTypes', reply.ticketTypes);
      await refreshEvent(queryClient, eventId);
    },
  });
}

export function useSaveQuestions(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<typeof E.saveQuestions>) => call(E.saveQuestions, { params: { eventId }, body }),
    onSuccess: async (reply) => {
      patchCache(queryClient, eventId, 'questions', reply.questions);
      await refreshEvent(queryClient, eventId);
    },
  });
}

export function useSaveOccurrences(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<typeof E.saveOccurrences>) => call(E.saveOccurrences, { params: { eventId }, body }),
    onSuccess: async (reply) => {
      patchCache(queryClient, eventId, 'occurrences', reply.occurrences);
      await refreshEvent(queryClient, eventId);
    },
  });
}

export function useAddCollaborator(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<typeof E.addCollaborator>) => call(E.addCollaborator, { params: { eventId }, body }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}

/** Invites a collaborator by e-mail; resending replaces the link, cancelling makes it invalid. */
export function useInviteCollaborator(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyIn<typeof E.inviteCollaborator>) => call(E.inviteCollaborator, { params: { eventId }, body }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}

export function useResendCollaboratorInvitation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => call(E.resendCollaboratorInvitation, { params: { eventId, invitationId } }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}

export function useCancelCollaboratorInvitation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => call(E.cancelCollaboratorInvitation, { params: { eventId, invitationId } }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}

export function useUpdateCollaborator(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & BodyIn<typeof E.updateCollaborator>) =>
      call(E.updateCollaborator, { params: { eventId, teachingId: id }, body }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}

export function useRemoveCollaborator(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teachingId: string) => call(E.removeCollaborator, { params: { eventId, teachingId } }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}

export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(E.remove, { params: { eventId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: manageEventKeys.event(eventId) });
      queryClient.removeQueries({ queryKey: eventPublicKeys.event(eventId) });
      await queryClient.invalidateQueries({ queryKey: manageEventKeys.businessAll });
    },
  });
}

/** GET /api/v1/profile_management/events: one page of the business events table. */
export function businessEventsQuery(params: BusinessEventsParams) {
  const { past, ...rest } = params;
  return queryOptions({
    queryKey: manageEventKeys.business(params),
    queryFn: ({ signal }) => call(E.businessEvents, { query: { ...rest, past: past === undefined ? undefined : past ? 'true' : 'false' }, signal }),
    placeholderData: (previous) => previous,
  });
}
