/**
 * Private access list rules (content-management 2.5, 3 Private list, 5 Private lists): the Add Emails check, the
 * bulk import's per-row check and the members' share codes. Pure, shared by the server (which re-validates every
 * import) and the web app; contracts/private-lists.messages.ts re-exports the texts.
 */
import { isValidEmail, normalizeEmail } from './people.ts';

export { normalizeEmail };

export const PRIVATE_LIST_LIMITS = {
  /** List Name (content-management 5 leaves it open; the schema's other names stop at 100). */
  nameMax: 100,
  searchMax: 100,
  /** Members table page size (content-management 9: default table page size). */
  membersPerPage: 10,
  /** E-mails in one import request: a 50,000-row CSV goes in one request. */
  importMax: 50_000,
  /** Addresses named in one refusal message; the rest are counted ('and 12 more'). */
  namedInMessage: 20,
} as const;

/** The validation texts of content-management 5 Private lists, word for word. */
export const PRIVATE_LIST_RULE_MESSAGES = {
  required: 'this field is required',
  atLeastOneEmail: 'Please enter at least one email address',
  invalidEmail: 'Please enter a valid email address',
  duplicateEntries: 'Please remove the following duplicate entries: ',
  alreadyInList: 'The following emails already exist in the list: ',
  rowInvalid: 'Invalid email format',
  rowDuplicate: 'Duplicate email within file',
  rowExists: 'Email already exists in the list',
  tooMany: `Import at most ${PRIVATE_LIST_LIMITS.importMax.toLocaleString('en-US')} emails at a time`,
} as const;

const M = PRIVATE_LIST_RULE_MESSAGES;

/** Addresses as a refusal names them: comma-joined, the first 20, then how many more. */
export function namedEmails(emails: readonly string[]): string {
  const max = PRIVATE_LIST_LIMITS.namedInMessage;
  const shown = emails.slice(0, max).join(', ');
  return emails.length > max ? `${shown} and ${emails.length - max} more` : shown;
}

export type AddEmailsCheck = { ok: true; emails: string[] } | { ok: false; message: string };

/**
 * The Add Emails form's check (and the server's for any import): blank inputs are ignored; at least one address;
 * each valid; none twice (compared lower-cased); none already in the list (`existing`, normalized). On success the
 * addresses trimmed and lower-cased, in the order typed.
 */
export function checkAddEmails(entries: readonly string[], existing: ReadonlySet<string>): AddEmailsCheck {
  const emails = entries.map(normalizeEmail).filter(Boolean);
  if (emails.length === 0) return { ok: false, message: M.atLeastOneEmail };
  if (!emails.every(isValidEmail)) return { ok: false, message: M.invalidEmail };
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const email of emails) (seen.has(email) ? repeated : seen).add(email);
  if (repeated.size) return { ok: false, message: M.duplicateEntries + namedEmails([...repeated]) };
  const present = emails.filter((email) => existing.has(email));
  if (present.length) return { ok: false, message: M.alreadyInList + namedEmails(present) };
  return { ok: true, emails };
}

export type BulkRowError = (typeof M)['required' | 'rowInvalid' | 'rowDuplicate' | 'rowExists'];

/**
 * One bulk-import row's error, or null when it may be imported: `earlier` holds the file's valid addresses before
 * it (or, when a row is fixed, the valid list), `existing` the list's members; both normalized.
 */
export function bulkRowError(raw: string, earlier: ReadonlySet<string>, existing: ReadonlySet<string>): BulkRowError | null {
  const email = normalizeEmail(raw);
  if (!email) return M.required;
  if (!isValidEmail(email)) return M.rowInvalid;
  if (earlier.has(email)) return M.rowDuplicate;
  if (existing.has(email)) return M.rowExists;
  return null;
}

export interface BulkRow {
  /** Trimmed and lower-cased. */
  email: string;
  error: BulkRowError | null;
}

/** The rows of an imported file (first column), each checked: the first of repeated addresses is the valid one. */
export function checkBulkRows(rows: readonly string[], existing: ReadonlySet<string>): BulkRow[] {
  const valid = new Set<string>();
  return rows.map((raw) => {
    const email = normalizeEmail(raw);
    const error = bulkRowError(email, valid, existing);
    if (!error) valid.add(email);
    return { email, error };
  });
}

/**
 * Share codes: 8 characters from 32 letters and digits without look-alikes (no I, O, 0, 1): 2^40 codes, so
 * guessing one at the code check's rate limit is hopeless. 32 divides 256, so a random byte picks without bias.
 */
export const SHARE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const SHARE_CODE_LENGTH = 8;

export function newShareCode(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(SHARE_CODE_LENGTH));
  return Array.from(bytes, (b) => SHARE_CODE_ALPHABET[b % SHARE_CODE_ALPHABET.length]).join('');
}

/** A share code as a buyer types it: spaces dropped, upper-cased. */
export function normalizeShareCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}
