import { describe, expect, it } from 'vitest';
import { PROMO_BULK_MESSAGES as B } from '../../../domain/promo-codes.ts';
import { codesCsvRows, readCodesCsv, readCodesFile } from './bulk-file.ts';

describe('codesCsvRows', () => {
  it.each([
    ['ABCDEF\nGHIJKL', [['ABCDEF'], ['GHIJKL']]],
    ['ABCDEF\r\nGHIJKL\r\n', [['ABCDEF'], ['GHIJKL'], ['']]],
    ['\ufeffABCDEF', [['ABCDEF']]],
    ['"ABCDEF"\n"GH,IJ"', [['ABCDEF'], ['GH,IJ']]],
    ['ABCDEF,\nGHIJKL', [['ABCDEF', ''], ['GHIJKL']]],
    ['ABCDEF\n\nGHIJKL', [['ABCDEF'], [''], ['GHIJKL']]],
    ['AB;CD', [['AB;CD']]],
  ])('%j', (text, rows) => {
    expect(codesCsvRows(text)).toEqual(rows);
  });
});

describe('readCodesCsv (content-management 5 Bulk codes)', () => {
  it.each([
    ['summer1\nWinter22\n', { codes: ['SUMMER1', 'WINTER22'], problems: [] }],
    ['\ufeffABCDEF\r\n', { codes: ['ABCDEF'], problems: [] }],
    ['', { codes: [], problems: [B.empty] }],
    ['\n\n', { codes: [], problems: [B.empty] }],
    ['ABCDEF,GHIJKL', { codes: [], problems: [B.columns(1, 2)] }],
    ['ABCDEF\n\nGHIJKL', { codes: ['ABCDEF', 'GHIJKL'], problems: [B.emptyLine(2)] }],
    ['ABC\nABCDEF', { codes: ['ABCDEF'], problems: [B.tooShort(1)] }],
    ['ABCD-EF', { codes: [], problems: [B.invalidCharacters(1)] }],
    ['ABCDEF\nabcdef', { codes: ['ABCDEF'], problems: [B.duplicateLine(2, 1)] }],
    ['"ABC,DEF"', { codes: [], problems: [B.invalidCharacters(1)] }],
  ])('%j', (text, result) => {
    expect(readCodesCsv(text)).toEqual(result);
  });
});

describe('readCodesFile', () => {
  it('reads a CSV file', async () => {
    await expect(readCodesFile(new File(['ABCDEF\nGHIJKL\n'], 'codes.csv', { type: 'text/csv' }))).resolves.toEqual({
      codes: ['ABCDEF', 'GHIJKL'],
      problems: [],
    });
  });

  it.each([
    ['codes.txt', 'text/plain'],
    ['codes.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('refuses %s (%s)', async (name, type) => {
    await expect(readCodesFile(new File(['ABCDEF'], name, { type }))).resolves.toEqual({ codes: [], problems: [B.invalidFormat] });
  });
});
