import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyOf } from '../../../contracts/endpoint.ts';
import { SITE_ENDPOINTS } from '../../../contracts/site.endpoints.ts';
import { call } from '../../app/http.ts';

export type SiteAlertReply = ReplyOf<typeof SITE_ENDPOINTS.alert>;
export type OutboxReply = ReplyOf<typeof SITE_ENDPOINTS.outbox>;

export const siteKeys = {
  alert: ['site', 'alert'] as const,
  outbox: ['site', 'outbox'] as const,
};

export const siteAlertQuery = queryOptions({
  queryKey: siteKeys.alert,
  queryFn: ({ signal }) => call(SITE_ENDPOINTS.alert, { signal }),
  staleTime: 5 * 60_000,
});

export const outboxQuery = queryOptions({
  queryKey: siteKeys.outbox,
  queryFn: ({ signal }) => call(SITE_ENDPOINTS.outbox, { signal }),
  refetchInterval: 10_000,
});

export function useSaveSiteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string | null) => call(SITE_ENDPOINTS.saveAlert, { body: { message } }),
    onSuccess: (reply) => {
      if (reply && 'alert' in reply) queryClient.setQueryData(siteKeys.alert, reply);
      return queryClient.invalidateQueries({ queryKey: siteKeys.alert });
    },
  });
}
