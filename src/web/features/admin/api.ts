import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS as E } from '../../../contracts/admin.endpoints.ts';
import type { QueryIn } from '../../../contracts/endpoint.ts';
import { SITE_ENDPOINTS } from '../../../contracts/site.endpoints.ts';
import { call } from '../../app/http.ts';

export type OrganizersParams = QueryIn<typeof E.organizers>;

export const adminKeys = {
  all: ['admin'] as const,
  search: (q: string) => ['admin', 'search', q] as const,
  figures: (from: string, to: string) => ['admin', 'figures', from, to] as const,
  failedMail: ['admin', 'deliveries', 'mail'] as const,
  pausedWebhooks: ['admin', 'deliveries', 'webhooks'] as const,
  organizers: (params: OrganizersParams) => ['admin', 'organizers', params] as const,
};

/** The console's search; the previous results stay (dimmed) while a longer text loads. */
export function adminSearchQuery(q: string) {
  return queryOptions({
    queryKey: adminKeys.search(q),
    queryFn: ({ signal }) => call(E.search, { query: { q }, signal }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export function figuresQuery(from: string, to: string) {
  return queryOptions({
    queryKey: adminKeys.figures(from, to),
    queryFn: ({ signal }) => call(E.figures, { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const failedMailQuery = queryOptions({
  queryKey: adminKeys.failedMail,
  queryFn: ({ signal }) => call(E.failedMail, { signal }),
});

export const pausedWebhooksQuery = queryOptions({
  queryKey: adminKeys.pausedWebhooks,
  queryFn: ({ signal }) => call(E.pausedWebhooks, { signal }),
});

export function organizersQuery(params: OrganizersParams) {
  return queryOptions({
    queryKey: adminKeys.organizers(params),
    queryFn: ({ signal }) => call(E.organizers, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A retry changes the failed list: it is read again after each. */
function useDeliveryMutation<V, R>(mutationFn: (v: V) => Promise<R>, key: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useRetryMail = () => useDeliveryMutation((id: string) => call(E.retryMail, { params: { id } }), adminKeys.failedMail);
export const useRetryAllMail = () => useDeliveryMutation(() => call(SITE_ENDPOINTS.retryFailedMail, {}), adminKeys.failedMail);
export const useResumeWebhook = () => useDeliveryMutation((id: string) => call(E.resumeWebhook, { params: { id } }), adminKeys.pausedWebhooks);
