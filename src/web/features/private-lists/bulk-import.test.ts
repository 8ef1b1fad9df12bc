import { describe, expect, it } from 'vitest';
import { PRIVATE_LIST_RULE_MESSAGES as M } from '../../../domain/private-lists.ts';
import { BULK_IMPORT_TEXTS as T } from '../../../contracts/private-lists.messages.ts';
import { acceptRow, editRow, emailColumn, importState, isCsvFile, readEmailFile, removeRow, type ImportState } from './bulk-import.ts';

describe('isCsvFile', () => {
  it.each([
    ['emails.csv', true],
    ['EMAILS.CSV', true],
    ['list.final.csv', true],
    ['emails.csv ', true],
    ['emails.txt', false],
    ['emails.xlsx', false],
    ['emails.csv.exe', false],
    ['csv', false],
    ['', false],
  ])('%j: %j', (name, ok) => {
    expect(isCsvFile({ name })).toBe(ok);
  });
});

describe('emailColumn', () => {
  it.each([
    ['one address a line', 'a@x.com\nb@x.com', ['a@x.com', 'b@x.com'], null],
    ['CRLF line ends', 'a@x.com\r\nb@x.com\r\n', ['a@x.com', 'b@x.com'], null],
    ['a BOM before the header', '\uFEFFEmail\r\na@x.com', ['a@x.com'], 'Email'],
    ['a BOM before the first address', '\uFEFFa@x.com\nb@x.com', ['a@x.com', 'b@x.com'], null],
    ['the header in any case', 'EMAIL,Name\na@x.com,Ann', ['a@x.com'], 'EMAIL'],
    ['a padded header', ' email \na@x.com', ['a@x.com'], 'email'],
    ['a header only', 'Email\n', [], 'Email'],
    ['email further down is an address row', 'a@x.com\nemail', ['a@x.com', 'email'], null],
    ['any first row without an @ is a header', 'E-mail address\na@x.com', ['a@x.com'], 'E-mail address'],
    ['a first row with an @ is a row, valid or not', 'ann@\na@x.com', ['ann@', 'a@x.com'], null],
    ['the first column only', 'a@x.com,Ann,VIP\nb@x.com,Bob', ['a@x.com', 'b@x.com'], null],
    ['quoted fields', '"a@x.com","Smith, Ann"\n"b@x.com"', ['a@x.com', 'b@x.com'], null],
    ['escaped quotes inside a field', '"say ""hi""@x.com",x', ['say "hi"@x.com'], null],
    ['a quoted line break stays in its field', '"a@x.com","line\nbreak"\nb@x.com', ['a@x.com', 'b@x.com'], null],
    ['a blank line between rows is an empty row', 'a@x.com\n\nb@x.com', ['a@x.com', '', 'b@x.com'], null],
    ['a whitespace-only line is a row (blank: required)', 'a@x.com\n   \nb@x.com', ['a@x.com', '   ', 'b@x.com'], null],
    ['a blank first line is an empty row, not a header', '\na@x.com', ['', 'a@x.com'], null],
    ['blank lines after the last row are the end of the file', 'a@x.com\n\n  \n\n', ['a@x.com'], null],
    ['an empty first cell stays as an empty row', 'a@x.com\n,Bob', ['a@x.com', ''], null],
    ['semicolon-separated (spreadsheet exports)', 'Email;Name\na@x.com;Ann\nb@x.com;Bob', ['a@x.com', 'b@x.com'], 'Email'],
    ['tab-separated', 'a@x.com\tAnn\nb@x.com\tBob', ['a@x.com', 'b@x.com'], null],
    ['an empty file', '', [], null],
    ['blank lines only', '\n\n', [], null],
  ])('%s', (_, text, cells, header) => {
    expect(emailColumn(text)).toEqual({ cells, header });
  });

  it('reads 50,000 rows', () => {
    const text = ['Email', ...Array.from({ length: 50_000 }, (_, i) => `person${i}@example.com`)].join('\r\n');
    const { cells } = emailColumn(text);
    expect(cells).toHaveLength(50_000);
    expect(cells[49_999]).toBe('person49999@example.com');
  });

  it('names the skipped header in a notice', () => {
    expect(T.headerSkipped('Email')).toBe('The first row, “Email”, is not an e-mail address: it was read as the column’s header and skipped.');
  });
});

describe('readEmailFile', () => {
  it.each([
    ['no file', null, { ok: false, message: 'Please select a file with emails to import' }],
    ['not a CSV', new File(['a@x.com'], 'emails.txt'), { ok: false, message: 'Invalid file format. Please upload a CSV file.' }],
    [
      'a CSV',
      new File(['Email\r\na@x.com\r\nb@x.com'], 'emails.csv', { type: 'text/csv' }),
      { ok: true, cells: ['a@x.com', 'b@x.com'], header: 'Email' },
    ],
    ['a CSV without a MIME type', new File(['a@x.com'], 'Emails.CSV'), { ok: true, cells: ['a@x.com'], header: null }],
    ['an empty CSV', new File([''], 'emails.csv'), { ok: true, cells: [], header: null }],
  ])('%s', async (_, file, read) => {
    expect(await readEmailFile(file)).toEqual(read);
  });

  it('says why a file could not be read', async () => {
    const unreadable = { name: 'emails.csv', text: () => Promise.reject(new DOMException('The file could not be read', 'NotReadableError')) };
    expect(await readEmailFile(unreadable)).toEqual({ ok: false, message: T.readError('The file could not be read') });
    expect(T.readError('x')).toBe('Error reading file: x');
  });
});

const existing = new Set(['member@x.com']);
const stateOf = (cells: string[]) => importState(cells, existing);
const errorsOf = (state: ImportState) => state.errors.map(({ id, email, error, locked }) => [id, email, error, locked]);

describe('importState', () => {
  it.each([
    ['valid rows, trimmed and lower-cased', [' Ann@X.com ', 'bob@x.com'], ['ann@x.com', 'bob@x.com'], []],
    ['an empty row', ['', 'bob@x.com'], ['bob@x.com'], [[0, '', M.required, false]]],
    ['an invalid address keeps its text', ['Not An Email'], [], [[0, 'Not An Email', M.rowInvalid, false]]],
    ['already in the list, in any case', ['MEMBER@x.com'], [], [[0, 'MEMBER@x.com', M.rowExists, false]]],
    ['a repeat is locked, the first one is valid', ['a@x.com', 'A@X.com '], ['a@x.com'], [[1, 'A@X.com', M.rowDuplicate, true]]],
    [
      'a repeated invalid text is invalid twice',
      ['nope', 'nope'],
      [],
      [
        [0, 'nope', M.rowInvalid, false],
        [1, 'nope', M.rowInvalid, false],
      ],
    ],
    [
      'a repeated member exists twice (a repeat of a valid row only is a duplicate)',
      ['member@x.com', 'member@x.com'],
      [],
      [
        [0, 'member@x.com', M.rowExists, false],
        [1, 'member@x.com', M.rowExists, false],
      ],
    ],
  ])('%s', (_, cells, valid, errors) => {
    const state = stateOf(cells);
    expect(state.valid).toEqual(valid);
    expect([...state.validSet]).toEqual(valid);
    expect(errorsOf(state)).toEqual(errors);
  });
});

describe('a 50,000-row file', () => {
  it('splits into valid and error rows, and a fix moves one', () => {
    const cells = Array.from({ length: 50_000 }, (_, i) => (i % 1000 === 0 ? `broken${i}` : `person${i}@example.com`));
    let state = importState(cells, existing);
    expect(state.valid).toHaveLength(49_950);
    expect(state.errors).toHaveLength(50);
    state = acceptRow(editRow(state, 0, 'fixed@example.com'), 0);
    expect(state.valid).toHaveLength(49_951);
    expect(state.errors).toHaveLength(49);
  });
});

describe('fixing rows', () => {
  const start = stateOf(['a@x.com', 'bad', 'a@x.com', '']);

  it.each([
    ['a valid new address clears the error', 'c@x.com', null],
    ['still invalid', 'bad@', M.rowInvalid],
    ['blank', '   ', M.required],
    ['an address already imported', 'A@x.com', M.rowDuplicate],
    ['a list member', 'member@x.com', M.rowExists],
  ])('editing: %s', (_, text, error) => {
    const row = editRow(start, 1, text).errors.find((r) => r.id === 1)!;
    expect(row).toMatchObject({ email: text, error });
  });

  it('a locked duplicate cannot be edited or accepted', () => {
    expect(editRow(start, 2, 'c@x.com')).toEqual(start);
    expect(acceptRow(start, 2)).toEqual(start);
  });

  it('the check button moves a fixed row to the valid list, lower-cased', () => {
    const next = acceptRow(editRow(start, 1, ' C@x.com '), 1);
    expect(next.valid).toEqual(['a@x.com', 'c@x.com']);
    expect(next.validSet.has('c@x.com')).toBe(true);
    expect(next.errors.map((r) => r.id)).toEqual([2, 3]);
  });

  it('a row still wrong stays', () => {
    expect(acceptRow(editRow(start, 1, 'still bad'), 1).errors.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('two rows fixed to the same address: the second one to be accepted is a duplicate', () => {
    let state = editRow(editRow(start, 1, 'c@x.com'), 3, 'c@x.com');
    state = acceptRow(state, 1);
    state = acceptRow(state, 3);
    expect(state.valid).toEqual(['a@x.com', 'c@x.com']);
    expect(errorsOf(state)).toEqual([
      [2, 'a@x.com', M.rowDuplicate, true],
      [3, 'c@x.com', M.rowDuplicate, false],
    ]);
  });

  it('removing drops the row only', () => {
    const next = removeRow(start, 2);
    expect(next.errors.map((r) => r.id)).toEqual([1, 3]);
    expect(next.valid).toEqual(start.valid);
  });

  it('leaves the state it was given unchanged', () => {
    const copy = structuredClone({ valid: start.valid, errors: start.errors });
    acceptRow(editRow(start, 1, 'c@x.com'), 1);
    removeRow(start, 3);
    expect({ valid: start.valid, errors: start.errors }).toEqual(copy);
  });
});
