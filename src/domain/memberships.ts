/**
 * Membership rules (content-management 2.2, 2.3, 3, 4, 5 Memberships, 9; buyer-side 9): benefit usage windows,
 * a member's display status, member prices, and the tier, benefit, member and settings checks. Pure: the
 * server's memberships context does the I/O. The texts live here (domain imports nothing of ours) and
 * contracts/memberships.messages.ts re-exports them with the other membership texts.
 */
import { TZDate } from '@date-fns/tz';
import { type FeeOptions, type PricedTicket, priceTicket, promoDiscount } from './checkout.ts';
import { currencyInfo } from './money.ts';
import { isValidEmail, personNameProblem } from './people.ts';
import { isValidTimezone } from './timezones.ts';
import type { MemberStatusFilter } from './memberships.values.ts';

// ---------------------------------------------------------------------------------------------------------------
// Constants (content-management 3, 9)

/** A benefit's usage limit scope, with the spec's values (content-management 3, 5). */
export const USAGE_SCOPES = ['event', 'month', '3 months', '6 months', 'year'] as const;
export type UsageScope = (typeof USAGE_SCOPES)[number];

/** Calendar months per window of each periodic scope; windows start at a multiple of it from January. */
const SCOPE_MONTHS: Record<Exclude<UsageScope, 'event'>, number> = { month: 1, '3 months': 3, '6 months': 6, year: 12 };

/** Which tickets a benefit discounts. */
export const DISCOUNT_SCOPES = ['all', 'categories', 'tickets'] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

export const PRICE_INTERVALS = ['month', 'year'] as const;
export type PriceInterval = (typeof PRICE_INTERVALS)[number];
export const DEFAULT_PRICE_INTERVAL: PriceInterval = 'month';
export const PRICE_INTERVAL_COUNT = 1;

export const MEMBERSHIP_LIMITS = {
  tierName: 100,
  tierDescription: 2000,
  pricesPerTier: 2,
  /** Tier price, in the currency's major units (0 is allowed: a free tier). */
  priceMin: 0,
  priceMax: 10_000,
  benefitName: 100,
  /** Benefit dollar amount, in the currency's major units. */
  amountMin: 1,
  amountMax: 10_000,
  percentMin: 1,
  percentMax: 100,
  usageLimitMin: 1,
  capacityMin: 1,
  heroTitle: 56,
  settingsDescription: 200,
} as const;

/** A failed renewal keeps the member's access while the provider retries (docs/decisions/memberships.md). */
export const RENEWAL_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

/** Field messages of the membership forms. The spec names the rules, not their wording, except where quoted. */
export const MEMBERSHIP_VALIDATION_MESSAGES = {
  benefitNameRequired: 'Descriptor is required',
  benefitNameTooLong: `Descriptor must be at most ${MEMBERSHIP_LIMITS.benefitName} characters`,
  /** The promo code form's wording (content-management 5), as benefits discount the same way. */
  amountRequired: 'Discount amount is required',
  percentRequired: 'Discount percentage is required',
  amountRange: `Discount amount must be between ${MEMBERSHIP_LIMITS.amountMin} and ${MEMBERSHIP_LIMITS.amountMax}`,
  percentRange: `Discount percentage must be between ${MEMBERSHIP_LIMITS.percentMin} and ${MEMBERSHIP_LIMITS.percentMax}`,
  amountAndPercent: 'Choose a discount amount or a percentage, not both',
  usageLimitRequired: 'Usage limit is required',
  usageLimitMin: 'Usage limit must be at least 1',
  usageScopeRequired: 'Choose how often the usage limit applies',
  categoriesRequired: 'Select at least one category',
  ticketsRequired: 'Select at least one ticket',
  tierNameRequired: 'Name is required',
  tierNameTooLong: `Name must be at most ${MEMBERSHIP_LIMITS.tierName} characters`,
  tierDescriptionRequired: 'Description is required',
  tierDescriptionTooLong: `Description must be at most ${MEMBERSHIP_LIMITS.tierDescription} characters`,
  priceRequired: 'Price is required',
  priceRange: `Price must be between ${MEMBERSHIP_LIMITS.priceMin} and ${MEMBERSHIP_LIMITS.priceMax}`,
  intervalInvalid: 'Choose month or year',
  pricesRequired: 'Add at least one price',
  tooManyPrices: `A tier can have at most ${MEMBERSHIP_LIMITS.pricesPerTier} prices`,
  priceLocked: 'A price with subscribers cannot be edited or removed. Archive it and add a new one.',
  capacityRequired: 'Capacity is required',
  capacityMin: 'Capacity must be at least 1',
  fullNameLabel: 'Full name',
  emailInvalid: 'Please enter a valid email address',
  tierRequired: 'Tier is required',
  priceChoiceRequired: 'Interval is required',
  heroTitleTooLong: `Hero text must be at most ${MEMBERSHIP_LIMITS.heroTitle} characters`,
  settingsDescriptionTooLong: `Description must be at most ${MEMBERSHIP_LIMITS.settingsDescription} characters`,
  statusInvalid: 'Choose public or private',
} as const;

const M = MEMBERSHIP_VALIDATION_MESSAGES;

// ---------------------------------------------------------------------------------------------------------------
// Usage windows

/** A periodic window [start, end) with a key unique within the scope; an event window is keyed by the event id. */
export type UsageWindow =
  { scope: Exclude<UsageScope, 'event'>; key: string; start: Date; end: Date } | { scope: 'event'; key: string; start: null; end: null };

/** The instant of local midnight at the start of a calendar day in the zone (the day's first instant when a DST jump skips midnight). */
function localMidnight(year: number, monthIndex: number, timeZone: string): Date {
  return new Date(new TZDate(year, monthIndex, 1, 0, 0, 0, 0, timeZone).getTime());
}

/** The zone to count in: the owner's, or UTC when it is missing or unknown. */
export function usageZone(timeZone: string | null | undefined): string {
  return timeZone && isValidTimezone(timeZone) ? timeZone : 'UTC';
}

/**
 * The window a benefit use at `at` counts in. Periodic scopes are calendar periods in the owner's zone: a month,
 * a quarter (Jan, Apr, Jul, Oct), a half year (Jan, Jul), a year; each starts at local midnight of its first day.
 * Keys: '2025-03', '2025-Q2', '2025-H1', '2025'. Scope event counts per event: the key is the event id.
 */
export function usageWindow(scope: UsageScope, at: Date, timeZone: string | null | undefined, eventId?: string | null): UsageWindow {
  if (scope === 'event') {
    if (!eventId) throw new Error('A benefit limited per event needs the event id');
    return { scope, key: eventId, start: null, end: null };
  }
  const zone = usageZone(timeZone);
  const local = new TZDate(at.getTime(), zone);
  const year = local.getFullYear();
  const months = SCOPE_MONTHS[scope];
  const first = Math.floor(local.getMonth() / months) * months;
  const start = localMidnight(year, first, zone);
  const end = localMidnight(year, first + months, zone);
  const index = first / months + 1;
  const key =
    scope === 'month'
      ? `${year}-${String(first + 1).padStart(2, '0')}`
      : scope === '3 months'
        ? `${year}-Q${index}`
        : scope === '6 months'
          ? `${year}-H${index}`
          : `${year}`;
  return { scope, key, start, end };
}

/** Uses left in the window: null when the benefit is unlimited. */
export function usesLeft(quantity: number | null, usedInWindow: number): number | null {
  return quantity == null ? null : Math.max(0, quantity - usedInWindow);
}

// ---------------------------------------------------------------------------------------------------------------
// Members: status, display, filters, access

/** A membership's stored status. past_due: a renewal failed and the provider retries during the grace period. */
export const MEMBER_STATUSES = ['active', 'past_due', 'canceled', 'expired', 'invited'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export { MEMBER_STATUS_FILTERS, type MemberStatusFilter } from './memberships.values.ts';

export interface MemberRecord {
  status: MemberStatus;
  /** End of the paid period (the next renewal for an active member). */
  expiresAt: Date | null;
  /** False when the membership will not renew (a manually added member without a provider subscription). */
  autoRenew?: boolean;
}

export type MemberDisplayKind = 'renews' | 'expires' | 'expired' | 'invited';
export interface MemberDisplay {
  kind: MemberDisplayKind;
  /** The date shown beside the word ('renews on ...'); null for invited, and for expired without a date. */
  date: Date | null;
}

/** When a past-due member loses access: the end of the paid period plus the grace days. */
export function graceEnd(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() + RENEWAL_GRACE_DAYS * DAY_MS);
}

/**
 * The status shown in the members table (content-management 4): an active member with a future expiry 'renews'
 * on it (or 'expires' on it when it will not renew); a canceled member with a future expiry 'expires'; a past-due
 * member 'expires' at the end of the grace period; expired or past-dated shows 'expired'; otherwise 'invited'.
 */
export function memberDisplay(member: MemberRecord, now: Date): MemberDisplay {
  const { status, expiresAt } = member;
  if (status === 'invited') return { kind: 'invited', date: null };
  if (status === 'expired') return { kind: 'expired', date: expiresAt };
  if (!expiresAt) return status === 'active' ? { kind: 'invited', date: null } : { kind: 'expired', date: null };
  if (status === 'past_due') {
    const end = graceEnd(expiresAt);
    return end.getTime() > now.getTime() ? { kind: 'expires', date: end } : { kind: 'expired', date: end };
  }
  if (expiresAt.getTime() <= now.getTime()) return { kind: 'expired', date: expiresAt };
  if (status === 'canceled') return { kind: 'expires', date: expiresAt };
  return { kind: member.autoRenew === false ? 'expires' : 'renews', date: expiresAt };
}

/** Whether the member may use the tier now (member-only tickets, benefits, the member badge). */
export function memberHasAccess(member: MemberRecord, now: Date): boolean {
  const kind = memberDisplay(member, now).kind;
  return kind === 'renews' || kind === 'expires';
}

/**
 * The status filter (content-management 4): 'active' matches members who keep their access and did not cancel
 * (renews, and past due or not renewing); 'expired' also matches canceled members; 'invited' matches invitations.
 */
export function matchesMemberFilter(member: MemberRecord, filter: MemberStatusFilter, now: Date): boolean {
  if (filter === 'all') return true;
  const kind = memberDisplay(member, now).kind;
  if (filter === 'invited') return kind === 'invited';
  const expired = member.status === 'canceled' || kind === 'expired';
  return filter === 'expired' ? expired : !expired && kind !== 'invited';
}

// ---------------------------------------------------------------------------------------------------------------
// Member prices (buyer-side 9)

export interface BenefitDiscountFields {
  /** Fixed discount in minor units of the event's currency. */
  amount: number | null;
  percentageValue: number | null;
}

export interface BenefitScopeFields {
  discountScope: DiscountScope;
  categoryIds: readonly string[];
  ticketIds: readonly string[];
  archived?: boolean;
}

/** Whether a benefit discounts a ticket type: all tickets, the event's category, or the listed ticket types. */
export function benefitAppliesTo(benefit: BenefitScopeFields, ticket: { ticketId: string; eventCategoryId: string | null }): boolean {
  if (benefit.archived) return false;
  if (benefit.discountScope === 'all') return true;
  if (benefit.discountScope === 'tickets') return benefit.ticketIds.includes(ticket.ticketId);
  return ticket.eventCategoryId != null && benefit.categoryIds.includes(ticket.eventCategoryId);
}

/**
 * One ticket at the member price: the checkout's pricing (a percentage lowers price and fee; a fixed amount lowers
 * the price, the excess comes off the fee; never below 0; rounded to the minor unit) with the benefit's discount.
 */
export function memberPrice(unitPrice: number, currency: string, benefit: BenefitDiscountFields | null, opts: FeeOptions = {}): PricedTicket {
  return priceTicket(unitPrice, currency, benefit ? promoDiscount(benefit) : null, opts);
}

// ---------------------------------------------------------------------------------------------------------------
// Validation

export type FieldErrors = Record<string, string>;

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);
const minorOf = (major: number, currency: string) => major * 10 ** currencyInfo(currency).minorUnits;
/** Rich text is empty when nothing but tags, spaces and non-breaking spaces is left. */
const richTextIsBlank = (html: string) =>
  !html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();

export interface BenefitInput {
  name: string;
  /** Minor units of the owner's currency; null when the discount is a percentage. */
  amount: number | null;
  percentageValue: number | null;
  /** Usage limit: null is unlimited. */
  quantity: number | null;
  limited: boolean;
  quantityScope: UsageScope | null;
  discountScope: DiscountScope;
  categoryIds: readonly string[];
  ticketIds: readonly string[];
}

/**
 * A discount is a fixed amount (minor units of `currency`, between the limits in whole currency units) or a
 * percentage, exactly one of them (content-management 5: membership benefits and promo codes alike).
 */
export function discountProblems(input: { amount: number | null; percentageValue: number | null }, currency: string) {
  const errors: { amount?: string; percentageValue?: string } = {};
  const hasAmount = input.amount != null;
  const hasPercent = input.percentageValue != null;
  if (hasAmount && hasPercent) {
    errors.amount = M.amountAndPercent;
    errors.percentageValue = M.amountAndPercent;
  } else if (!hasAmount && !hasPercent) {
    errors.amount = M.amountRequired;
    errors.percentageValue = M.percentRequired;
  } else if (hasAmount) {
    const ok =
      isWhole(input.amount) &&
      input.amount >= minorOf(MEMBERSHIP_LIMITS.amountMin, currency) &&
      input.amount <= minorOf(MEMBERSHIP_LIMITS.amountMax, currency);
    if (!ok) errors.amount = M.amountRange;
  } else {
    const p = input.percentageValue;
    const ok = typeof p === 'number' && Number.isFinite(p) && p >= MEMBERSHIP_LIMITS.percentMin && p <= MEMBERSHIP_LIMITS.percentMax;
    if (!ok) errors.percentageValue = M.percentRange;
  }
  return errors;
}

/** The benefit form's checks (content-management 5): field -> message, empty when valid. */
export function benefitProblems(input: BenefitInput, currency: string): FieldErrors {
  const errors: FieldErrors = {};
  const name = input.name.trim();
  if (!name) errors.name = M.benefitNameRequired;
  else if (name.length > MEMBERSHIP_LIMITS.benefitName) errors.name = M.benefitNameTooLong;

  Object.assign(errors, discountProblems(input, currency));

  if (input.limited) {
    if (input.quantity == null) errors.quantity = M.usageLimitRequired;
    else if (!isWhole(input.quantity) || input.quantity < MEMBERSHIP_LIMITS.usageLimitMin) errors.quantity = M.usageLimitMin;
    if (!input.quantityScope || !USAGE_SCOPES.includes(input.quantityScope)) errors.quantityScope = M.usageScopeRequired;
  }

  if (input.discountScope === 'categories' && !input.categoryIds.length) errors.categoryIds = M.categoriesRequired;
  if (input.discountScope === 'tickets' && !input.ticketIds.length) errors.ticketIds = M.ticketsRequired;
  return errors;
}

export interface TierPriceInput {
  /** Set for a saved price. */
  id?: string | null;
  /** Minor units of the owner's currency. */
  amount: number | null;
  interval: string;
  archived?: boolean;
}

export interface SavedTierPrice {
  id: string;
  amount: number;
  interval: PriceInterval;
  archived: boolean;
  subscriptionsCount: number;
}

export interface TierInput {
  name: string;
  /** Rich text. */
  description: string;
  prices: readonly TierPriceInput[];
  limited: boolean;
  /** Capacity: null is unlimited. */
  validSubscriptionsLimit: number | null;
}

/**
 * The tier form's checks (content-management 5): field -> message, empty when valid. Price fields are keyed
 * 'prices.<index>.amount'. `saved` are the tier's stored prices when editing: one with subscribers keeps its
 * amount and interval and may not be left out (it may be archived).
 */
export function tierProblems(input: TierInput, currency: string, saved: readonly SavedTierPrice[] = []): FieldErrors {
  const errors: FieldErrors = {};
  const name = input.name.trim();
  if (!name) errors.name = M.tierNameRequired;
  else if (name.length > MEMBERSHIP_LIMITS.tierName) errors.name = M.tierNameTooLong;

  if (richTextIsBlank(input.description)) errors.description = M.tierDescriptionRequired;
  else if (input.description.length > MEMBERSHIP_LIMITS.tierDescription) errors.description = M.tierDescriptionTooLong;

  const live = input.prices.filter((p) => !p.archived);
  if (!live.length) errors.prices = M.pricesRequired;
  else if (live.length > MEMBERSHIP_LIMITS.pricesPerTier) errors.prices = M.tooManyPrices;

  input.prices.forEach((p, i) => {
    if (p.amount == null) errors[`prices.${i}.amount`] = M.priceRequired;
    else if (
      !isWhole(p.amount) ||
      p.amount < minorOf(MEMBERSHIP_LIMITS.priceMin, currency) ||
      p.amount > minorOf(MEMBERSHIP_LIMITS.priceMax, currency)
    )
      errors[`prices.${i}.amount`] = M.priceRange;
    if (!(PRICE_INTERVALS as readonly string[]).includes(p.interval)) errors[`prices.${i}.interval`] = M.intervalInvalid;
    const before = p.id ? saved.find((s) => s.id === p.id) : undefined;
    if (before && before.subscriptionsCount > 0 && (before.amount !== p.amount || before.interval !== p.interval))
      errors[`prices.${i}`] = M.priceLocked;
  });
  for (const s of saved) {
    if (s.subscriptionsCount > 0 && !input.prices.some((p) => p.id === s.id)) errors.prices ??= M.priceLocked;
  }

  if (input.limited) {
    const n = input.validSubscriptionsLimit;
    if (n == null) errors.validSubscriptionsLimit = M.capacityRequired;
    else if (!isWhole(n) || n < MEMBERSHIP_LIMITS.capacityMin) errors.validSubscriptionsLimit = M.capacityMin;
  }
  return errors;
}

/** What a Limited/Unlimited capacity choice stores: null for Unlimited. */
export function tierCapacity(limited: boolean, count: number | null): number | null {
  return limited ? count : null;
}

/** 'Limited (X of Y remaining)': X is the limit minus members, never below 0; null when unlimited. */
export function remainingCapacity(limit: number | null, membersCount: number): number | null {
  return limit == null ? null : Math.max(0, limit - membersCount);
}

export interface MemberInput {
  fullName: string;
  email: string;
  tierId: string | null;
  priceId: string | null;
}

/** The new and edit member pages' checks (content-management 5): the e-mail is checked only when adding. */
export function memberProblems(input: MemberInput, mode: 'new' | 'edit'): FieldErrors {
  const errors: FieldErrors = {};
  const name = personNameProblem(input.fullName, M.fullNameLabel);
  if (name) errors.fullName = name;
  if (mode === 'new' && !isValidEmail(input.email)) errors.email = M.emailInvalid;
  if (!input.tierId) errors.tierId = M.tierRequired;
  if (!input.priceId) errors.priceId = M.priceChoiceRequired;
  return errors;
}

export const MEMBERSHIP_PAGE_STATUSES = ['public', 'private'] as const;
export type MembershipPageStatus = (typeof MEMBERSHIP_PAGE_STATUSES)[number];

/** The settings panel's checks: hero text at most 56, description at most 200, public or private. */
export function settingsProblems(input: { title: string; description: string; status: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (input.title.length > MEMBERSHIP_LIMITS.heroTitle) errors.title = M.heroTitleTooLong;
  if (input.description.length > MEMBERSHIP_LIMITS.settingsDescription) errors.description = M.settingsDescriptionTooLong;
  if (!(MEMBERSHIP_PAGE_STATUSES as readonly string[]).includes(input.status)) errors.status = M.statusInvalid;
  return errors;
}

/** A price's interval as the tier card shows it: interval plus 'ly' (monthly, yearly). */
export const intervalLabel = (interval: PriceInterval) => `${interval}ly`;
