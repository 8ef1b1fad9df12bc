import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryIn } from '../../../contracts/endpoint.ts';
import { REPORTING_ENDPOINTS as E } from '../../../contracts/reporting.endpoints.ts';
import type { ActivityRow, OrderRow, PatronRow, RevenueItem, RevenueReply, TransactionView } from '../../../contracts/reporting.ts';
import { call } from '../../app/http.ts';
import { settingsQuery } from '../settings/index.ts';

export type { ActivityRow, OrderRow, PatronRow, RevenueItem, RevenueReply, TransactionView };

/** A report's filters, without the owner (every call adds it). */
type Filters<Q> = Omit<Q, 'ownerId'>;
export type RevenueParams = Filters<QueryIn<typeof E.revenue>>;
export type OrdersParams = Filters<QueryIn<typeof E.transactions>>;
export type PatronsParams = Filters<QueryIn<typeof E.patrons>>;
export type ActivitiesParams = Filters<QueryIn<typeof E.activities>>;

/** One owner's reports under one key, so an export or a refund elsewhere can refresh them all at once. */
export const reportingKeys = {
  owner: (ownerId: string) => ['reporting', ownerId] as const,
  revenue: (ownerId: string, params: RevenueParams) => ['reporting', ownerId, 'revenue', params] as const,
  orders: (ownerId: string, params: OrdersParams) => ['reporting', ownerId, 'orders', params] as const,
  order: (ownerId: string, id: string) => ['reporting', ownerId, 'order', id] as const,
  patrons: (ownerId: string, params: PatronsParams) => ['reporting', ownerId, 'patrons', params] as const,
  patron: (ownerId: string, id: string, email: string | undefined) => ['reporting', ownerId, 'patron', id, email ?? null] as const,
  activities: (ownerId: string, params: ActivitiesParams) => ['reporting', ownerId, 'activities', params] as const,
};

/** Revenue by one dimension; the previous table stays (dimmed) while another dimension or order loads. */
export function revenueQuery(ownerId: string, params: RevenueParams) {
  return queryOptions({
    queryKey: reportingKeys.revenue(ownerId, params),
    queryFn: ({ signal }) => call(E.revenue, { query: { ownerId, ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of orders (the Orders tab, or a patron's orders with userId or email). */
export function ordersQuery(ownerId: string, params: OrdersParams) {
  return queryOptions({
    queryKey: reportingKeys.orders(ownerId, params),
    queryFn: ({ signal }) => call(E.transactions, { query: { ownerId, ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The order page's order, with its items and payment details. */
export function orderQuery(ownerId: string, id: string) {
  return queryOptions({
    queryKey: reportingKeys.order(ownerId, id),
    queryFn: ({ signal }) => call(E.transaction, { params: { id }, query: { ownerId }, signal }),
  });
}

export function patronsQuery(ownerId: string, params: PatronsParams) {
  return queryOptions({
    queryKey: reportingKeys.patrons(ownerId, params),
    queryFn: ({ signal }) => call(E.patrons, { query: { ownerId, ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A patron by profile id, or a guest by e-mail (`id` 'null'). */
export function patronQuery(ownerId: string, id: string, email: string | undefined) {
  return queryOptions({
    queryKey: reportingKeys.patron(ownerId, id, email),
    queryFn: ({ signal }) => call(E.patron, { params: { id }, query: { ownerId, email }, signal }),
  });
}

/** One page of the activity feed (the Activity tab, or one patron's with actorId or email). */
export function activitiesQuery(ownerId: string, params: ActivitiesParams) {
  return queryOptions({
    queryKey: reportingKeys.activities(ownerId, params),
    queryFn: ({ signal }) => call(E.activities, { query: { ownerId, ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The account's timezone, which report dates are written in (the settings the Account page reads, cached under the
 * same key). `ready` once it is known or failed to load; without it dates show in the browser's zone.
 */
export function useAccountZone(username: string): { zone: string | undefined; ready: boolean } {
  const settings = useQuery({ ...settingsQuery(username), staleTime: 5 * 60_000 });
  return { zone: settings.data?.profile.timezone, ready: !settings.isPending };
}
