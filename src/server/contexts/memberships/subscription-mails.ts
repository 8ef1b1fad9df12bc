import { and, eq } from 'drizzle-orm';
import { MEMBERSHIP_MAIL_TEXTS as T } from '../../../contracts/memberships.messages.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { graceEnd } from '../../../domain/memberships.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { membershipSubscriptions as subs, membershipTiers as tiers, orders, profiles, users } from '../../platform/db/schema/index.ts';
import { escapeHtml, oneLine } from '../../platform/html.ts';
import { MEMBERSHIP_MAIL_QUEUE, type JobData } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { SANDBOX_PAGE_PATH } from './membership-billing.ts';
import { memberPagePath } from './membership-paths.ts';
import { renewedPeriodEnd } from './renewal-periods.ts';
import { subjectName } from '../../../domain/text.ts';

/**
 * The membership e-mails. A change queues a MEMBERSHIP_MAIL_QUEUE job in its own transaction (so the e-mail exists
 * exactly when the change commits); the job renders the e-mail from the subscription and sends it once.
 */

export type MembershipMail = JobData<typeof MEMBERSHIP_MAIL_QUEUE>;

export function queueMembershipMail(tx: Tx, jobs: Jobs, kind: MembershipMail['kind'], subscriptionId: string, orderId?: string) {
  return jobs.send(MEMBERSHIP_MAIL_QUEUE, { kind, subscriptionId, ...(orderId ? { orderId } : {}) }, { tx });
}

type Paragraph = string | { href: string; label: string };

function letter(to: string, subject: string, paragraphs: Paragraph[]): MailMessage {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : `${p.label}: ${p.href}`)).join('\n\n');
  const html = paragraphs
    .map((p) => (typeof p === 'string' ? `<p>${escapeHtml(p)}</p>` : `<p><a href="${escapeHtml(p.href)}">${escapeHtml(p.label)}</a></p>`))
    .join('\n');
  return { to, subject, text, html };
}

/** The e-mail of a job, from the subscription as it now stands; null when its records are gone. */
export async function renderMembershipMail(db: Db, config: Pick<Config, 'publicUrl'>, mail: MembershipMail): Promise<MailMessage | null> {
  const [row] = await db
    .select({ sub: subs, tier: { name: tiers.name, emailText: tiers.emailText }, owner: profiles, firstName: users.firstName })
    .from(subs)
    .innerJoin(tiers, eq(tiers.id, subs.tierId))
    .innerJoin(profiles, eq(profiles.id, subs.ownerId))
    .leftJoin(users, eq(users.profileId, subs.userId))
    .where(eq(subs.id, mail.subscriptionId))
    .limit(1);
  if (!row) return null;
  const { sub, tier, owner } = row;
  const date = (d: Date) => formatInZone(d, owner.timezone, T.dateFormat);
  const ownerName = oneLine(owner.name);
  const tierName = oneLine(tier.name);
  const page = { href: `${config.publicUrl}${memberPagePath(owner)}`, label: T.viewMembership };
  const manage = sub.provider === 'sandbox' ? `${config.publicUrl}${SANDBOX_PAGE_PATH(sub.id)}` : page.href;
  const hi = T.greeting(oneLine(row.firstName ?? sub.name));

  switch (mail.kind) {
    case 'welcome':
      return letter(sub.email, T.welcomeSubject(subjectName(owner.name)), [
        hi,
        T.welcomeText(tierName, ownerName),
        ...(tier.emailText.trim() ? [tier.emailText.trim()] : []),
        ...(sub.expiresAt && sub.autoRenew ? [T.renewsOn(date(sub.expiresAt))] : []),
        page,
      ]);
    case 'receipt': {
      if (!mail.orderId) return null;
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, mail.orderId), eq(orders.membershipSubscriptionId, sub.id)))
        .limit(1);
      if (!order?.periodStart) return null;
      return letter(sub.email, T.receiptSubject(subjectName(owner.name)), [
        hi,
        T.receiptText(tierName, ownerName),
        T.receiptPeriod(date(order.periodStart), date(renewedPeriodEnd(sub.startsAt ?? order.periodStart, order.periodStart, sub.interval))),
        T.receiptTotal(formatMoney(order.total, order.currency)),
        ...(order.transactionId ? [T.receiptTransaction(order.transactionId)] : []),
        page,
      ]);
    }
    case 'payment_failed': {
      if (!sub.expiresAt) return null;
      const end = graceEnd(sub.expiresAt);
      const retry = sub.nextAttemptAt && sub.nextAttemptAt < end ? [T.failedRetry(date(sub.nextAttemptAt))] : [];
      return letter(sub.email, T.failedSubject(subjectName(owner.name)), [
        hi,
        T.failedText(formatMoney(sub.amount, sub.currency), tierName, sub.cardLast4),
        ...retry,
        T.failedKeep(date(end)),
        { href: manage, label: T.changeCard },
      ]);
    }
    case 'cancelled':
      if (!sub.expiresAt) return null;
      return letter(sub.email, T.cancelledSubject(subjectName(owner.name)), [
        hi,
        T.cancelledText(tierName, date(sub.expiresAt)),
        T.resumeHint,
        { href: manage, label: T.viewMembership },
      ]);
    case 'expired':
      return letter(sub.email, T.expiredSubject(subjectName(owner.name)), [
        hi,
        T.expiredText(tierName, date(sub.updatedAt)),
        { href: page.href, label: T.subscribeAgain },
      ]);
  }
}
