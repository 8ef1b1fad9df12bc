import { describe, expect, it } from 'vitest';
import {
  PRIVATE_LIST_RULE_MESSAGES as M,
  SHARE_CODE_ALPHABET,
  SHARE_CODE_LENGTH,
  bulkRowError,
  checkAddEmails,
  checkBulkRows,
  namedEmails,
  newShareCode,
  normalizeEmail,
  normalizeShareCode,
} from './private-lists.ts';

const none = new Set<string>();

describe('normalizeEmail', () => {
  it.each([
    ['  Ada@Example.COM ', 'ada@example.com'],
    ['bob@example.com', 'bob@example.com'],
    ['\tC@D.EU\n', 'c@d.eu'],
    ['   ', ''],
  ])('%j -> %j', (raw, expected) => expect(normalizeEmail(raw)).toBe(expected));
});

describe('checkAddEmails', () => {
  it.each([
    { entries: [], existing: none, expected: { ok: false, message: M.atLeastOneEmail } },
    { entries: ['', '  '], existing: none, expected: { ok: false, message: M.atLeastOneEmail } },
    { entries: ['ada@example.com', 'not-an-email'], existing: none, expected: { ok: false, message: M.invalidEmail } },
    { entries: ['ada@example'], existing: none, expected: { ok: false, message: M.invalidEmail } },
    {
      entries: ['Ada@example.com', 'bob@example.com', ' ada@EXAMPLE.com', 'bob@example.com', 'cy@example.com'],
      existing: none,
      expected: { ok: false, message: `${M.duplicateEntries}ada@example.com, bob@example.com` },
    },
    {
      entries: ['ada@example.com', 'BOB@example.com'],
      existing: new Set(['bob@example.com']),
      expected: { ok: false, message: `${M.alreadyInList}bob@example.com` },
    },
    // An invalid address is reported before a duplicate one.
    { entries: ['x', 'ada@example.com', 'ada@example.com'], existing: none, expected: { ok: false, message: M.invalidEmail } },
    {
      entries: [' Ada@Example.com ', '', 'bob@example.com'],
      existing: new Set(['cy@example.com']),
      expected: { ok: true, emails: ['ada@example.com', 'bob@example.com'] },
    },
  ])('$entries with $existing', ({ entries, existing, expected }) => expect(checkAddEmails(entries, existing)).toEqual(expected));

  it('names at most 20 addresses and counts the rest', () => {
    const emails = Array.from({ length: 25 }, (_, i) => `p${i}@example.com`);
    const result = checkAddEmails(emails, new Set(emails));
    expect(result).toEqual({ ok: false, message: `${M.alreadyInList}${emails.slice(0, 20).join(', ')} and 5 more` });
  });
});

describe('namedEmails', () => {
  it.each([
    [[], ''],
    [['a@b.co'], 'a@b.co'],
    [['a@b.co', 'c@d.co'], 'a@b.co, c@d.co'],
  ])('%j -> %j', (emails, expected) => expect(namedEmails(emails)).toBe(expected));
});

describe('bulkRowError', () => {
  const earlier = new Set(['ada@example.com']);
  const existing = new Set(['bob@example.com']);
  it.each([
    ['', M.required],
    ['   ', M.required],
    ['ada', M.rowInvalid],
    ['ada@@example.com', M.rowInvalid],
    [' ADA@example.com', M.rowDuplicate],
    ['Bob@Example.com', M.rowExists],
    ['cy@example.com', null],
  ])('%j -> %j', (raw, expected) => expect(bulkRowError(raw, earlier, existing)).toBe(expected));
});

describe('checkBulkRows', () => {
  it('checks each row; the first of repeated addresses is the valid one', () => {
    const rows = ['Ada@example.com', '', 'nope', 'ada@example.com ', 'bob@example.com', 'cy@example.com', 'CY@example.com'];
    expect(checkBulkRows(rows, new Set(['bob@example.com']))).toEqual([
      { email: 'ada@example.com', error: null },
      { email: '', error: M.required },
      { email: 'nope', error: M.rowInvalid },
      { email: 'ada@example.com', error: M.rowDuplicate },
      { email: 'bob@example.com', error: M.rowExists },
      { email: 'cy@example.com', error: null },
      { email: 'cy@example.com', error: M.rowDuplicate },
    ]);
  });

  it('an invalid first occurrence does not make the next one a duplicate', () => {
    expect(checkBulkRows(['bob@example.com', 'x', 'x'], none).map((r) => r.error)).toEqual([null, M.rowInvalid, M.rowInvalid]);
  });
});

describe('share codes', () => {
  it('are 8 characters of the alphabet without look-alikes', () => {
    expect(SHARE_CODE_ALPHABET).toHaveLength(32);
    expect(SHARE_CODE_ALPHABET).not.toMatch(/[IO01]/);
    for (let i = 0; i < 200; i++) expect(newShareCode()).toMatch(new RegExp(`^[${SHARE_CODE_ALPHABET}]{${SHARE_CODE_LENGTH}}$`));
  });

  it('differ from one another', () => {
    const codes = new Set(Array.from({ length: 1000 }, newShareCode));
    expect(codes.size).toBe(1000);
  });

  it.each([
    ['abcd2345', 'ABCD2345'],
    [' abcd 2345 ', 'ABCD2345'],
    ['ABCD2345', 'ABCD2345'],
  ])('normalizeShareCode(%j) -> %j', (raw, expected) => expect(normalizeShareCode(raw)).toBe(expected));
});
