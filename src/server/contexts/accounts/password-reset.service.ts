import { and, eq, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES as M } from '../../../contracts/accounts.ts';
import { ACCOUNT_ACTION_MESSAGES } from '../../../contracts/audit.ts';
import { describeAdminChange } from '../../platform/access/admin-acts.ts';
import type { Db } from '../../platform/db/client.ts';
import { passwordResets, users } from '../../platform/db/schema/index.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import { escapeHtml } from '../../platform/html.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { newToken, tokenDigest } from '../../platform/tokens.ts';
import type { VerificationDeps } from './email-verification.service.ts';
import { newPasswordRefusal, hashPassword } from './passwords.ts';
import { storeNewPassword } from './password-change.service.ts';
import { forgetSessionsOf } from './session-cache.ts';

/** A reset link works once, for a day, like a verification link. */
export const RESET_LIFETIME_MS = 24 * 60 * 60 * 1000;

function resetMail(publicUrl: string, email: string, token: string): MailMessage {
  const link = `${publicUrl}/reset-password/${token}`;
  return {
    to: email,
    subject: M.mailSubject,
    text: [M.mailIntro, '', `${M.mailAction}: ${link}`, '', M.mailExpiry].join('\n'),
    html: [
      `<p>${escapeHtml(M.mailIntro)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(M.mailAction)}</a></p>`,
      `<p>${escapeHtml(M.mailExpiry)}</p>`,
    ].join('\n'),
  };
}

/**
 * A site admin sends a reset link to the account's own address. The link is a capability: it goes into the e-mail
 * only, never into the reply or the audit row (which says that a link was sent, and to which address).
 */
export async function sendPasswordReset(db: Db, deps: VerificationDeps, userId: string): Promise<{ sentTo: string }> {
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.profileId, userId)).limit(1);
  if (!account) throw notFound(ACCOUNT_ACTION_MESSAGES.accountNotFound);
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ userId, tokenHash: tokenDigest(token), expiresAt: new Date(Date.now() + RESET_LIFETIME_MS) });
    await enqueueMail(deps.jobs, resetMail(deps.config.publicUrl, account.email, token), tx);
    describeAdminChange({ targetType: 'user', targetId: userId, ownerId: userId });
  });
  return { sentTo: account.email };
}

/**
 * The link's owner chooses a new password: the link must be known, unused and unexpired; using it, storing the
 * password and ending every session are one transaction, and the conditional update makes the link single use.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const [link] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId, usedAt: passwordResets.usedAt, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenDigest(token)))
    .limit(1);
  if (!link) throw notFound(M.unknown);
  if (link.usedAt) throw new AppError('conflict', M.used);
  if (link.expiresAt <= new Date()) throw new AppError('validation_failed', M.expired);
  const [account] = await db.select().from(users).where(eq(users.profileId, link.userId)).limit(1);
  const refusal = newPasswordRefusal(password, { email: account?.email, names: [account?.firstName, account?.lastName] });
  if (refusal) throw invalid({ password: refusal });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, link.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!used) throw new AppError('conflict', M.used);
    await storeNewPassword(tx, link.userId, passwordHash, null);
  });
  forgetSessionsOf(link.userId);
}
