import { describe, expect, it } from 'vitest';
import { commaIds, commaItems, tagsProblem, VIDEO_LIMITS, videoContainerOf } from './videos.ts';

/** A box header: 32-bit size, then the 4-letter type, then `rest` as ASCII. */
const box = (size: number, type: string, rest = '') => {
  const bytes = new Uint8Array(8 + rest.length);
  new DataView(bytes.buffer).setUint32(0, size);
  bytes.set(
    [...(type + rest)].map((c) => c.charCodeAt(0)),
    4,
  );
  return bytes;
};

describe('videoContainerOf', () => {
  it.each([
    ['MP4 (isom)', box(32, 'ftyp', 'isom'), 'mp4'],
    ['MP4 (mp42)', box(24, 'ftyp', 'mp42'), 'mp4'],
    ['MP4 (M4V)', box(20, 'ftyp', 'M4V '), 'mp4'],
    ['QuickTime ftyp', box(20, 'ftyp', 'qt  '), 'mov'],
    ['QuickTime moov first', box(1000, 'moov'), 'mov'],
    ['QuickTime mdat to the end', box(0, 'mdat'), 'mov'],
    ['QuickTime mdat with 64-bit size', box(1, 'mdat'), 'mov'],
    ['QuickTime wide', box(8, 'wide'), 'mov'],
    ['QuickTime free', box(16, 'free'), 'mov'],
    ['M4A audio', box(32, 'ftyp', 'M4A '), null],
    ['HEIC image', box(24, 'ftyp', 'heic'), null],
    ['AVIF image', box(24, 'ftyp', 'avif'), null],
    ['ftyp too small', box(8, 'ftyp', 'isom'), null],
    ['ftyp without a brand', box(16, 'ftyp'), null],
    ['atom smaller than its header', box(4, 'moov'), null],
    ['WebM', new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]), null],
    ['text named video.mp4', new TextEncoder().encode('hello, world'), null],
    ['empty', new Uint8Array(), null],
    ['too short', box(32, 'ft'), null],
  ])('%s', (_, bytes, expected) => {
    expect(videoContainerOf(bytes)).toBe(expected);
  });

  it('reads a view into a larger buffer from its own start', () => {
    const buffer = new Uint8Array(40);
    buffer.set(box(24, 'ftyp', 'isom'), 10);
    expect(videoContainerOf(buffer.subarray(10))).toBe('mp4');
  });
});

describe('VIDEO_LIMITS', () => {
  it.each([
    ['5 GB file', VIDEO_LIMITS.fileBytes, 5 * 1024 ** 3],
    ['8 MB thumbnail', VIDEO_LIMITS.thumbnailBytes, 8 * 1024 ** 2],
    ['5120 KiB chunk', VIDEO_LIMITS.chunkBytes, 5 * 1024 ** 2],
  ])('%s', (_, value, bytes) => expect(value).toBe(bytes));
});

describe('commaItems', () => {
  it.each([
    [undefined, []],
    ['', []],
    [' , ,', []],
    ['music', ['music']],
    [' live , music ,live', ['live', 'music']],
    ['Jazz, jazz, JAZZ, blues', ['Jazz', 'blues']],
    ['a,,b', ['a', 'b']],
  ])('%j -> %j', (list, items) => {
    expect(commaItems(list)).toEqual(items);
  });
});

describe('commaIds', () => {
  const a = '0b6f1a8e-6c1d-4b8e-9a47-2f4c1d5e6a7b';
  const b = 'A1B2C3D4-E5F6-4789-8ABC-DEF012345678';
  it.each([
    [undefined, []],
    [` ${a} ,${a}`, [a]],
    [`${a},${b}`, [a, b.toLowerCase()]],
    [`${b}, ${b.toLowerCase()}`, [b.toLowerCase()]],
    [`${a},not-an-id`, null],
    [`${a}x`, null],
  ])('%j -> %j', (list, ids) => {
    expect(commaIds(list)).toEqual(ids);
  });
});

describe('tagsProblem', () => {
  it.each([
    [[], null],
    [['x'.repeat(50)], null],
    [['x'.repeat(51)], 'too_long'],
    [Array.from({ length: 30 }, (_, i) => `t${i}`), null],
    [Array.from({ length: 31 }, (_, i) => `t${i}`), 'too_many'],
  ])('%#', (tags, problem) => {
    expect(tagsProblem(tags)).toBe(problem);
  });
});
