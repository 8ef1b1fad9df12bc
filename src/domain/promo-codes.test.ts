import { describe, expect, it } from 'vitest';
import {
  PROMO_BULK_MESSAGES as B,
  PROMO_VALIDATION_MESSAGES as M,
  applicationTypeOf,
  bulkCodeProblems,
  generatePromoCode,
  globalCodeApplies,
  isPromoCode,
  normalizePromoCode,
  promoCodeProblems,
  promoStatus,
  remainingAfterCapChange,
  scopeOf,
  type PromoCodeInput,
} from './promo-codes.ts';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-06-01T12:00:00Z');

describe('normalizePromoCode', () => {
  it.each([
    ['summer', 'SUMMER'],
    ['  sum-mer 25! ', 'SUMMER25'],
    ['abcdefghijklmnop', 'ABCDEFGHIJ'],
    ['a.b_c d', 'ABCD'],
    ['ÉTÉ2026', 'T2026'],
    ['ß', ''],
    ['', ''],
    ['!!!', ''],
    ['0123456789XYZ', '0123456789'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizePromoCode(input)).toBe(expected);
  });
});

describe('isPromoCode', () => {
  it.each([
    ['SUMMER', 1, true],
    ['A', 1, true],
    ['ABCDEFGHIJ', 1, true],
    ['ABCDEFGHIJK', 1, false],
    ['summer', 1, false],
    ['SUM MER', 1, false],
    ['', 1, false],
    ['ABCDE', 6, false],
    ['ABCDEF', 6, true],
  ])('%j (min %i) -> %s', (code, min, expected) => {
    expect(isPromoCode(code, min)).toBe(expected);
  });
});

describe('generatePromoCode', () => {
  it('makes 10 characters of A-Z and 0-9', () => {
    for (let i = 0; i < 200; i++) expect(generatePromoCode()).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('differs from call to call', () => {
    expect(new Set(Array.from({ length: 100 }, () => generatePromoCode())).size).toBe(100);
  });

  it('draws bytes of 252 and above again, so every character is equally likely', () => {
    // First draw: 255, 252 (dropped), 0 -> 'A', 35 -> '9', 36 -> 'A' (36 mod 36), then zeros.
    const draws = [[255, 252, 0, 35, 36], []];
    const fill = (bytes: Uint8Array<ArrayBuffer>) => {
      bytes.set((draws.shift() ?? []).slice(0, bytes.length));
      return bytes;
    };
    expect(generatePromoCode(fill)).toBe('A9AAAAAAAA');
  });
});

describe('promoStatus', () => {
  it.each([
    ['started, no end', '2026-05-01T00:00:00Z', null, 'active'],
    ['starts now', '2026-06-01T12:00:00Z', null, 'active'],
    ['starts in a second', '2026-06-01T12:00:01Z', null, 'future'],
    ['started, ends later', '2026-05-01T00:00:00Z', '2026-06-02T00:00:00Z', 'active'],
    ['ends now', '2026-05-01T00:00:00Z', '2026-06-01T12:00:00Z', 'expired'],
    ['ended', '2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z', 'expired'],
    ['future with an end', '2026-07-01T00:00:00Z', '2026-08-01T00:00:00Z', 'future'],
    ['no window (an event code)', null, null, 'active'],
  ])('%s', (_, startsAt, endsAt, expected) => {
    expect(promoStatus({ startsAt: startsAt ? at(startsAt) : null, endsAt: endsAt ? at(endsAt) : null }, NOW)).toBe(expected);
  });
});

describe('globalCodeApplies', () => {
  const running = { startsAt: at('2026-05-01T00:00:00Z'), endsAt: null };
  it.each([
    ['scope owner, any category', { scope: 'owner', categoryIds: [] }, 'music', true],
    ['scope owner, no category', { scope: 'owner', categoryIds: [] }, null, true],
    ['category listed', { scope: 'course_categories', categoryIds: ['music', 'film'] }, 'film', true],
    ['category not listed', { scope: 'course_categories', categoryIds: ['music'] }, 'film', false],
    ['event without a category', { scope: 'course_categories', categoryIds: ['music'] }, null, false],
  ] as const)('%s', (_, reach, category, expected) => {
    expect(globalCodeApplies({ ...running, ...reach }, { category }, NOW)).toBe(expected);
  });

  it('applies only while active', () => {
    const owner = { scope: 'owner', categoryIds: [] } as const;
    expect(globalCodeApplies({ ...owner, startsAt: at('2026-06-02T00:00:00Z'), endsAt: null }, { category: null }, NOW)).toBe(false);
    expect(globalCodeApplies({ ...owner, startsAt: at('2026-05-01T00:00:00Z'), endsAt: at('2026-05-31T00:00:00Z') }, { category: null }, NOW)).toBe(
      false,
    );
  });
});

describe('applicationTypeOf / scopeOf', () => {
  it('maps scope owner to all and categories to category, and back', () => {
    expect(applicationTypeOf('owner')).toBe('all');
    expect(applicationTypeOf('course_categories')).toBe('category');
    expect(scopeOf('all')).toBe('owner');
    expect(scopeOf('category')).toBe('course_categories');
  });
});

describe('promoCodeProblems', () => {
  const valid: PromoCodeInput = {
    code: 'SUMMER',
    amount: null,
    percentageValue: 10,
    quantity: null,
    startsAt: NOW,
    endsAt: null,
    scope: 'owner',
    categoryIds: [],
  };
  const context = { currency: 'usd', now: NOW };

  it.each<[string, Partial<PromoCodeInput>, ReturnType<typeof promoCodeProblems>]>([
    ['valid percentage', {}, {}],
    ['valid amount $1', { percentageValue: null, amount: 100 }, {}],
    ['valid amount $10000', { percentageValue: null, amount: 1_000_000 }, {}],
    ['amount above $10000', { percentageValue: null, amount: 1_000_001 }, { amount: M.amountRange }],
    ['amount below $1', { percentageValue: null, amount: 99 }, { amount: M.amountRange }],
    ['amount fractional', { percentageValue: null, amount: 150.5 }, { amount: M.amountRange }],
    ['neither discount', { percentageValue: null }, { amount: M.amountRequired, percentageValue: M.percentRequired }],
    ['both discounts', { amount: 500 }, { amount: M.amountAndPercent, percentageValue: M.amountAndPercent }],
    ['percentage 100', { percentageValue: 100 }, {}],
    ['percentage 0', { percentageValue: 0 }, { percentageValue: M.percentRange }],
    ['percentage 101', { percentageValue: 101 }, { percentageValue: M.percentRange }],
    ['empty code', { code: '' }, { code: M.codeRequired }],
    ['code not normalized', { code: 'summer' }, { code: M.codeTooLong }],
    ['code too long', { code: 'ABCDEFGHIJK' }, { code: M.codeTooLong }],
    ['no code (bulk)', { code: undefined }, {}],
    ['usage limit 1', { quantity: 1 }, {}],
    ['usage limit 0', { quantity: 0 }, { quantity: M.usageLimitMin }],
    ['usage limit negative', { quantity: -3 }, { quantity: M.usageLimitMin }],
    ['start four minutes ago (grace)', { startsAt: at('2026-06-01T11:56:00Z') }, {}],
    ['start an hour ago', { startsAt: at('2026-06-01T11:00:00Z') }, { startsAt: M.startInPast }],
    ['end one minute after start', { endsAt: at('2026-06-01T12:01:00Z') }, {}],
    ['end under a minute after start', { endsAt: at('2026-06-01T12:00:59Z') }, { endsAt: M.endBeforeStart }],
    ['end before start', { endsAt: at('2026-05-31T12:00:00Z') }, { endsAt: M.endBeforeStart }],
    ['categories', { scope: 'course_categories', categoryIds: ['music', 'film'] }, {}],
    ['no categories', { scope: 'course_categories', categoryIds: [] }, { courseCategoryIds: M.categoriesRequired }],
    ['unknown category', { scope: 'course_categories', categoryIds: ['music', 'poetry'] }, { courseCategoryIds: M.categoryUnknown }],
    ['categories ignored for scope owner', { scope: 'owner', categoryIds: ['poetry'] }, {}],
  ])('%s', (_, change, expected) => {
    expect(promoCodeProblems({ ...valid, ...change }, context)).toEqual(expected);
  });

  it('keeps an unchanged start that has passed (a running code being edited), not a moved one', () => {
    const started = at('2026-05-01T00:00:00Z');
    expect(promoCodeProblems({ ...valid, startsAt: started }, { ...context, savedStartsAt: started })).toEqual({});
    expect(promoCodeProblems({ ...valid, startsAt: at('2026-05-02T00:00:00Z') }, { ...context, savedStartsAt: started })).toEqual({
      startsAt: M.startInPast,
    });
  });

  it('reads the amount range in the currency of the owner (minor units)', () => {
    expect(promoCodeProblems({ ...valid, percentageValue: null, amount: 100 }, { ...context, currency: 'eur' })).toEqual({});
  });
});

describe('remainingAfterCapChange', () => {
  it.each([
    [10, 3, { quantity: 7 }],
    [3, 3, { quantity: 0 }],
    [2, 3, null],
    [null, 3, { quantity: null }],
    [5, 0, { quantity: 5 }],
  ])('cap %j with %i uses -> %j', (cap, uses, expected) => {
    expect(remainingAfterCapChange(cap, uses)).toEqual(expected);
  });
});

describe('bulkCodeProblems', () => {
  it.each<[string, string[][], string[], string[]]>([
    ['good file', [['summer'], ['WINTER1'], ['abc123']], ['SUMMER', 'WINTER1', 'ABC123'], []],
    ['trims cells and ignores final blank lines', [[' summer '], [''], []], ['SUMMER'], []],
    ['empty file', [], [], [B.empty]],
    ['only blank lines', [[''], ['  ']], [], [B.empty]],
    ['two columns', [['SUMMER'], ['WINTER1', 'x']], ['SUMMER'], [B.columns(2, 2)]],
    ['empty line in the middle', [['SUMMER'], [''], ['WINTER1']], ['SUMMER', 'WINTER1'], [B.emptyLine(2)]],
    ['too short', [['ABCDE']], [], [B.tooShort(1)]],
    ['too long', [['ABCDEFGHIJK']], [], [B.tooLong(1)]],
    ['invalid characters', [['SUM-MER']], [], [B.invalidCharacters(1)]],
    ['short and invalid: the characters first', [['A-B']], [], [B.invalidCharacters(1)]],
    ['repeated code, any case', [['SUMMER'], ['summer']], ['SUMMER'], [B.duplicateLine(2, 1)]],
    [
      'every bad line, in order',
      [['GOODCODE'], ['a', 'b', 'c'], [''], ['abc'], ['bad code!']],
      ['GOODCODE'],
      [B.columns(2, 3), B.emptyLine(3), B.tooShort(4), B.invalidCharacters(5)],
    ],
  ])('%s', (_, rows, codes, problems) => {
    expect(bulkCodeProblems(rows)).toEqual({ codes, problems });
  });

  it('refuses more than 10,000 codes', () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => [`CODE${String(i).padStart(5, '0')}`]);
    expect(bulkCodeProblems(rows).problems).toEqual([B.tooMany]);
    expect(bulkCodeProblems(rows.slice(0, 10_000)).problems).toEqual([]);
  });

  it('counts the found codes for the success text', () => {
    expect(B.uploaded(bulkCodeProblems([['SUMMER'], ['WINTER1']]).codes.length)).toBe('File uploaded successfully. Found 2 codes.');
  });
});
