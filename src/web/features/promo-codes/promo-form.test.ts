import { describe, expect, it } from 'vitest';
import type { PromoCodeView } from '../../../contracts/promo-codes.ts';
import { PROMO_BULK_MESSAGES, PROMO_VALIDATION_MESSAGES as M } from '../../../domain/promo-codes.ts';
import {
  discountLocks,
  instantOf,
  promoFieldChange,
  timeBounds,
  toBulkPromoCodesBody,
  toPromoCodeBody,
  toPromoFormValues,
  validatePromoForm,
  wallClock,
  type PromoCheckContext,
  type PromoFormValues,
} from './promo-form.ts';

const TZ = 'America/New_York';
/** 2 p.m. 10 minutes in New York, 10 June 2030. */
const NOW = new Date('2030-06-10T18:10:00Z');
const CONTEXT: PromoCheckContext = { mode: 'new', currency: 'usd', now: NOW, timeZone: TZ };

const filled: PromoFormValues = {
  code: 'SUMMER10',
  uploadedCodes: [],
  unlimited: true,
  usageLimit: '',
  discountAmount: '',
  discountPercentage: 10,
  startDate: '2030-06-10',
  startTime: '03:00 PM',
  hasEndDate: false,
  endDate: '',
  endTime: '',
  applicationType: 'all',
  selectedCategories: [],
};

const saved: PromoCodeView = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'JAZZ25',
  amount: 2550,
  currency: 'usd',
  percentageValue: null,
  quantity: 40,
  uses: 3,
  startsAt: '2030-06-01T13:30:00.000Z',
  endsAt: '2030-07-01T03:59:00.000Z',
  status: 'active',
  scope: 'course_categories',
  courseCategories: [
    { uuid: 'music', name: 'Music' },
    { uuid: 'film', name: 'Film' },
  ],
};

describe('wall clock and instants in the browser’s zone', () => {
  it.each([
    ['2030-06-10T18:10:00Z', TZ, { date: '2030-06-10', time: '02:10 PM', minutes: 14 * 60 + 10 }],
    ['2030-06-11T03:30:00Z', TZ, { date: '2030-06-10', time: '11:30 PM', minutes: 23 * 60 + 30 }],
    ['2030-06-10T22:00:00Z', 'Asia/Tokyo', { date: '2030-06-11', time: '07:00 AM', minutes: 7 * 60 }],
  ])('%s in %s', (instant, zone, clock) => {
    expect(wallClock(new Date(instant), zone)).toEqual(clock);
  });

  it.each([
    ['2030-06-10', '06:30 PM', TZ, '2030-06-10T22:30:00.000Z'],
    ['2030-06-10', '12:00 AM', TZ, '2030-06-10T04:00:00.000Z'],
    ['2030-01-15', '09:00 AM', 'Europe/Berlin', '2030-01-15T08:00:00.000Z'],
    ['', '06:30 PM', TZ, null],
    ['2030-06-10', '', TZ, null],
    ['2030-06-10', 'later', TZ, null],
  ])('%s %s in %s is %s', (date, time, zone, instant) => {
    expect(instantOf(date, time, zone)?.toISOString() ?? null).toBe(instant);
  });
});

describe('toPromoFormValues', () => {
  it('starts a new code now, unlimited, for all events, with no end', () => {
    expect(toPromoFormValues(null, { now: NOW, timeZone: TZ })).toEqual({
      code: '',
      uploadedCodes: [],
      unlimited: true,
      usageLimit: '',
      discountAmount: '',
      discountPercentage: '',
      startDate: '2030-06-10',
      startTime: '02:10 PM',
      hasEndDate: false,
      endDate: '',
      endTime: '',
      applicationType: 'all',
      selectedCategories: [],
    });
  });

  it('prefills an edit from the saved code (content-management 4)', () => {
    expect(toPromoFormValues(saved, { now: NOW, timeZone: TZ })).toEqual({
      code: 'JAZZ25',
      uploadedCodes: [],
      unlimited: false,
      usageLimit: 40,
      discountAmount: 25.5,
      discountPercentage: '',
      startDate: '2030-06-01',
      startTime: '09:30 AM',
      hasEndDate: true,
      endDate: '2030-06-30',
      endTime: '11:59 PM',
      applicationType: 'category',
      selectedCategories: ['music', 'film'],
    });
  });

  it.each([
    [{ quantity: null }, { unlimited: true, usageLimit: '' }],
    [{ endsAt: null }, { hasEndDate: false, endDate: '', endTime: '' }],
    [
      { scope: 'owner' as const, courseCategories: [] },
      { applicationType: 'all', selectedCategories: [] },
    ],
    [
      { amount: null, percentageValue: 15 },
      { discountAmount: '', discountPercentage: 15 },
    ],
  ])('%j prefills %j', (change, expected) => {
    expect(toPromoFormValues({ ...saved, ...change }, { now: NOW, timeZone: TZ })).toMatchObject(expected);
  });
});

describe('promoFieldChange (content-management 4, 5)', () => {
  it.each<[keyof PromoFormValues, PromoFormValues[keyof PromoFormValues], Partial<PromoFormValues>]>([
    ['code', 'summer-sale 2030!', { code: 'SUMMERSALE' }],
    ['code', 'ab c', { code: 'ABC' }],
    ['code', '', { code: '' }],
    ['startDate', '2030-06-12', { startDate: '2030-06-12', startTime: '', endDate: '', endTime: '' }],
    ['startTime', '06:30 PM', { startTime: '06:30 PM', endDate: '', endTime: '' }],
    ['endDate', '2030-06-20', { endDate: '2030-06-20', endTime: '' }],
    ['endTime', '11:00 PM', { endTime: '11:00 PM' }],
    ['discountAmount', 5, { discountAmount: 5, discountPercentage: '' }],
    ['discountAmount', '', { discountAmount: '', discountPercentage: '' }],
    ['discountPercentage', 20, { discountPercentage: 20, discountAmount: '' }],
    ['unlimited', true, { unlimited: true, usageLimit: '' }],
    ['unlimited', false, { unlimited: false }],
    ['hasEndDate', false, { hasEndDate: false, endDate: '', endTime: '' }],
    ['hasEndDate', true, { hasEndDate: true }],
    ['usageLimit', 5, { usageLimit: 5 }],
    ['applicationType', 'category', { applicationType: 'category' }],
    ['selectedCategories', ['music'], { selectedCategories: ['music'] }],
  ])('%s = %j sets %j', (field, value, patch) => {
    expect(promoFieldChange(field, value)).toEqual(patch);
  });
});

describe('discountLocks: typing in one makes the other read-only', () => {
  it.each([
    [
      { discountAmount: '' as const, discountPercentage: '' as const },
      { amount: false, percentage: false },
    ],
    [
      { discountAmount: 5, discountPercentage: '' as const },
      { amount: false, percentage: true },
    ],
    [
      { discountAmount: '' as const, discountPercentage: 10 },
      { amount: true, percentage: false },
    ],
  ])('%j -> %j', (values, locks) => {
    expect(discountLocks(values)).toEqual(locks);
  });
});

describe('timeBounds', () => {
  it.each([
    // start today: not before now; an end on the start's day: after the start
    [
      { startDate: '2030-06-10', startTime: '03:00 PM', endDate: '2030-06-10' },
      { startMin: 14 * 60 + 10, endMin: 15 * 60 + 1 },
    ],
    [
      { startDate: '2030-06-11', startTime: '03:00 PM', endDate: '2030-06-12' },
      { startMin: null, endMin: null },
    ],
    [
      { startDate: '2030-06-11', startTime: '', endDate: '2030-06-11' },
      { startMin: null, endMin: null },
    ],
    [
      { startDate: '', startTime: '', endDate: '' },
      { startMin: null, endMin: null },
    ],
  ])('%j -> %j', (dates, bounds) => {
    expect(timeBounds({ ...filled, ...dates }, NOW, TZ)).toEqual(bounds);
  });
});

describe('validatePromoForm (content-management 5)', () => {
  it('accepts a filled form', () => {
    expect(validatePromoForm(filled, CONTEXT)).toEqual({});
  });

  it.each<[string, Partial<PromoFormValues>, Partial<PromoCheckContext>, Partial<Record<keyof PromoFormValues, string>>]>([
    ['no code', { code: '' }, {}, { code: M.codeRequired }],
    ['a bulk import needs no code but its codes', { code: '' }, { mode: 'bulk' }, { uploadedCodes: PROMO_BULK_MESSAGES.codesRequired }],
    ['a bulk import with codes', { code: '', uploadedCodes: ['ABCDEF'] }, { mode: 'bulk' }, {}],
    ['limited without a limit', { unlimited: false }, {}, { usageLimit: M.usageLimitRequired }],
    ['a limit of 0', { unlimited: false, usageLimit: 0 }, {}, { usageLimit: M.usageLimitMin }],
    ['a limit of 1', { unlimited: false, usageLimit: 1 }, {}, {}],
    ['an ignored limit when unlimited', { unlimited: true, usageLimit: 0 }, {}, {}],
    ['no discount', { discountPercentage: '' }, {}, { discountAmount: M.amountRequired, discountPercentage: M.percentRequired }],
    ['an amount of 0', { discountPercentage: '', discountAmount: 0 }, {}, { discountAmount: M.amountRange }],
    ['an amount of 1', { discountPercentage: '', discountAmount: 1 }, {}, {}],
    ['an amount of 10000', { discountPercentage: '', discountAmount: 10_000 }, {}, {}],
    ['an amount of 10000.01', { discountPercentage: '', discountAmount: 10_000.01 }, {}, { discountAmount: M.amountRange }],
    ['a percentage of 0', { discountPercentage: 0 }, {}, { discountPercentage: M.percentRange }],
    ['a percentage of 100', { discountPercentage: 100 }, {}, {}],
    ['a percentage of 101', { discountPercentage: 101 }, {}, { discountPercentage: M.percentRange }],
    [
      'no start date',
      { startDate: '', startTime: '', endDate: '', endTime: '' },
      {},
      { startDate: M.startDateRequired, startTime: M.startTimeRequired },
    ],
    ['no start time', { startTime: '' }, {}, { startTime: M.startTimeRequired }],
    ['a start yesterday', { startDate: '2030-06-09' }, {}, { startDate: M.startInPast }],
    ['a start earlier today', { startTime: '01:00 PM' }, {}, { startTime: M.startInPast }],
    ['a start the page proposed minutes ago', { startTime: '02:06 PM' }, {}, {}],
    [
      'a running code’s unchanged start',
      { startDate: '2030-06-01', startTime: '09:30 AM' },
      { mode: 'edit', savedStartsAt: new Date(saved.startsAt) },
      {},
    ],
    [
      'a running code moved to another past day',
      { startDate: '2030-06-02', startTime: '09:30 AM' },
      { mode: 'edit', savedStartsAt: new Date(saved.startsAt) },
      { startDate: M.startInPast },
    ],
    ['an end switched on but empty', { hasEndDate: true }, {}, { endDate: M.endDateRequired, endTime: M.endTimeRequired }],
    ['an end without a time', { hasEndDate: true, endDate: '2030-06-11' }, {}, { endTime: M.endTimeRequired }],
    ['an end the day before the start', { hasEndDate: true, endDate: '2030-06-09', endTime: '11:00 PM' }, {}, { endDate: M.endBeforeStart }],
    ['an end at the start', { hasEndDate: true, endDate: '2030-06-10', endTime: '03:00 PM' }, {}, { endTime: M.endBeforeStart }],
    ['an end a minute after the start', { hasEndDate: true, endDate: '2030-06-10', endTime: '03:01 PM' }, {}, {}],
    ['an ignored end when switched off', { hasEndDate: false, endDate: '2030-06-09', endTime: '11:00 PM' }, {}, {}],
    ['categories without one', { applicationType: 'category' }, {}, { selectedCategories: M.categoriesRequired }],
    ['categories with one', { applicationType: 'category', selectedCategories: ['music'] }, {}, {}],
    ['an unknown category', { applicationType: 'category', selectedCategories: ['opera'] }, {}, { selectedCategories: M.categoryUnknown }],
  ])('%s', (_, change, context, errors) => {
    expect(validatePromoForm({ ...filled, ...change }, { ...CONTEXT, ...context })).toEqual(errors);
  });
});

describe('the request bodies (content-management 7)', () => {
  it('sends one discount, the cap only when limited, ISO instants and the comma-joined categories', () => {
    const values: PromoFormValues = {
      ...filled,
      discountPercentage: '',
      discountAmount: 25.5,
      unlimited: false,
      usageLimit: 40,
      hasEndDate: true,
      endDate: '2030-06-30',
      endTime: '11:59 PM',
      applicationType: 'category',
      selectedCategories: ['music', 'film'],
    };
    expect(toPromoCodeBody(values, 'owner-1', 'usd', TZ)).toEqual({
      ownerId: 'owner-1',
      code: 'SUMMER10',
      startsAt: '2030-06-10T19:00:00.000Z',
      endsAt: '2030-07-01T03:59:00.000Z',
      scope: 'course_categories',
      courseCategoryIds: 'music,film',
      amount: 2550,
      percentageValue: null,
      quantity: 40,
    });
  });

  it('sends no categories, no end and no cap for an unlimited code of all events', () => {
    expect(
      toPromoCodeBody({ ...filled, usageLimit: 7, endDate: '2030-06-30', endTime: '11:59 PM', selectedCategories: ['music'] }, 'o', 'usd', TZ),
    ).toEqual({
      ownerId: 'o',
      code: 'SUMMER10',
      startsAt: '2030-06-10T19:00:00.000Z',
      endsAt: null,
      scope: 'owner',
      courseCategoryIds: undefined,
      amount: null,
      percentageValue: 10,
      quantity: null,
    });
  });

  it('sends the file’s codes for a bulk import', () => {
    const body = toBulkPromoCodesBody({ ...filled, code: '', uploadedCodes: ['ABCDEF', 'GHIJKL'] }, 'o', 'usd', TZ);
    expect(body).toMatchObject({ codes: ['ABCDEF', 'GHIJKL'], scope: 'owner', percentageValue: 10, startsAt: '2030-06-10T19:00:00.000Z' });
    expect(body).not.toHaveProperty('code');
  });
});
