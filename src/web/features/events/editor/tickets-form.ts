import { MANAGE_EVENT_MESSAGES, TICKET_TYPES_TEXTS } from '../../../../contracts/events-management.messages.ts';
import { TICKET_SEATS_TEXTS } from '../../../../contracts/event-seating.messages.ts';
import type { ManagedTicketType, TicketTypeInput } from '../../../../contracts/events-management.ts';
import { priceCoversAbsorbedFee, ticketUnitPrice } from '../../../../domain/checkout.ts';
import { instantToZonedLocal, zonedLocalToInstant } from '../../../../domain/dates.ts';
import {
  DEFAULT_MAX_PER_ORDER,
  TICKET_CODE_PATTERN,
  TICKET_LIMITS,
  normalizeTicketCode,
  type AttendanceType,
  type PricingMode,
  type TicketCategory,
  type VisibilityScope,
} from '../../../../domain/tickets.ts';
import { toMajorUnits, toMinorUnits } from '../format.ts';
import { newKey } from './details-form.ts';
import { passBodyOf, passFormOf, passProblems, type PassForm } from './pass-form.ts';

export interface TicketForm extends PassForm {
  key: string;
  id?: string;
  name: string;
  description: string;
  price: number | string;
  fee: number | string;
  quantity: number | string;
  startsSalesAt: string;
  endsSalesAt: string;
  category: TicketCategory;
  attendanceType: AttendanceType;
  visibilityScope: VisibilityScope;
  pricingMode: PricingMode;
  suggestedPrice: number | string;
  minimumPrice: number | string;
  code: string;
  quantityPerCode: number | string;
  maxPerOrder: number | string;
  hidden: boolean;
  /** Members only: the tier whose members see and buy it ('' while none is chosen). */
  membershipTierId: string;
  /** Private access list only: the lists whose people (and their friends, by share code) see and buy it. */
  customUserListIds: string[];
  /** The seat categories of the event's chart it sells (Seat categories, shown once the event has a chart). */
  seatsCategoryKeys: string[];
  /** Read only: tickets sold over all dates (a type with sales can be hidden, not deleted). */
  ticketsSold: number;
  /** The platform fee inside the price (FeeFields). */
  absorbFees: boolean;
}

export interface TicketsFormValues {
  ticketTypes: TicketForm[];
}

export const VISIBILITY_LABELS: Record<VisibilityScope, string> = TICKET_TYPES_TEXTS.visibilityScopes;

export const ATTENDANCE_LABELS: Record<AttendanceType, string> = TICKET_TYPES_TEXTS.attendanceTypes;

const local = (iso: string | null, zone: string) => (iso ? instantToZonedLocal(new Date(iso), zone) : '');

export function toTicketForm(t: ManagedTicketType, zone: string, currency: string): TicketForm {
  const custom = t.pricingMode === 'custom_price';
  return {
    key: t.id,
    id: t.id,
    name: t.name,
    description: t.description,
    price: custom ? '' : toMajorUnits(t.price, currency),
    fee: toMajorUnits(t.fee, currency),
    quantity: t.quantity,
    startsSalesAt: local(t.startsSalesAt, zone),
    endsSalesAt: local(t.endsSalesAt, zone),
    category: t.category,
    attendanceType: t.attendanceType,
    visibilityScope: t.visibilityScope,
    pricingMode: t.pricingMode,
    suggestedPrice: toMajorUnits(t.suggestedPrice, currency),
    minimumPrice: toMajorUnits(t.minimumPrice, currency),
    code: t.code ?? '',
    quantityPerCode: t.quantityPerCode ?? '',
    maxPerOrder: t.maxPerOrder,
    hidden: t.hidden,
    membershipTierId: t.membershipTierId ?? '',
    customUserListIds: t.customUserListIds,
    seatsCategoryKeys: t.seatsCategoryKeys,
    ticketsSold: t.ticketsSold,
    absorbFees: t.absorbFees,
    ...passFormOf(t),
  };
}

export function toTicketsFormValues(types: readonly ManagedTicketType[], zone: string, currency: string): TicketsFormValues {
  return { ticketTypes: types.map((t) => toTicketForm(t, zone, currency)) };
}

/** A new ticket type: in person, public, fixed price, at most 25 per order. */
export function blankTicket(attendanceType: AttendanceType = 'in_person'): TicketForm {
  return {
    key: newKey(),
    name: '',
    description: '',
    price: 0,
    fee: 0,
    quantity: 100,
    startsSalesAt: '',
    endsSalesAt: '',
    category: 'Admission',
    attendanceType,
    visibilityScope: 'public',
    pricingMode: 'fixed',
    suggestedPrice: '',
    minimumPrice: '',
    code: '',
    quantityPerCode: '',
    maxPerOrder: DEFAULT_MAX_PER_ORDER,
    hidden: false,
    membershipTierId: '',
    customUserListIds: [],
    seatsCategoryKeys: [],
    ticketsSold: 0,
    absorbFees: false,
    ...passFormOf(),
  };
}

const int = (v: number | string) => (v === '' || !Number.isFinite(Number(v)) ? null : Math.trunc(Number(v)));
const instant = (v: string, zone: string) => (v ? (zonedLocalToInstant(v, zone)?.toISOString() ?? null) : null);

/** The PUT body: the whole list in display order, money in minor units, sales windows as instants. */
export function toTicketsBody(v: TicketsFormValues, zone: string, currency: string): { ticketTypes: TicketTypeInput[] } {
  return {
    ticketTypes: v.ticketTypes.map((t) => {
      const custom = t.pricingMode === 'custom_price';
      const secret = t.visibilityScope === 'secret';
      const list = t.visibilityScope === 'list';
      const minimum = custom ? (toMinorUnits(t.minimumPrice, currency) ?? 0) : null;
      return {
        ...(t.id ? { id: t.id } : {}),
        name: t.name.trim(),
        description: t.description.trim(),
        price: custom ? minimum! : (toMinorUnits(t.price, currency) ?? 0),
        fee: toMinorUnits(t.fee, currency) ?? 0,
        quantity: int(t.quantity) ?? 0,
        startsSalesAt: instant(t.startsSalesAt, zone),
        endsSalesAt: instant(t.endsSalesAt, zone),
        category: t.category,
        attendanceType: t.attendanceType,
        visibilityScope: t.visibilityScope,
        pricingMode: t.pricingMode,
        suggestedPrice: custom ? (toMinorUnits(t.suggestedPrice, currency) ?? minimum) : null,
        minimumPrice: minimum,
        code: secret ? normalizeTicketCode(t.code) || null : null,
        quantityPerCode: secret || list ? int(t.quantityPerCode) : null,
        maxPerOrder: int(t.maxPerOrder) ?? DEFAULT_MAX_PER_ORDER,
        hidden: t.hidden,
        membershipTierId: t.visibilityScope === 'member' ? t.membershipTierId || null : null,
        customUserListIds: list ? t.customUserListIds : [],
        seatsCategoryKeys: t.seatsCategoryKeys,
        absorbFees: t.absorbFees,
        ...passBodyOf(t),
      };
    }),
  };
}

/** Client checks mirroring the server's, keyed by form path ('ticketTypes.1.price'); `eventDates`: how many dates the event has. */
export function validateTickets(v: TicketsFormValues, zone: string, currency: string, eventDates = 1): Record<string, string> {
  const errors: Record<string, string> = {};
  const codes = new Map<string, number>();
  v.ticketTypes.forEach((t, i) => {
    const at = (f: string) => `ticketTypes.${i}.${f}`;
    const set = (f: string, m: string | null) => {
      if (m && !errors[at(f)]) errors[at(f)] = m;
    };
    if (!t.name.trim()) set('name', MANAGE_EVENT_MESSAGES.required);
    else if (t.name.length > TICKET_LIMITS.name) set('name', `Must be at most ${TICKET_LIMITS.name} characters`);
    if (t.description.length > TICKET_LIMITS.description) set('description', `Must be at most ${TICKET_LIMITS.description} characters`);
    const quantity = int(t.quantity);
    if (quantity === null) set('quantity', MANAGE_EVENT_MESSAGES.required);
    else if (quantity < 0 || quantity > TICKET_LIMITS.quantity) set('quantity', `Between 0 and ${TICKET_LIMITS.quantity.toLocaleString('en-US')}`);
    const money = (f: 'price' | 'fee' | 'suggestedPrice' | 'minimumPrice', required: boolean) => {
      const value = toMinorUnits(t[f], currency);
      if (value === null) {
        if (required) set(f, MANAGE_EVENT_MESSAGES.required);
        return null;
      }
      if (value < 0) set(f, 'Must be 0 or more');
      else if (value > TICKET_LIMITS.price) set(f, 'Too large');
      return value;
    };
    const price = t.pricingMode === 'fixed' ? money('price', true) : null;
    const fee = money('fee', false) ?? 0;
    if (t.absorbFees && price !== null && !priceCoversAbsorbedFee(ticketUnitPrice(price, fee), currency, t.pricingMode))
      set('absorbFees', MANAGE_EVENT_MESSAGES.absorbedFeeAbovePrice);
    if (t.pricingMode === 'custom_price') {
      const min = money('minimumPrice', false) ?? 0;
      const suggested = money('suggestedPrice', false);
      if (suggested !== null && suggested < min) set('suggestedPrice', MANAGE_EVENT_MESSAGES.minimumAboveSuggested);
    }
    const start = t.startsSalesAt ? zonedLocalToInstant(t.startsSalesAt, zone) : null;
    const end = t.endsSalesAt ? zonedLocalToInstant(t.endsSalesAt, zone) : null;
    if (t.startsSalesAt && !start) set('startsSalesAt', 'Enter a valid date and time');
    if (t.endsSalesAt && !end) set('endsSalesAt', 'Enter a valid date and time');
    if (start && end && end.getTime() <= start.getTime()) set('endsSalesAt', MANAGE_EVENT_MESSAGES.salesEndBeforeStart);
    const max = int(t.maxPerOrder);
    if (max === null) set('maxPerOrder', MANAGE_EVENT_MESSAGES.required);
    else if (max < 1 || max > TICKET_LIMITS.maxPerOrder) set('maxPerOrder', `Between 1 and ${TICKET_LIMITS.maxPerOrder}`);
    if (t.visibilityScope === 'secret') {
      const code = normalizeTicketCode(t.code);
      if (!code) set('code', MANAGE_EVENT_MESSAGES.codeRequired);
      else if (!TICKET_CODE_PATTERN.test(code)) set('code', MANAGE_EVENT_MESSAGES.codeFormat);
      else if (codes.has(code)) set('code', MANAGE_EVENT_MESSAGES.codeTaken);
      else codes.set(code, i);
      const perCode = int(t.quantityPerCode);
      if (t.quantityPerCode !== '' && (perCode === null || perCode < 1)) set('quantityPerCode', 'Must be 1 or more');
    }
    if (t.visibilityScope === 'member' && !t.membershipTierId) set('membershipTierId', MANAGE_EVENT_MESSAGES.tierRequired);
    if (t.visibilityScope === 'list') {
      if (!t.customUserListIds.length) set('customUserListIds', MANAGE_EVENT_MESSAGES.listRequired);
      const perCode = int(t.quantityPerCode);
      if (t.quantityPerCode === '') set('quantityPerCode', MANAGE_EVENT_MESSAGES.perCodeRequired);
      else if (perCode === null || perCode < 1) set('quantityPerCode', 'Must be 1 or more');
    }
    for (const [field, message] of Object.entries(passProblems(t, eventDates))) set(field, message);
  });
  return errors;
}

/** A tier as the editor's Select needs it (GET /api/v1/membership_tiers). */
export interface TierChoice {
  id: string;
  name: string;
  archived: boolean;
}

/**
 * The tiers a members-only ticket may name: the owner's tiers that are not archived, and the one it already has
 * (marked archived, as the server keeps it unchanged; a tier that no longer exists shows as nothing chosen).
 */
export function tierOptions(tiers: readonly TierChoice[], current: string): { value: string; label: string }[] {
  return tiers
    .filter((tier) => !tier.archived || tier.id === current)
    .map((tier) => ({ value: tier.id, label: tier.archived ? TICKET_TYPES_TEXTS.archivedTier(tier.name) : tier.name }));
}

/** A private access list as the editor's MultiSelect needs it (the owner's lists, GET .../custom_user_lists). */
export interface ListChoice {
  id: string;
  name: string;
}

/**
 * The seat categories a ticket type may sell: the event's chart's, by name; a key it already names that the chart
 * no longer has (the chart was replaced) stays choosable so that saving keeps it until the organizer removes it.
 */
export function seatCategoryOptions(categories: readonly { key: string; name: string }[], current: readonly string[]) {
  const known = new Set(categories.map((c) => c.key));
  return [
    ...categories.map((c) => ({ value: c.key, label: c.name })),
    ...current.filter((k) => !known.has(k)).map((k) => ({ value: k, label: TICKET_SEATS_TEXTS.notOnChart(k) })),
  ];
}

/** A custom-price ticket's minimum is stored as its price: the server's price error belongs to that field. */
export function ticketsErrorAlias(values: TicketsFormValues) {
  return (key: string): string | null => {
    const m = /^ticketTypes\.(\d+)\.price$/.exec(key);
    if (m && values.ticketTypes[Number(m[1])]?.pricingMode === 'custom_price') return `ticketTypes.${m[1]}.minimumPrice`;
    return null;
  };
}
