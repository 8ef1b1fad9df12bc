import { eq } from 'drizzle-orm';
import { WEEKLY_REPORT_LIMITS, WEEKLY_REPORT_TEXTS as T } from '../../../contracts/apps.messages.ts';
import { isValidEmail, normalizeEmail } from '../../../domain/people.ts';
import type { Db } from '../../platform/db/client.ts';
import { weeklySalesReports } from '../../platform/db/schema/index.ts';
import { invalid } from '../../platform/http/errors.ts';

/** The form's field: errors are put on it (the page shows the server's message). */
const FIELD = 'emailAddresses';

/**
 * The addresses of the form's comma-separated field: trimmed, lower-cased, each once, 1 to 5 valid ones; a refusal
 * names the first invalid address as typed.
 */
export function parseReportEmails(input: string): string[] {
  const typed = input
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!typed.length) throw invalid({ [FIELD]: T.atLeastOne });
  const bad = typed.find((address) => !isValidEmail(address));
  if (bad !== undefined) throw invalid({ [FIELD]: T.invalidEmail(bad) });
  const emails = [...new Set(typed.map(normalizeEmail))];
  if (emails.length > WEEKLY_REPORT_LIMITS.maxEmails) throw invalid({ [FIELD]: T.tooMany });
  return emails;
}

/** The owner's configuration: configured with its addresses, or not. */
export async function weeklyReportConfig(db: Db, ownerId: string) {
  const [row] = await db.select({ emails: weeklySalesReports.emails }).from(weeklySalesReports).where(eq(weeklySalesReports.ownerId, ownerId));
  return { success: true, isConfigured: !!row, emails: row?.emails ?? [] };
}

/** Save (Get) or Update: one row per owner, replaced whole. */
export async function saveWeeklyReport(db: Db, ownerId: string, emailAddresses: string) {
  const emails = parseReportEmails(emailAddresses);
  const now = new Date();
  // In a transaction, as every change an admin may make in someone's area: its audit row commits with it.
  await db.transaction((tx) =>
    tx
      .insert(weeklySalesReports)
      .values({ ownerId, emails })
      .onConflictDoUpdate({ target: weeklySalesReports.ownerId, set: { emails, updatedAt: now } }),
  );
  return { success: true, emails };
}

/** Removes the app; removing it twice (two tabs) is not an error: the app is gone either way. */
export async function removeWeeklyReport(db: Db, ownerId: string) {
  await db.transaction((tx) => tx.delete(weeklySalesReports).where(eq(weeklySalesReports.ownerId, ownerId)));
  return { success: true };
}
