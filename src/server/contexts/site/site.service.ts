import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { VERIFY_EMAIL_MESSAGES } from '../../../contracts/accounts.ts';
import { OUTBOX_MESSAGES } from '../../../contracts/site.messages.ts';
import { normalizeEmail } from '../../../domain/people.ts';
import type { Config } from '../../platform/config.ts';
import { instanceKey, loadingCache } from '../../platform/cache.ts';
import type { Db } from '../../platform/db/client.ts';
import { mailOutbox, siteAlerts } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { notFound } from '../../platform/http/errors.ts';
import { announce, onNotice } from '../../platform/notices.ts';

export const OUTBOX_LIMIT = 100;

export type SiteAlert = { id: string; message: string } | null;

/**
 * The alert, kept a second: every page with first HTML shows it, so without this a crowd on an event page cost a
 * database read per page (a fifth of the server's time serving /event/:id). A new or cleared alert shows at once in
 * this process and, through a notice, in the others (a lost notice: within the second).
 */
const ALERT_TTL_MS = 1000;
const alerts = loadingCache<SiteAlert>(ALERT_TTL_MS, 16);
const ALERT_NOTICE = 'site-alert';
onNotice(ALERT_NOTICE, { apply: () => alerts.clear(), reset: () => alerts.clear() });
export function currentAlert(db: Db): Promise<SiteAlert> {
  return alerts.get(instanceKey(db), async () => {
    const [row] = await db
      .select({ id: siteAlerts.id, message: siteAlerts.message })
      .from(siteAlerts)
      .where(eq(siteAlerts.active, true))
      .orderBy(desc(siteAlerts.createdAt))
      .limit(1);
    return row ?? null;
  });
}

/** Replaces the alert bar's message (its endpoint admits site admins only); null or blank clears it. */
export async function setAlert(db: Db, message: string | null) {
  const text = message?.trim() ?? '';
  await db.transaction(async (tx) => {
    await tx.update(siteAlerts).set({ active: false }).where(eq(siteAlerts.active, true));
    if (text) await tx.insert(siteAlerts).values({ message: text });
  });
  await announce(ALERT_NOTICE, '*');
  return currentAlert(db);
}

/**
 * Who reads which outbox message: site admins every one; others the messages to their own address once it is
 * verified (a developer follows invitation links without reading anyone else's mail, and signing up with an
 * address does not open its mail). Before that, only the verification links sent to it, which are the account's own.
 */
function readableBy(user: AuthUser): SQL | undefined {
  if (user.admin) return undefined;
  const toMe = sql`lower(${mailOutbox.to}) = ${normalizeEmail(user.email)}`;
  return user.emailVerified ? toMe : and(toMe, eq(mailOutbox.subject, VERIFY_EMAIL_MESSAGES.mailSubject));
}

/** The built-in outbox, outside production only, newest first; attachments are listed by name and size. */
export async function readOutbox(db: Db, config: Config, user: AuthUser) {
  if (config.env === 'production') throw notFound();
  const rows = await db.select().from(mailOutbox).where(readableBy(user)).orderBy(desc(mailOutbox.createdAt)).limit(OUTBOX_LIMIT);
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    attachments: m.attachments.map((a, index) => ({
      index,
      filename: a.filename,
      contentType: a.contentType,
      size: Buffer.byteLength(a.contentBase64, 'base64'),
    })),
    createdAt: m.createdAt.toISOString(),
  }));
}

/** One attachment of an outbox message, under the same rule as the message (404 for what the user may not read). */
export async function readOutboxAttachment(db: Db, config: Config, user: AuthUser, id: string, index: number) {
  if (config.env === 'production') throw notFound();
  const [row] = await db
    .select({ attachments: mailOutbox.attachments })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), readableBy(user)))
    .limit(1);
  const file = row?.attachments[index];
  if (!file) throw notFound(OUTBOX_MESSAGES.attachmentNotFound);
  return { filename: file.filename, contentType: file.contentType, content: Buffer.from(file.contentBase64, 'base64') };
}
