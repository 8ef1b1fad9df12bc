import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { BulkPromoCodesBody, PromoCodeBody, PromoCodeView } from '../../../contracts/promo-codes.ts';
import { zonedLocalToInstant } from '../../../domain/dates.ts';
import {
  PROMO_BULK_MESSAGES,
  PROMO_VALIDATION_MESSAGES as M,
  applicationTypeOf,
  normalizePromoCode,
  promoCodeProblems,
  scopeOf,
  type PromoApplicationType,
  type PromoFieldErrors,
} from '../../../domain/promo-codes.ts';
import { toMajorUnits, toMinorUnits } from '../events/index.ts';
import { formatTimeOfDay, parseTimeOfDay } from './time-of-day.ts';

/**
 * The promo code form's rules without React (content-management 3 Promo form fields, 4, 5): its values, what each
 * change clears, the checks (the domain's, as the API runs them, plus the form's required fields) and the request
 * bodies. Dates are the browser's wall clock ('yyyy-MM-dd' and 'hh:mm AM/PM' in `timeZone`), sent as ISO instants.
 */

export type PromoFormMode = 'new' | 'edit' | 'bulk';

/** The spec's promo form fields; '' is an empty number or date. */
export interface PromoFormValues {
  code: string;
  /** Bulk import: the file's codes, upper-cased. */
  uploadedCodes: string[];
  unlimited: boolean;
  usageLimit: number | '';
  /** Major units of the currency ('5' is $5.00). */
  discountAmount: number | '';
  discountPercentage: number | '';
  startDate: string;
  startTime: string;
  hasEndDate: boolean;
  endDate: string;
  endTime: string;
  applicationType: PromoApplicationType;
  /** Category keys (GET /api/v1/course_categories ids). */
  selectedCategories: string[];
}

/** The browser's time zone: the form shows and reads dates in it. */
export { browserTimeZone } from '../../app/browser-defaults.ts';

/** The wall-clock date ('yyyy-MM-dd') and time ('hh:mm AM/PM') of an instant in a zone. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string; minutes: number } {
  const local = new TZDate(instant.getTime(), timeZone);
  const minutes = local.getHours() * 60 + local.getMinutes();
  return { date: format(local, 'yyyy-MM-dd'), time: formatTimeOfDay(minutes), minutes };
}

/** The instant of a date and a picker time in a zone; null while either is missing or malformed. */
export function instantOf(date: string, time: string, timeZone: string): Date | null {
  const minutes = parseTimeOfDay(time);
  if (!date || minutes === null) return null;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return zonedLocalToInstant(`${date}T${hh}:${mm}`, timeZone);
}

/**
 * A new code: unlimited, no discount yet, starting now (content-management 9: 'Default promo start: now'), no end, for
 * all events. An existing one prefills (content-management 4): unlimited when it has no cap, the end switch when it
 * has an end, scope owner as 'all' and anything else as 'category'.
 */
export function toPromoFormValues(code: PromoCodeView | null, context: { now: Date; timeZone: string }): PromoFormValues {
  if (!code) {
    const start = wallClock(context.now, context.timeZone);
    return {
      code: '',
      uploadedCodes: [],
      unlimited: true,
      usageLimit: '',
      discountAmount: '',
      discountPercentage: '',
      startDate: start.date,
      startTime: start.time,
      hasEndDate: false,
      endDate: '',
      endTime: '',
      applicationType: 'all',
      selectedCategories: [],
    };
  }
  const start = wallClock(new Date(code.startsAt), context.timeZone);
  const end = code.endsAt ? wallClock(new Date(code.endsAt), context.timeZone) : null;
  return {
    code: code.code,
    uploadedCodes: [],
    unlimited: code.quantity == null,
    usageLimit: code.quantity ?? '',
    discountAmount: toMajorUnits(code.amount, code.currency),
    discountPercentage: code.percentageValue ?? '',
    startDate: start.date,
    startTime: start.time,
    hasEndDate: end !== null,
    endDate: end?.date ?? '',
    endTime: end?.time ?? '',
    applicationType: applicationTypeOf(code.scope),
    selectedCategories: code.courseCategories.map((c) => c.uuid),
  };
}

/**
 * What setting one field changes (content-management 4, 5): the code is stripped, upper-cased and cut to 10; a start
 * date clears the start time and the end; a start time clears the end; an end date clears the end time; a discount
 * amount clears the percentage and the other way round; Unlimited and no end date drop the values they hide.
 */
export function promoFieldChange<K extends keyof PromoFormValues>(field: K, value: PromoFormValues[K]): Partial<PromoFormValues> {
  const patch: Partial<PromoFormValues> = { [field]: value };
  switch (field) {
    case 'code':
      return { code: normalizePromoCode(String(value)) };
    case 'startDate':
      return { ...patch, startTime: '', endDate: '', endTime: '' };
    case 'startTime':
      return { ...patch, endDate: '', endTime: '' };
    case 'endDate':
      return { ...patch, endTime: '' };
    case 'discountAmount':
      return { ...patch, discountPercentage: '' };
    case 'discountPercentage':
      return { ...patch, discountAmount: '' };
    case 'unlimited':
      return value ? { ...patch, usageLimit: '' } : patch;
    case 'hasEndDate':
      return value ? patch : { ...patch, endDate: '', endTime: '' };
    default:
      return patch;
  }
}

/** Which discount input is read-only: the other one holds a value (content-management 4). */
export function discountLocks(values: Pick<PromoFormValues, 'discountAmount' | 'discountPercentage'>) {
  return { amount: values.discountPercentage !== '', percentage: values.discountAmount !== '' };
}

/**
 * The picker bounds of the two times, as minutes after midnight: the start time not before now on today's date, the
 * end time at least a minute after the start on the start's date (content-management 5).
 */
export function timeBounds(values: PromoFormValues, now: Date, timeZone: string): { startMin: number | null; endMin: number | null } {
  const today = wallClock(now, timeZone);
  const start = parseTimeOfDay(values.startTime);
  return {
    startMin: values.startDate === today.date ? today.minutes : null,
    endMin: values.endDate && values.endDate === values.startDate && start !== null ? start + 1 : null,
  };
}

const numberOf = (value: number | '') => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The fields both bodies share; null instants while a date or time is missing (the checks say so first). */
function sharedFields(values: PromoFormValues, ownerId: string, currency: string, timeZone: string) {
  const category = values.applicationType === 'category';
  return {
    ownerId,
    startsAt: instantOf(values.startDate, values.startTime, timeZone),
    endsAt: values.hasEndDate ? instantOf(values.endDate, values.endTime, timeZone) : null,
    scope: scopeOf(values.applicationType),
    courseCategoryIds: category ? values.selectedCategories.join(',') : undefined,
    amount: values.discountAmount === '' ? null : toMinorUnits(values.discountAmount, currency),
    percentageValue: numberOf(values.discountPercentage),
    quantity: values.unlimited ? null : numberOf(values.usageLimit),
  };
}

const iso = (instant: Date | null) => instant?.toISOString() ?? '';

/** The create and update body (content-management 7): the one discount given, the cap when limited, ISO instants. */
export function toPromoCodeBody(values: PromoFormValues, ownerId: string, currency: string, timeZone: string): PromoCodeBody {
  const fields = sharedFields(values, ownerId, currency, timeZone);
  return { ...fields, code: values.code, startsAt: iso(fields.startsAt), endsAt: fields.endsAt && iso(fields.endsAt) };
}

/** The bulk create body: the file's codes with the same fields. */
export function toBulkPromoCodesBody(values: PromoFormValues, ownerId: string, currency: string, timeZone: string): BulkPromoCodesBody {
  const fields = sharedFields(values, ownerId, currency, timeZone);
  return { ...fields, codes: values.uploadedCodes, startsAt: iso(fields.startsAt), endsAt: fields.endsAt && iso(fields.endsAt) };
}

export interface PromoCheckContext {
  mode: PromoFormMode;
  currency: string;
  now: Date;
  timeZone: string;
  /** Editing: the saved start, which may have passed (a running code keeps it). */
  savedStartsAt?: Date | null;
}

/** Where each API field's message goes on the form (also the server's fieldErrors). */
export const FORM_FIELD_OF: Record<keyof PromoFieldErrors | 'codes', keyof PromoFormValues> = {
  code: 'code',
  codes: 'uploadedCodes',
  amount: 'discountAmount',
  percentageValue: 'discountPercentage',
  quantity: 'usageLimit',
  startsAt: 'startTime',
  endsAt: 'endTime',
  courseCategoryIds: 'selectedCategories',
};

/** Every check of content-management 5 on the form's values: form field -> message; empty when it may be saved. */
export function validatePromoForm(values: PromoFormValues, context: PromoCheckContext): Partial<Record<keyof PromoFormValues, string>> {
  const errors: Partial<Record<keyof PromoFormValues, string>> = {};
  if (context.mode === 'bulk') {
    if (!values.uploadedCodes.length) errors.uploadedCodes = PROMO_BULK_MESSAGES.codesRequired;
  } else if (!values.code) errors.code = M.codeRequired;
  if (!values.unlimited && values.usageLimit === '') errors.usageLimit = M.usageLimitRequired;
  if (!values.startDate) errors.startDate = M.startDateRequired;
  if (!values.startTime) errors.startTime = M.startTimeRequired;
  if (values.hasEndDate) {
    if (!values.endDate) errors.endDate = M.endDateRequired;
    if (!values.endTime) errors.endTime = M.endTimeRequired;
  }

  const fields = sharedFields(values, '', context.currency, context.timeZone);
  const problems = promoCodeProblems(
    {
      code: context.mode === 'bulk' ? undefined : values.code || undefined,
      amount: fields.amount,
      percentageValue: fields.percentageValue,
      quantity: fields.quantity,
      // Missing dates are reported above; the domain's date rules then have nothing to compare.
      startsAt: fields.startsAt ?? context.now,
      endsAt: fields.endsAt,
      scope: fields.scope,
      categoryIds: values.applicationType === 'category' ? values.selectedCategories : [],
    },
    { currency: context.currency, now: context.now, savedStartsAt: context.savedStartsAt },
  );
  // A date rule's message goes on the date when the date is what is wrong (an earlier day), else on the time.
  const today = wallClock(context.now, context.timeZone).date;
  const place = {
    ...FORM_FIELD_OF,
    startsAt: values.startDate === today ? 'startTime' : 'startDate',
    endsAt: values.endDate === values.startDate ? 'endTime' : 'endDate',
  } as const;
  for (const [key, message] of Object.entries(problems) as [keyof PromoFieldErrors, string][]) {
    // Without both dates there is nothing to compare (the required messages say what is missing).
    if (!fields.startsAt && (key === 'startsAt' || key === 'endsAt')) continue;
    if (key === 'endsAt' && !fields.endsAt) continue;
    errors[place[key]] ??= message;
  }
  return errors;
}
