import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGES, instant, isStorableText, text } from './common.ts';

describe('text', () => {
  const name = text(10);
  it.each([
    ['plain', 'Jazz night', true],
    ['empty', '', true],
    ['emoji (a surrogate pair)', 'Live 🎷', true],
    ['at the limit', 'x'.repeat(10), true],
    ['too long', 'x'.repeat(11), false],
    ['a NUL character', 'a\u0000b', false],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone low surrogate', '\udc00', false],
    ['a high surrogate at the end', 'ab\ud83d', false],
    ['reversed pair', '\ude00\ud83d', false],
  ])('%s', (_, value, ok) => {
    expect(name.safeParse(value).success).toBe(ok);
  });

  it('names the problem', () => {
    expect(name.safeParse('a\u0000').error?.issues[0]?.message).toBe(INPUT_MESSAGES.badCharacters);
    expect(name.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe(INPUT_MESSAGES.tooLong(10));
  });

  it('chains like a string', () => {
    expect(text(5).trim().min(1).parse('  ab ')).toBe('ab');
    expect(text(5).trim().min(1).safeParse('   ').success).toBe(false);
  });

  it('isStorableText agrees', () => {
    expect(isStorableText('ok 🎷')).toBe(true);
    expect(isStorableText('\u0000')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
  });
});

describe('instant', () => {
  it.each([
    ['UTC', '2026-05-01T19:00:00Z', true],
    ['with an offset', '2026-05-01T19:00:00+01:00', true],
    ['with milliseconds', '2026-05-01T19:00:00.123Z', true],
    ['first year', '0001-01-01T00:00:00Z', true],
    ['last year', '9999-12-31T23:59:59Z', true],
    ['last year after conversion', '9999-12-31T10:00:00-12:00', true],
    ['year 0', '0000-01-01T00:00:00Z', false],
    ['year 0 after conversion', '0001-01-01T05:00:00+14:00', false],
    ['year 10000 after conversion', '9999-12-31T20:00:00-12:00', false],
    ['a date without time', '0000-01-01', false],
    ['without an offset', '2026-05-01T19:00:00', false],
    ['not a date', 'soon', false],
    ['NUL', '2026-05-01T19:00:00Z\u0000', false],
  ])('%s', (_, value, ok) => {
    expect(instant.safeParse(value).success).toBe(ok);
  });

  it('names the range', () => {
    expect(instant.safeParse('9999-12-31T20:00:00-12:00').error?.issues[0]?.message).toBe(INPUT_MESSAGES.dateRange);
  });
});
