import { describe, expect, it } from 'vitest';
import { preferredEncoding, type Precompressed } from './accept-encoding.ts';

const BOTH: Precompressed[] = ['br', 'gzip'];

describe('preferredEncoding', () => {
  it.each([
    ['a browser', 'gzip, deflate, br, zstd', BOTH, 'br'],
    ['no header', undefined, BOTH, undefined],
    ['an empty header', '', BOTH, undefined],
    ['gzip only', 'gzip', BOTH, 'gzip'],
    ['identity only', 'identity', BOTH, undefined],
    ['gzip weighted above br', 'br;q=0.5, gzip;q=0.8', BOTH, 'gzip'],
    ['br refused', 'br;q=0, gzip', BOTH, 'gzip'],
    ['both refused', 'br;q=0, gzip;q=0', BOTH, undefined],
    ['a tie goes to br', 'gzip;q=0.5, br;q=0.5', BOTH, 'br'],
    ['upper case and spaces', ' GZIP ; Q=1 ,  BR;q=0.1', BOTH, 'gzip'],
    ['* for what is not named', '*', BOTH, 'br'],
    ['* with br refused by name', 'br;q=0, *;q=0.5', BOTH, 'gzip'],
    ['* refused', '*;q=0', BOTH, undefined],
    ['a weight that is not a number', 'br;q=abc, gzip', BOTH, 'gzip'],
    ['only gzip written', 'br, gzip', ['gzip'], 'gzip'],
    ['no sibling written', 'br, gzip', [], undefined],
    ['deflate only', 'deflate', BOTH, undefined],
  ] as const)('%s', (_, header, offered, expected) => {
    expect(preferredEncoding(header, offered)).toBe(expected);
  });
});
