import { EVENT_PAGE_ERROR_CODES } from '../../../../contracts/events.messages.ts';
import type { PageAlert } from './EventCollaborators.tsx';
import type { EventPageSearch } from './search.ts';

/** The alerts the page opens with: errorCode=1 shows its message. */
export function initialAlerts(errorCode: EventPageSearch['errorCode']): PageAlert[] {
  return errorCode === '1' ? [{ id: 'errorCode', color: 'red', message: EVENT_PAGE_ERROR_CODES[1] }] : [];
}

/** Adds an alert last, replacing one with the same id. */
export function upsertAlert(alerts: PageAlert[], alert: PageAlert): PageAlert[] {
  return [...alerts.filter((a) => a.id !== alert.id), alert];
}

export function withoutAlert(alerts: PageAlert[], id: string): PageAlert[] {
  return alerts.filter((a) => a.id !== id);
}

export function hasSuccessAlert(alerts: PageAlert[]): boolean {
  return alerts.some((a) => a.color === 'green');
}

/** Success alerts go; errors stay until dismissed. */
export function withoutSuccessAlerts(alerts: PageAlert[]): PageAlert[] {
  return alerts.filter((a) => a.color !== 'green');
}
