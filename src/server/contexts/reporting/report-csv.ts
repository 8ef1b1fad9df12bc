import {
  ORDER_STATUS_LABELS,
  ORDERS_TEXTS,
  PATRONS_TEXTS,
  PAYMENT_METHOD_LABELS,
  REPORTING_DATE_FORMATS,
  REPORTING_TEXTS,
  REVENUE_COLUMNS,
  REVENUE_TEXTS,
  type ActivityRow,
  type OrderRow,
  type PatronRow,
  type RevenueFigures,
  type RevenueReply,
} from '../../../contracts/reporting.ts';
import type { CsvValue } from '../../../domain/csv.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { currencyInfo } from '../../../domain/money.ts';
import { signedFee } from '../../../domain/reporting.ts';

/**
 * The CSV formats of the report exports (accounts-and-reporting 9): pure functions from the contract rows to CSV
 * cells. They live beside the services rather than in domain/ because they speak the contracts' rows and texts
 * (domain imports nothing of ours). Money is decimal major units of its currency ('10.50', yen without decimals),
 * dates 'MM-dd-yyyy HH:mm zzz' in the account's timezone, and a missing value reads 'N/A'.
 */

type Cells = CsvValue[];

const NA = REPORTING_TEXTS.notAvailable;

/** Minor units as a plain decimal of the currency: 1050 usd -> '10.50', -5 usd -> '-0.05', 1000 jpy -> '1000'. */
export function csvAmount(minor: number, currency: string): string {
  const digits = currencyInfo(currency).minorUnits;
  const scale = 10 ** digits;
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / scale);
  const fraction = digits ? `.${String(abs % scale).padStart(digits, '0')}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
}

/** An instant in the account's zone, as the CSVs write dates; 'N/A' when there is none. */
export function csvDate(instant: string | null, timeZone: string): string {
  return instant ? formatInZone(new Date(instant), timeZone, REPORTING_DATE_FORMATS.csv) : NA;
}

const orNa = (value: string | null | undefined) => (value ? value : NA);

/** 'card' -> 'Card', 'free' -> 'Comp (Free)', unknown -> 'N/A'. */
function paymentMethodLabel(method: string | null): string {
  if (!method) return NA;
  return (PAYMENT_METHOD_LABELS as Record<string, string>)[method] ?? method;
}

/** One order as the 20 columns of ORDERS_CSV_COLUMNS; fees are the order's charges, so positive here. */
export function orderCsvRow(row: OrderRow, timeZone: string): Cells {
  const money = (minor: number) => csvAmount(minor, row.currency);
  const d = row.paymentDetails;
  return [
    row.id,
    csvDate(row.date, timeZone),
    orNa(row.userFirstName),
    orNa(row.userLastName),
    orNa(row.userEmail),
    ORDERS_TEXTS.productTypes[row.productType],
    orNa(row.productName),
    csvDate(row.productDate, timeZone),
    ORDER_STATUS_LABELS[row.status],
    paymentMethodLabel(row.paymentMethod),
    row.currency.toUpperCase(),
    money(d.subtotal),
    money(d.discounts),
    money(d.donation),
    money(d.ovationFee),
    money(d.stripeFee),
    money(d.total),
    money(d.refundedAmount),
    money(d.netAmount),
    row.ticketCount,
  ];
}

/** The revenue table's columns: the dimension, then the 8 money columns. */
export function revenueCsvHeader(dimension: RevenueReply['dimension']): string[] {
  return [REVENUE_TEXTS.dimensions[dimension], ...REVENUE_COLUMNS.map((c) => REVENUE_TEXTS.columns[c])];
}

function figureCells(label: string, figures: RevenueFigures, currency: string): Cells {
  const fees = new Set<string>(['stripeFees', 'ovationFees']);
  return [label, ...REVENUE_COLUMNS.map((c) => csvAmount(fees.has(c) ? signedFee(figures[c]) : figures[c], currency))];
}

/**
 * The revenue report as the page shows it: a row per item, the Total row, then one row per other currency (those
 * orders are never summed into the account currency's figures), fees with a minus sign.
 */
export function revenueCsvRows(reply: RevenueReply): Cells[] {
  return [
    ...reply.items.map((item) => figureCells(item.dimension, item, reply.currency)),
    figureCells(REVENUE_TEXTS.total, reply.total, reply.currency),
    ...reply.otherCurrencies.map((other) => figureCells(`${REVENUE_TEXTS.otherCurrencies} (${other.currency.toUpperCase()})`, other, other.currency)),
  ];
}

const P = PATRONS_TEXTS.columns;
export const PATRONS_CSV_HEADER = [P.name, P.email, P.totalAmount, P.orderCount, P.memberSince];

export function patronCsvRow(row: PatronRow, timeZone: string): Cells {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return [orNa(name), orNa(row.email), csvAmount(row.totalAmount, row.currency), row.orderCount, csvDate(row.memberSince, timeZone)];
}

/** One activity under ACTIVITY_TEXTS.csvColumns: its date and its message as plain text. */
export function activityCsvRow(row: ActivityRow, timeZone: string): Cells {
  return [csvDate(row.createdAt, timeZone), htmlToText(row.message)];
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** An activity message's HTML as plain text: the tags dropped, the entities decoded (once, after the tags go). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
      if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : entity;
    })
    .trim();
}
