/**
 * Global promo code rules (content-management 2.6, 3 Global promo code, 4, 5 Global promo codes, 9): code
 * normalization and the random generator, the derived status, where a global code applies, the form's checks and
 * the bulk file's line checks. Pure and shared: the server enforces them, the web form mirrors them. The texts
 * live here (domain imports nothing outside src/domain) and contracts/promo-codes.messages.ts re-exports them.
 */
import { discountProblems, MEMBERSHIP_LIMITS, MEMBERSHIP_VALIDATION_MESSAGES } from './memberships.ts';
import { isEventCategory } from './events.ts';

// ---------------------------------------------------------------------------------------------------------------
// Constants (content-management 3, 9)

export const PROMO_CODE_LIMITS = {
  /** A code has at most 10 characters; a bulk-imported one at least 6 (letters and digits only). */
  codeMax: 10,
  bulkCodeMin: 6,
  /** Codes per bulk import (docs/decisions/promo-codes.md). */
  bulkCodesMax: 10_000,
  /** The discount amount, in the currency's major units; the percentage. */
  amountMin: MEMBERSHIP_LIMITS.amountMin,
  amountMax: MEMBERSHIP_LIMITS.amountMax,
  percentMin: MEMBERSHIP_LIMITS.percentMin,
  percentMax: MEMBERSHIP_LIMITS.percentMax,
  usageLimitMin: 1,
  /** The time picker's step. */
  timeStepMinutes: 30,
  /** An end at least one minute after the start. */
  minDurationMs: 60_000,
  /** How far in the past a new start may be (the form's 'now' was when the page was filled in). */
  startGraceMs: 5 * 60_000,
  /** Rows a page of the list (server paging). */
  pageSize: 10,
} as const;

/** A global code's scope as stored and sent: every event of its owner, or the owner's events of some categories. */
export const PROMO_SCOPES = ['owner', 'course_categories'] as const;
export type PromoScope = (typeof PROMO_SCOPES)[number];

/** The form's scope choice (applicationType): scope owner is 'all', anything else 'category' (content-management 4). */
export const PROMO_APPLICATION_TYPES = ['all', 'category'] as const;
export type PromoApplicationType = (typeof PROMO_APPLICATION_TYPES)[number];
export const applicationTypeOf = (scope: PromoScope): PromoApplicationType => (scope === 'owner' ? 'all' : 'category');
export const scopeOf = (type: PromoApplicationType): PromoScope => (type === 'all' ? 'owner' : 'course_categories');

export const PROMO_STATUSES = ['expired', 'future', 'active'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];

/** The list's sortable columns. */
export { PROMO_SORTS, type PromoSort } from './promo-codes.values.ts';

// ---------------------------------------------------------------------------------------------------------------
// Texts (content-management 5, 8), word for word where the spec quotes them

const V = MEMBERSHIP_VALIDATION_MESSAGES;

/** Field messages of the promo code form and of the API's checks. */
export const PROMO_VALIDATION_MESSAGES = {
  codeRequired: 'Code is required',
  codeTooLong: `Code must be at most ${PROMO_CODE_LIMITS.codeMax} letters and numbers`,
  usageLimitRequired: V.usageLimitRequired,
  usageLimitMin: V.usageLimitMin,
  amountRequired: V.amountRequired,
  percentRequired: V.percentRequired,
  amountRange: V.amountRange,
  percentRange: V.percentRange,
  amountAndPercent: V.amountAndPercent,
  startDateRequired: 'Start date is required',
  startTimeRequired: 'Start time is required',
  endDateRequired: 'End date is required',
  endTimeRequired: 'End time is required',
  startInPast: 'The start date and time cannot be in the past',
  endBeforeStart: 'The end must be at least one minute after the start',
  categoriesRequired: V.categoriesRequired,
  categoryUnknown: 'One of the categories was not found',
  /** The cap was lowered below the uses already taken. */
  usageLimitBelowUses: (uses: number) => `Usage limit cannot be less than the ${uses} ${uses === 1 ? 'use' : 'uses'} already taken`,
} as const;

/** The bulk import file's messages (content-management 5 Bulk codes). */
export const PROMO_BULK_MESSAGES = {
  codesRequired: 'Uploaded codes are required',
  invalidFormat: 'Invalid file format. Please upload a CSV file',
  empty: 'The file is empty. Please add promo codes.',
  columns: (line: number, columns: number) => `Line ${line} has ${columns} columns. Each line should contain exactly one code.`,
  emptyLine: (line: number) => `Line ${line} is empty. Each line must contain a code.`,
  tooShort: (line: number) => `Code on line ${line} is too short. Codes must be at least ${PROMO_CODE_LIMITS.bulkCodeMin} characters.`,
  tooLong: (line: number) => `Code on line ${line} is too long. Codes must be at most ${PROMO_CODE_LIMITS.codeMax} characters.`,
  invalidCharacters: (line: number) => `Code on line ${line} contains invalid characters. Only letters and numbers are allowed.`,
  duplicateLine: (line: number, first: number) => `Code on line ${line} is the same as the code on line ${first}.`,
  tooMany: `The file has more than ${PROMO_CODE_LIMITS.bulkCodesMax} codes. Please import at most ${PROMO_CODE_LIMITS.bulkCodesMax} at a time.`,
  uploaded: (count: number) => `File uploaded successfully. Found ${count} codes.`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Codes

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;

/** What the code input keeps of typed text: letters and digits, upper-cased, cut to 10 (content-management 5). */
export function normalizePromoCode(input: string): string {
  return input
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, PROMO_CODE_LIMITS.codeMax);
}

/** A stored code is 1-10 upper-case letters and digits (a bulk one at least 6). */
export function isPromoCode(code: string, minLength = 1): boolean {
  return LETTERS_AND_DIGITS.test(code) && code === code.toUpperCase() && code.length >= minLength && code.length <= PROMO_CODE_LIMITS.codeMax;
}

/** Fills `bytes` with random values: the platform's crypto (browser and Node); tests pass their own. */
type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
const cryptoFill: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** A random 10-character code of A-Z and 0-9, each character uniform (bytes of 252 and above are drawn again). */
export function generatePromoCode(fill: RandomFill = cryptoFill): string {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let code = '';
  while (code.length < PROMO_CODE_LIMITS.codeMax) {
    for (const byte of fill(new Uint8Array(16))) {
      if (byte < limit && code.length < PROMO_CODE_LIMITS.codeMax) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

// ---------------------------------------------------------------------------------------------------------------
// Status and where a global code applies

export interface PromoWindow {
  startsAt: Date | null;
  endsAt: Date | null;
}

/** Expired once its end has come, future before its start, active in between (an event code has no window: active). */
export function promoStatus(window: PromoWindow, now: Date): PromoStatus {
  if (window.endsAt && window.endsAt.getTime() <= now.getTime()) return 'expired';
  if (window.startsAt && window.startsAt.getTime() > now.getTime()) return 'future';
  return 'active';
}

export interface GlobalCodeReach extends PromoWindow {
  scope: PromoScope;
  categoryIds: readonly string[];
}

/**
 * Whether a global code of the event's owner applies to the event now: scope owner reaches every event, scope
 * course_categories the events whose category is one of its categories; only while the code is active.
 */
export function globalCodeApplies(code: GlobalCodeReach, event: { category: string | null }, now: Date): boolean {
  if (promoStatus(code, now) !== 'active') return false;
  if (code.scope === 'owner') return true;
  return event.category != null && code.categoryIds.includes(event.category);
}

// ---------------------------------------------------------------------------------------------------------------
// The form's checks (content-management 5), as the API enforces them

export interface PromoCodeInput {
  /** Normalized already; absent for a bulk import (its codes are checked by bulkCodeProblems). */
  code?: string;
  /** Minor units of the owner's currency; null when the discount is a percentage. */
  amount: number | null;
  percentageValue: number | null;
  /** The usage cap; null is unlimited. */
  quantity: number | null;
  startsAt: Date;
  endsAt: Date | null;
  scope: PromoScope;
  categoryIds: readonly string[];
}

export type PromoFieldErrors = Partial<
  Record<'code' | 'amount' | 'percentageValue' | 'quantity' | 'startsAt' | 'endsAt' | 'courseCategoryIds', string>
>;

const isWhole = (n: number | null): n is number => typeof n === 'number' && Number.isInteger(n);

/**
 * The checks of a promo code's fields, keyed by the API's field names; empty when valid. `savedStartsAt` is the
 * stored start when editing: an unchanged start that has passed (the code is running) stays valid.
 */
export function promoCodeProblems(input: PromoCodeInput, context: { currency: string; now: Date; savedStartsAt?: Date | null }): PromoFieldErrors {
  const M = PROMO_VALIDATION_MESSAGES;
  const errors: PromoFieldErrors = {};
  if (input.code !== undefined) {
    if (!input.code) errors.code = M.codeRequired;
    else if (!isPromoCode(input.code)) errors.code = M.codeTooLong;
  }

  Object.assign(errors, discountProblems(input, context.currency));

  if (input.quantity != null && (!isWhole(input.quantity) || input.quantity < PROMO_CODE_LIMITS.usageLimitMin)) errors.quantity = M.usageLimitMin;

  const start = input.startsAt.getTime();
  const unchanged = context.savedStartsAt != null && context.savedStartsAt.getTime() === start;
  if (!unchanged && start < context.now.getTime() - PROMO_CODE_LIMITS.startGraceMs) errors.startsAt = M.startInPast;
  if (input.endsAt && input.endsAt.getTime() < start + PROMO_CODE_LIMITS.minDurationMs) errors.endsAt = M.endBeforeStart;

  if (input.scope === 'course_categories') {
    if (!input.categoryIds.length) errors.courseCategoryIds = M.categoriesRequired;
    else if (!input.categoryIds.every(isEventCategory)) errors.courseCategoryIds = M.categoryUnknown;
  }
  return errors;
}

/** The remaining uses when the cap becomes `cap` (null: unlimited) with `uses` taken; null remaining when below uses. */
export function remainingAfterCapChange(cap: number | null, uses: number): { quantity: number | null } | null {
  if (cap == null) return { quantity: null };
  return cap < uses ? null : { quantity: cap - uses };
}

// ---------------------------------------------------------------------------------------------------------------
// Bulk import (content-management 5 Bulk codes)

export interface BulkCodesResult {
  /** The file's codes, upper-cased, in file order. */
  codes: string[];
  /** The messages of every bad line, in file order; empty when the file is good. */
  problems: string[];
}

const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/**
 * The line checks of a parsed CSV (one array of cells per line): exactly one column, not empty, 6 to 10 characters,
 * letters and digits only, each code once. Blank lines at the end (a final newline) are not lines of the file.
 */
export function bulkCodeProblems(rows: readonly (readonly string[])[]): BulkCodesResult {
  const B = PROMO_BULK_MESSAGES;
  let end = rows.length;
  while (end > 0 && isBlankRow(rows[end - 1]!)) end--;
  if (end === 0) return { codes: [], problems: [B.empty] };

  const codes: string[] = [];
  const problems: string[] = [];
  const firstLine = new Map<string, number>();
  for (let i = 0; i < end; i++) {
    const line = i + 1;
    const row = rows[i]!;
    if (row.length > 1) {
      problems.push(B.columns(line, row.length));
      continue;
    }
    const code = (row[0] ?? '').trim().toUpperCase();
    const problem = !code
      ? B.emptyLine(line)
      : !LETTERS_AND_DIGITS.test(code)
        ? B.invalidCharacters(line)
        : code.length < PROMO_CODE_LIMITS.bulkCodeMin
          ? B.tooShort(line)
          : code.length > PROMO_CODE_LIMITS.codeMax
            ? B.tooLong(line)
            : firstLine.has(code)
              ? B.duplicateLine(line, firstLine.get(code)!)
              : null;
    if (problem) problems.push(problem);
    else {
      firstLine.set(code, line);
      codes.push(code);
    }
  }
  if (!problems.length && codes.length > PROMO_CODE_LIMITS.bulkCodesMax) problems.push(B.tooMany);
  return { codes, problems };
}
