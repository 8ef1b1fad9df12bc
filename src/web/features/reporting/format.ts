import { format } from 'date-fns';
import { PAYMENT_METHOD_LABELS, REPORTING_TEXTS, REVENUE_TEXTS, type ReportOrderStatus } from '../../../contracts/reporting.messages.ts';
import { personName as namePerson } from '../../../domain/activity.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { formatMoney } from '../../../domain/money.ts';
import { signedFee } from '../../../domain/reporting.ts';
import { truncate } from '../../../domain/text.ts';

/** How the reporting tables and pages write names, payment methods, statuses, fees and dates. */

/** 'Ada Lovelace', else the e-mail, else 'Guest'. */
export const personName = (first: string | null, last: string | null, email: string | null): string =>
  namePerson(first, last, email, REVENUE_TEXTS.guest);

/** A name cut at `max` (the spec's truncations), with the whole of it for a title attribute when it was cut. */
export function cut(text: string, max: number): { shown: string; title: string | undefined } {
  const shown = truncate(text, max);
  return { shown, title: shown === text ? undefined : text };
}

/** 'Comp (Free)' for a free order, 'N/A' when unknown, else the method's label (an unknown method as it is). */
export function paymentMethodLabel(method: string | null): string {
  if (!method) return REPORTING_TEXTS.notAvailable;
  return (PAYMENT_METHOD_LABELS as Record<string, string>)[method] ?? method;
}

/** The status badge's colour per status. */
export const ORDER_STATUS_COLORS: Record<ReportOrderStatus, string> = {
  completed: 'green',
  partially_refunded: 'orange',
  refunded: 'grape',
  pending: 'yellow',
  canceled: 'gray',
  failed: 'red',
};

/** A fee as the reports show it: with a minus sign ('-$1.23'), and a fee of nothing as '$0.00'. */
export const feeMoney = (minor: number, currency: string) => formatMoney(signedFee(minor), currency);

/** A date in the account's zone when known (the browser's otherwise), in a REPORTING_DATE_FORMATS pattern. */
export function reportDate(iso: string, pattern: string, timeZone: string | undefined): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return timeZone ? formatInZone(instant, timeZone, pattern) : format(instant, pattern);
}

/** Where a patron's name links: their profile id, or 'null' with the e-mail for a guest; nothing without either. */
export function patronTarget(id: string | null, email: string | null): { id: string; search: { email?: string } } | null {
  if (id) return { id, search: {} };
  return email ? { id: 'null', search: { email } } : null;
}
