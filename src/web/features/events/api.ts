import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreateEventBody,
  EventDetailsBody,
  ManagedCollaborator,
  ManagedCollaboratorInvitation,
  ManagedEventReply,
  ManagedOccurrence,
  ManagedQuestion,
  ManagedTicketType,
  businessEventsReply,
  occurrencesBody,
  questionsBody,
  ticketTypesBody,
} from '../../../contracts/events-management.ts';
import type { AccessSetting } from '../../../domain/events.ts';
import { api } from '../../app/http.ts';
import { eventPublicKeys } from './public-api.ts';

export type { ManagedEventReply, ManagedTicketType, ManagedQuestion, ManagedOccurrence, ManagedCollaborator, ManagedCollaboratorInvitation };
export type BusinessEventsReply = z.infer<typeof businessEventsReply>;
export type TicketTypesBody = z.input<typeof ticketTypesBody>;
export type QuestionsBody = z.input<typeof questionsBody>;
export type OccurrencesBody = z.input<typeof occurrencesBody>;

const course = (eventId: string) => `/api/v1/management/courses/${encodeURIComponent(eventId)}`;

export const manageEventKeys = {
  all: ['manage-event'] as const,
  event: (eventId: string) => ['manage-event', eventId] as const,
  business: (params: Record<string, unknown>) => ['business-events', params] as const,
  businessAll: ['business-events'] as const,
};

/** GET /api/v1/management/courses/:eventId: everything the editor pages need, with the viewer's permissions. */
export function managedEventQuery(eventId: string) {
  return queryOptions({
    queryKey: manageEventKeys.event(eventId),
    queryFn: ({ signal }) => api<ManagedEventReply>(course(eventId), { signal }),
    staleTime: 10_000,
  });
}

/** Refreshes every view of an event after a change: the editor, the public page and the events table. */
export async function refreshEvent(queryClient: QueryClient, eventId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: manageEventKeys.event(eventId) }),
    queryClient.invalidateQueries({ queryKey: eventPublicKeys.event(eventId) }),
    queryClient.invalidateQueries({ queryKey: manageEventKeys.businessAll }),
  ]);
}

export function createEvent(body: CreateEventBody): Promise<ManagedEventReply> {
  return api<ManagedEventReply>('/api/v1/management/courses', { method: 'POST', body });
}

/** PATCH the details; the reply is the whole editor state, stored in the cache at once. */
export function useSaveEventDetails(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventDetailsBody) => api<ManagedEventReply>(course(eventId), { method: 'PATCH', body }),
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
    mutationFn: (body: TicketTypesBody) => api<{ ticketTypes: ManagedTicketType[] }>(`${course(eventId)}/tickets`, { method: 'PUT', body }),
    onSuccess: async (reply) => {
      patchCache(queryClient, eventId, 'ticketTypes', reply.ticketTypes);
      await refreshEvent(queryClient, eventId);
    },
  });
}

export function useSaveQuestions(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionsBody) => api<{ questions: ManagedQuestion[] }>(`${course(eventId)}/questions`, { method: 'PUT', body }),
    onSuccess: async (reply) => {
      patchCache(queryClient, eventId, 'questions', reply.questions);
      await refreshEvent(queryClient, eventId);
    },
  });
}

export function useSaveOccurrences(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OccurrencesBody) => api<{ occurrences: ManagedOccurrence[] }>(`${course(eventId)}/occurrences`, { method: 'PUT', body }),
    onSuccess: async (reply) => {
      patchCache(queryClient, eventId, 'occurrences', reply.occurrences);
      await refreshEvent(queryClient, eventId);
    },
  });
}

export function useAddCollaborator(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { profileId?: string; username?: string; accessSetting: AccessSetting }) =>
      api<{ collaborator: ManagedCollaborator }>(`${course(eventId)}/teachings`, { method: 'POST', body }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}

/** Invites a collaborator by e-mail; resending replaces the link, cancelling makes it invalid. */
export function useInviteCollaborator(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; accessSetting: AccessSetting }) =>
      api<{ invitation: ManagedCollaboratorInvitation }>(`${course(eventId)}/collaborator_invitations`, { method: 'POST', body }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}

export function useResendCollaboratorInvitation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`${course(eventId)}/collaborator_invitations/${encodeURIComponent(id)}/resend`, { method: 'POST' }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}

export function useCancelCollaboratorInvitation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`${course(eventId)}/collaborator_invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}

export function useUpdateCollaborator(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accessSetting }: { id: string; accessSetting: AccessSetting }) =>
      api<{ collaborator: ManagedCollaborator }>(`${course(eventId)}/teachings/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { accessSetting },
      }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}

export function useRemoveCollaborator(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`${course(eventId)}/teachings/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}

/** POST .../publish: true, or a 422 whose `messages` are each shown as a danger alert. */
export function usePublishEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<true>(`${course(eventId)}/publish`, { method: 'POST' }),
    onSuccess: () => refreshEvent(queryClient, eventId),
  });
}

export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ok: true }>(course(eventId), { method: 'DELETE' }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: manageEventKeys.event(eventId) });
      queryClient.removeQueries({ queryKey: eventPublicKeys.event(eventId) });
      await queryClient.invalidateQueries({ queryKey: manageEventKeys.businessAll });
    },
  });
}

/** GET /api/v1/profile_management/events: one page of the business events table. */
export function businessEventsQuery(params: Record<string, string | number | boolean | undefined>) {
  return queryOptions({
    queryKey: manageEventKeys.business(params),
    queryFn: ({ signal }) => api<BusinessEventsReply>('/api/v1/profile_management/events', { query: params, signal }),
    placeholderData: (previous) => previous,
  });
}
