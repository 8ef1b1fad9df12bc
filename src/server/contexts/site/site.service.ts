import { desc, eq } from 'drizzle-orm';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { mailOutbox, siteAlerts } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';

export const OUTBOX_LIMIT = 100;

export async function currentAlert(db: Db): Promise<{ id: string; message: string } | null> {
  const [row] = await db
    .select({ id: siteAlerts.id, message: siteAlerts.message })
    .from(siteAlerts)
    .where(eq(siteAlerts.active, true))
    .orderBy(desc(siteAlerts.createdAt))
    .limit(1);
  return row ?? null;
}

/** Site admins replace the alert bar's message; null or blank clears it. */
export async function setAlert(db: Db, user: AuthUser, message: string | null) {
  if (!user.admin) throw forbidden();
  const text = message?.trim() ?? '';
  await db.transaction(async (tx) => {
    await tx.update(siteAlerts).set({ active: false }).where(eq(siteAlerts.active, true));
    if (text) await tx.insert(siteAlerts).values({ message: text });
  });
  return currentAlert(db);
}

/**
 * The built-in outbox, outside production only. Site admins read every message; other signed-in people
 * read the messages addressed to their own e-mail (so a developer can follow invitation links without
 * reading anyone else's mail).
 */
export async function readOutbox(db: Db, config: Config, user: AuthUser) {
  if (config.env === 'production') throw notFound();
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(user.admin ? undefined : eq(mailOutbox.to, user.email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(OUTBOX_LIMIT);
  return rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, createdAt: m.createdAt.toISOString() }));
}
