import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSameSitePath } from '../../domain/links.ts';
import {
  enumParam,
  isUuid,
  nativeSearch,
  optionalFlag,
  optionalRedirect,
  optionalText,
  parseSearch,
  searchParams,
  stringifySearch,
  textParam,
  uuidParam,
} from './search-params.ts';

// The zod schemas the parsers replaced: each parser must read every value the same way.
const zodText = z.string().max(500).optional().catch(undefined);
const zodFlag = z.literal('true').optional().catch(undefined);
const zodRedirect = z
  .string()
  .max(2000)
  .optional()
  .catch(undefined)
  .transform((v) => (isSameSitePath(v) ? v : undefined));
const zodUuid = z.uuid().optional().catch(undefined);
const zodMode = z.enum(['login', 'signup']).optional().catch(undefined);

const SAMPLES: unknown[] = [
  undefined,
  null,
  '',
  'true',
  'false',
  'TRUE',
  'login',
  'signup',
  'x'.repeat(500),
  'x'.repeat(501),
  `/${'x'.repeat(1999)}`,
  `/${'x'.repeat(2000)}`,
  '/manage/ada',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  '7a1d3e0c-54f2-4b8e-9c1a-2f3b4c5d6e7f',
  '7A1D3E0C-54F2-4B8E-9C1A-2F3B4C5D6E7F',
  '7a1d3e0c-54f2-0b8e-9c1a-2f3b4c5d6e7f',
  '7a1d3e0c-54f2-4b8e-7c1a-2f3b4c5d6e7f',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '7a1d3e0c54f24b8e9c1a2f3b4c5d6e7f',
  42,
  true,
  ['true'],
  { a: 1 },
];

describe('search param parsers', () => {
  it('read every value like the zod schemas they replaced', () => {
    for (const value of SAMPLES) {
      expect(optionalText(value), String(value)).toEqual(zodText.parse(value));
      expect(optionalFlag(value), String(value)).toEqual(zodFlag.parse(value));
      expect(optionalRedirect(value), String(value)).toEqual(zodRedirect.parse(value));
      expect(uuidParam(value), String(value)).toEqual(zodUuid.parse(value));
      expect(enumParam(['login', 'signup'])(value), String(value)).toEqual(zodMode.parse(value));
    }
  });

  it('limits text to the given length', () => {
    expect(textParam(3)('abc')).toBe('abc');
    expect(textParam(3)('abcd')).toBeUndefined();
  });

  it('recognizes UUIDs', () => {
    expect(isUuid('7a1d3e0c-54f2-4b8e-9c1a-2f3b4c5d6e7f')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});

describe('searchParams', () => {
  const schema = { mode: enumParam(['login', 'signup']), redirect_to: optionalRedirect };
  const zodObject = z.object({ mode: zodMode, redirect_to: zodRedirect });

  it('keeps the declared params like a zod object: valid values, invalid ones as undefined, absent ones absent', () => {
    const inputs: Record<string, unknown>[] = [
      {},
      { mode: 'signup' },
      { mode: 'nope', redirect_to: '//evil' },
      { mode: 'login', redirect_to: '/manage/ada', native: 'true', other: 'x' },
      { redirect_to: undefined },
    ];
    for (const input of inputs) expect(searchParams(schema).parse(input)).toStrictEqual(zodObject.parse(input));
  });

  it('reads the root route flag', () => {
    expect(nativeSearch.parse({ native: 'true', x: '1' })).toStrictEqual({ native: 'true' });
    expect(nativeSearch.parse({ native: 'yes' })).toStrictEqual({ native: undefined });
    expect(nativeSearch.parse({})).toStrictEqual({});
  });
});

describe('parseSearch / stringifySearch', () => {
  it('round-trips plain string params and keeps ✓ and slashes readable', () => {
    const search = parseSearch('?utf8=%E2%9C%93&query=jazz&redirect_to=%2Fmanage%2Fada');
    expect(search).toEqual({ utf8: '✓', query: 'jazz', redirect_to: '/manage/ada' });
    expect(stringifySearch(search)).toBe('?utf8=✓&query=jazz&redirect_to=/manage/ada');
    expect(stringifySearch({ empty: '', none: undefined })).toBe('');
  });
});
