import { format } from 'date-fns';
import { ATTEMPT_TEXTS, DELIVERY_LOG_TEXTS as T, DELIVERY_STATUS_LABELS } from '../../../contracts/developer-tools.messages.ts';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LOG_STATUSES,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '../../../contracts/webhooks.messages.ts';
import { enumParam } from '../../app/search-params.ts';
import type { DeliveryAttemptView } from './api.ts';

/** Log times in the viewer's own zone, to the second (attempts can be 5 s apart): '5 Mar 2026, 2:07:09 PM'. */
export const LOG_TIME_FORMAT = 'd MMM y, h:mm:ss a';

export function logTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, LOG_TIME_FORMAT);
}

export const DELIVERY_STATUS_COLORS: Record<WebhookDeliveryStatus, string> = { pending: 'yellow', delivered: 'green', failed: 'red' };

/** The filters' 'all' choice: Mantine's Select needs a value for it. */
export const ALL = 'all';

export const EVENT_FILTER_OPTIONS = [{ value: ALL, label: T.allEvents }, ...WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: type }))];
export const STATUS_FILTER_OPTIONS = [
  { value: ALL, label: T.allStatuses },
  ...WEBHOOK_LOG_STATUSES.map((status) => ({ value: status, label: DELIVERY_STATUS_LABELS[status] })),
];

const eventName = enumParam(WEBHOOK_EVENT_TYPES);
const logStatus = enumParam(WEBHOOK_LOG_STATUSES);

/** The logs table's filters and page (component state: the developer zone's address has no list params). */
export interface LogFilters {
  eventName?: WebhookEventType;
  status?: (typeof WEBHOOK_LOG_STATUSES)[number];
  page?: number;
}

/** A filter's new choice ('all' or anything unknown clears it); any filter change goes back to page 1. */
export function filterPatch(filters: LogFilters, key: 'eventName' | 'status', value: string | null): LogFilters {
  const next = key === 'eventName' ? eventName(value) : logStatus(value);
  return { ...filters, [key]: next, page: undefined };
}

/** Whether the owner has logs at all, as far as this page can tell: no filter narrows it. */
export const isFiltered = (filters: LogFilters) => filters.eventName !== undefined || filters.status !== undefined;

/** An attempt's outcome: the receiver's HTTP status, else why no answer came. */
export function attemptOutcome(attempt: Pick<DeliveryAttemptView, 'statusCode' | 'error'>): string {
  if (attempt.statusCode !== null) return ATTEMPT_TEXTS.statusCode(attempt.statusCode);
  return attempt.error || ATTEMPT_TEXTS.noAnswer;
}

/** The payload as sent, indented for reading (the exact bytes signed are the compact form). */
export const prettyPayload = (payload: unknown): string => JSON.stringify(payload, null, 2);
