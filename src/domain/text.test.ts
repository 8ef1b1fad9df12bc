import { describe, expect, it } from 'vitest';
import { formatCount, formatFileSize, subjectName, truncate } from './text.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0k'],
    [1049, '1.0k'],
    [1050, '1.1k'],
    [25_300, '25.3k'],
    [999_999, '1000.0k'],
    [1_000_000, '1.0m'],
    [2_450_000, '2.5m'],
  ])('%d -> %s', (n, text) => expect(formatCount(n)).toBe(text));
});

describe('truncate', () => {
  it.each([
    ['Short name', 18, 'Short name'],
    ['Exactly eighteen!!', 18, 'Exactly eighteen!!'],
    ['A much longer organization name', 18, 'A much longer orga…'],
    ['Trailing space cut here', 15, 'Trailing space…'],
    ['', 15, ''],
  ])('%j at %d -> %j', (text, max, out) => expect(truncate(text, max)).toBe(out));
});

describe('subjectName', () => {
  it.each([
    ['Harbour Lights', 60, 'Harbour Lights'],
    ['  Two\r\nlines\tand   spaces ', 60, 'Two lines and spaces'],
    ['Bell\u0007 and NUL\u0000 gone', 60, 'Bell and NUL gone'],
    ['Line\u2028separator', 60, 'Line separator'],
    ['evil\u202Etxt.exe', 60, 'eviltxt.exe'],
    ['Click here now '.repeat(10), 20, 'Click here now Click…'],
    ['🎟️'.repeat(40), 10, `${'🎟️'.repeat(5)}…`],
    ['\r\n\t', 60, ''],
  ])('%j at %d -> %j', (name, max, out) => expect(subjectName(name, max)).toBe(out));
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024, '1.0 MB'],
    [2.25 * 1024 * 1024, '2.3 MB'],
  ])('%i bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
