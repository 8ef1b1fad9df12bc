import { isEventCategory, type EventCategory } from './events.values.ts';

/** The business events table (accounts-and-reporting 2.4): its query string and the API call it makes. */
export const EVENTS_TABLE_TYPES = ['Upcoming', 'Past'] as const;
export type EventsTableType = (typeof EVENTS_TABLE_TYPES)[number];
export const EVENTS_TABLE_SORT_BY = ['startsAt', 'revenue', 'ticketsSold'] as const;
export type EventsTableSortBy = (typeof EVENTS_TABLE_SORT_BY)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const EVENTS_TABLE_PAGE_SIZE = 25;
export const EVENTS_TABLE_SEARCH_MAX = 200;
/** Ticket types listed in a row before 'See more'. */
export const EVENTS_TABLE_TICKETS_SHOWN = 10;

export interface EventsTableQuery {
  type: EventsTableType;
  page: number;
  search?: string;
  category?: EventCategory;
  sortBy?: EventsTableSortBy;
  sortOrder?: SortOrder;
  /** Show archived events too (the table's Show archived). */
  archived?: true;
}

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * Reads the table's query string: values outside the allowed enumerations and empty values are dropped
 * (accounts-and-reporting 5); type defaults to Upcoming and page to 1.
 */
export function parseEventsTableQuery(raw: Record<string, unknown>): EventsTableQuery {
  const page = Number(first(raw.page));
  const search = typeof first(raw.search) === 'string' ? String(first(raw.search)).trim().slice(0, EVENTS_TABLE_SEARCH_MAX) : '';
  const category = first(raw.category);
  const query: EventsTableQuery = {
    type: oneOf(EVENTS_TABLE_TYPES, first(raw.type)) ?? 'Upcoming',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  if (search) query.search = search;
  if (isEventCategory(category)) query.category = category;
  const sortBy = oneOf(EVENTS_TABLE_SORT_BY, first(raw.sortBy));
  if (sortBy) query.sortBy = sortBy;
  const sortOrder = oneOf(SORT_ORDERS, first(raw.sortOrder));
  if (sortOrder) query.sortOrder = sortOrder;
  if (first(raw.archived) === 'true' || first(raw.archived) === true) query.archived = true;
  return query;
}

/** Default order: soonest first for Upcoming, latest first for Past. */
export function defaultSortOrder(type: EventsTableType): SortOrder {
  return type === 'Past' ? 'desc' : 'asc';
}

/** The query string to write back to the URL: defaults left out. */
export function serializeEventsTableQuery(q: EventsTableQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.type !== 'Upcoming') out.type = q.type;
  if (q.page > 1) out.page = String(q.page);
  if (q.search) out.search = q.search;
  if (q.category) out.category = q.category;
  if (q.sortBy) out.sortBy = q.sortBy;
  if (q.sortOrder) out.sortOrder = q.sortOrder;
  if (q.archived) out.archived = 'true';
  return out;
}

/** The API parameters of GET /api/v1/profile_management/events for a table query. */
export function eventsTableApiParams(ownerId: string, q: EventsTableQuery) {
  return {
    ownerId,
    page: q.page,
    perPage: EVENTS_TABLE_PAGE_SIZE,
    past: q.type === 'Past',
    sort: q.sortBy ?? 'startsAt',
    direction: q.sortOrder ?? defaultSortOrder(q.type),
    ...(q.search ? { query: q.search } : {}),
    ...(q.category ? { category: q.category } : {}),
    ...(q.archived ? { archived: 'true' as const } : {}),
  };
}

/** On first load with no filters, an empty Upcoming list switches to Past. */
export function shouldFallBackToPast(q: EventsTableQuery, totalCount: number, firstLoad: boolean): boolean {
  return firstLoad && totalCount === 0 && q.type === 'Upcoming' && !q.search && !q.category && q.page === 1;
}
