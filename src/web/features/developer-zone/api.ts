import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryIn } from '../../../contracts/endpoint.ts';
import { WEBHOOK_ENDPOINTS as E } from '../../../contracts/webhooks.endpoints.ts';
import type {
  ApiKeyView,
  CreateApiKeyBody,
  CreateWebhookBody,
  DeliveryAttemptView,
  DeliveryDetail,
  DeliveryView,
  UpdateWebhookBody,
  WebhookEventType,
  WebhookView,
} from '../../../contracts/webhooks.ts';
import { call } from '../../app/http.ts';

export type { ApiKeyView, DeliveryAttemptView, DeliveryDetail, DeliveryView, WebhookView };
/** The logs table's page and filters, without the owner. */
export type DeliveryListParams = Omit<QueryIn<typeof E.deliveries>, 'ownerId'>;
export type WebhookListParams = Omit<QueryIn<typeof E.list>, 'ownerId'>;

/** The API documentation (Swagger UI: the open API's key scheme and the webhooks' payloads), served by the API. */
export const API_DOCS_PATH = '/api/docs';

/** One owner's developer zone under one key: a change refreshes its webhooks, logs and keys. */
export const developerKeys = {
  owner: (ownerId: string) => ['developer-zone', ownerId] as const,
  webhooks: (ownerId: string, params: WebhookListParams) => ['developer-zone', ownerId, 'webhooks', params] as const,
  webhook: (ownerId: string, id: string) => ['developer-zone', ownerId, 'webhook', id] as const,
  deliveries: (ownerId: string, params: DeliveryListParams) => ['developer-zone', ownerId, 'deliveries', params] as const,
  delivery: (ownerId: string, id: string) => ['developer-zone', ownerId, 'delivery', id] as const,
  apiKeys: (ownerId: string) => ['developer-zone', ownerId, 'api-keys'] as const,
};

export function webhooksQuery(ownerId: string, params: WebhookListParams) {
  return queryOptions({
    queryKey: developerKeys.webhooks(ownerId, params),
    queryFn: ({ signal }) => call(E.list, { query: { ownerId, ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function webhookQuery(ownerId: string, id: string) {
  return queryOptions({
    queryKey: developerKeys.webhook(ownerId, id),
    queryFn: ({ signal }) => call(E.get, { params: { id }, query: { ownerId }, signal }),
  });
}

/** One page of the logs; pending deliveries are polled every 5 s so a retry's outcome shows without a reload. */
export function deliveriesQuery(ownerId: string, params: DeliveryListParams) {
  return queryOptions({
    queryKey: developerKeys.deliveries(ownerId, params),
    queryFn: ({ signal }) => call(E.deliveries, { query: { ownerId, ...params }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((d) => d.status === 'pending') ? 5000 : false),
  });
}

/** A log's detail (payload and attempts), polled every 2 s while the delivery is pending. */
export function deliveryQuery(ownerId: string, id: string) {
  return queryOptions({
    queryKey: developerKeys.delivery(ownerId, id),
    queryFn: ({ signal }) => call(E.delivery, { params: { id }, query: { ownerId }, signal }),
    refetchInterval: (query) => (query.state.data?.delivery.status === 'pending' ? 2000 : false),
  });
}

export function apiKeysQuery(ownerId: string) {
  return queryOptions({
    queryKey: developerKeys.apiKeys(ownerId),
    queryFn: ({ signal }) => call(E.apiKeys, { query: { ownerId }, signal }),
  });
}

/** A change in the owner's developer zone; every list of it refreshes afterwards. */
function useDeveloperMutation<TVars, TResult>(ownerId: string, fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: developerKeys.owner(ownerId) }),
  });
}

export function useCreateWebhook(ownerId: string) {
  return useDeveloperMutation(ownerId, (body: CreateWebhookBody) => call(E.create, { body }));
}

export function useUpdateWebhook(ownerId: string) {
  return useDeveloperMutation(ownerId, ({ id, body }: { id: string; body: UpdateWebhookBody }) => call(E.update, { params: { id }, body }));
}

export function useDeleteWebhook(ownerId: string) {
  return useDeveloperMutation(ownerId, (id: string) => call(E.remove, { params: { id }, query: { ownerId } }));
}

export function useSendTestEvent(ownerId: string) {
  return useDeveloperMutation(ownerId, ({ id, eventType }: { id: string; eventType?: WebhookEventType }) =>
    call(E.test, { params: { id }, body: { ownerId, eventType } }),
  );
}

export function useReplayDelivery(ownerId: string) {
  return useDeveloperMutation(ownerId, (id: string) => call(E.replay, { params: { id }, body: { ownerId } }));
}

export function useCreateApiKey(ownerId: string) {
  return useDeveloperMutation(ownerId, (body: Omit<CreateApiKeyBody, 'ownerId'>) => call(E.createApiKey, { body: { ...body, ownerId } }));
}

export function useRevokeApiKey(ownerId: string) {
  return useDeveloperMutation(ownerId, (id: string) => call(E.revokeApiKey, { params: { id }, query: { ownerId } }));
}
