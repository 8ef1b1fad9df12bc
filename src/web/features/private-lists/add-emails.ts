import { isValidEmail, normalizeEmail } from '../../../domain/people.ts';

/** How many inputs Add Emails opens with; 'Add more email addresses' adds one at a time. */
export const FIRST_INPUTS = 3;

/**
 * The inputs to mark red when Add Emails refuses (domain/private-lists.ts checkAddEmails says why, in the same
 * order): the first input when all are blank, else the invalid ones, else the repeats of an earlier entry.
 */
export function flaggedEntries(entries: readonly string[]): number[] {
  const emails = entries.map(normalizeEmail);
  const filled = emails.flatMap((email, i) => (email ? [i] : []));
  if (!filled.length) return [0];
  const invalid = filled.filter((i) => !isValidEmail(emails[i]!));
  if (invalid.length) return invalid;
  const seen = new Set<string>();
  return filled.filter((i) => {
    const repeat = seen.has(emails[i]!);
    seen.add(emails[i]!);
    return repeat;
  });
}
