import { and, eq, or, sql } from 'drizzle-orm';
import { WEBHOOK_PAUSED_NOTICE } from '../../../contracts/webhooks.messages.ts';
import type { Config } from '../../platform/config.ts';
import type { Tx } from '../../platform/db/client.ts';
import { affiliations, profiles, users, webhooks } from '../../platform/db/schema/index.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import { notify } from '../notifications/index.ts';

/** Who hears of an owner's paused webhook: the person, or an organization's owners and admins. */
async function ownerManagers(tx: Tx, ownerId: string) {
  return tx
    .select({ id: users.profileId, email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .leftJoin(affiliations, and(eq(affiliations.userId, users.profileId), eq(affiliations.organizationId, ownerId)))
    .where(
      or(eq(users.profileId, ownerId), and(eq(affiliations.organizationId, ownerId), or(eq(affiliations.owner, true), eq(affiliations.admin, true)))),
    );
}

/**
 * Pauses a webhook whose every attempt has failed for 5 days (domain/webhooks.ts `shouldPauseWebhook`), in the
 * transaction of the attempt that found it: the status changes once (a compare-and-set, so two attempts finishing
 * together tell no one twice), and the owner's managers get a notification and, at a verified address, an e-mail
 * linking to the developer zone. Returns whether this call paused it.
 */
export async function pauseFailingWebhook(tx: Tx, deps: { jobs: Jobs; config: Pick<Config, 'publicUrl'> }, webhookId: string): Promise<boolean> {
  const [paused] = await tx
    .update(webhooks)
    .set({ status: 'inactive', updatedAt: sql`now()` })
    .where(and(eq(webhooks.id, webhookId), sql`${webhooks.status} is distinct from 'inactive'`))
    .returning({ url: webhooks.url, ownerId: webhooks.ownerId });
  if (!paused) return false;
  const [owner] = await tx.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, paused.ownerId));
  if (!owner) return true;
  const path = `/manage/${encodeURIComponent(owner.username)}/developer-zone`;
  for (const manager of await ownerManagers(tx, paused.ownerId)) {
    await notify(tx, { userId: manager.id, html: escapeHtml(WEBHOOK_PAUSED_NOTICE.notification(paused.url)), link: path });
    if (manager.verifiedAt) {
      const message = {
        to: manager.email,
        subject: WEBHOOK_PAUSED_NOTICE.subject,
        text: WEBHOOK_PAUSED_NOTICE.text(paused.url, `${deps.config.publicUrl}${path}`),
      };
      await enqueueMail(deps.jobs, message, tx);
    }
  }
  return true;
}
