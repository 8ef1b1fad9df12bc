import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { outboxReply, siteAlertReply } from '../../../contracts/site.ts';
import { api } from '../../app/http.ts';

export type SiteAlertReply = z.infer<typeof siteAlertReply>;
export type OutboxReply = z.infer<typeof outboxReply>;

export const siteKeys = {
  alert: ['site', 'alert'] as const,
  outbox: ['site', 'outbox'] as const,
};

export const siteAlertQuery = queryOptions({
  queryKey: siteKeys.alert,
  queryFn: ({ signal }) => api<SiteAlertReply>('/api/v1/site_alert', { signal }),
  staleTime: 5 * 60_000,
});

export const outboxQuery = queryOptions({
  queryKey: siteKeys.outbox,
  queryFn: ({ signal }) => api<OutboxReply>('/api/dev/outbox', { signal }),
  refetchInterval: 10_000,
});

export function useSaveSiteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string | null) => api<SiteAlertReply>('/api/v1/site_alert', { method: 'PUT', body: { message } }),
    onSuccess: (reply) => {
      if (reply && 'alert' in reply) queryClient.setQueryData(siteKeys.alert, reply);
      return queryClient.invalidateQueries({ queryKey: siteKeys.alert });
    },
  });
}
