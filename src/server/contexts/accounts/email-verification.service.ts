import { and, eq, isNull } from 'drizzle-orm';
import { VERIFY_EMAIL_MESSAGES } from '../../../contracts/accounts.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { emailVerifications, users } from '../../platform/db/schema/index.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { newToken, tokenDigest } from '../../platform/tokens.ts';

/** A verification link works once, for a day (docs/decisions/, Accounts: e-mail verification). */
export const VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface VerificationDeps {
  jobs: Jobs;
  config: Pick<Config, 'publicUrl'>;
}

function verificationMail(publicUrl: string, email: string, token: string): MailMessage {
  const link = `${publicUrl}/verify-email/${token}`;
  const m = VERIFY_EMAIL_MESSAGES;
  return {
    to: email,
    subject: m.mailSubject,
    text: [m.mailIntro, email, '', `${m.mailAction}: ${link}`, '', m.mailExpiry].join('\n'),
    html: [
      `<p>${escapeHtml(m.mailIntro)} <strong>${escapeHtml(email)}</strong></p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(m.mailAction)}</a></p>`,
      `<p>${escapeHtml(m.mailExpiry)}</p>`,
    ].join('\n'),
  };
}

/**
 * Records a new link for the account's address and queues its e-mail in the caller's transaction: the link exists
 * exactly when the change that asks for it (the sign-up) commits, and its e-mail is never lost to a crash.
 */
export async function sendVerification(tx: Tx, deps: VerificationDeps, user: { id: string; email: string }) {
  const token = newToken();
  await tx.insert(emailVerifications).values({
    userId: user.id,
    email: user.email,
    tokenHash: tokenDigest(token),
    expiresAt: new Date(Date.now() + VERIFICATION_LIFETIME_MS),
  });
  await enqueueMail(deps.jobs, verificationMail(deps.config.publicUrl, user.email, token), tx);
}

/** A new link for a signed-in account that is not verified yet (the banner's 'Resend link'). */
export async function resendVerification(db: Db, deps: VerificationDeps, userId: string): Promise<string> {
  const [account] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.profileId, userId))
    .limit(1);
  if (!account) throw notFound();
  if (account.verifiedAt) throw new AppError('conflict', VERIFY_EMAIL_MESSAGES.alreadyVerified);
  await db.transaction((tx) => sendVerification(tx, deps, { id: userId, email: account.email }));
  return account.email;
}

/**
 * Marks the address verified: the link must be known, unused, unexpired and sent to the address the account still
 * has. Using it and marking the account are one transaction, and the conditional update makes it single use.
 */
export async function verifyEmail(db: Db, token: string): Promise<void> {
  const [link] = await db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, tokenDigest(token)))
    .limit(1);
  if (!link) throw notFound(VERIFY_EMAIL_MESSAGES.unknown);
  if (link.usedAt) throw new AppError('conflict', VERIFY_EMAIL_MESSAGES.used);
  const now = new Date();
  if (link.expiresAt <= now) throw new AppError('validation_failed', VERIFY_EMAIL_MESSAGES.expired);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.id, link.id), isNull(emailVerifications.usedAt)))
      .returning({ id: emailVerifications.id });
    if (!used) throw new AppError('conflict', VERIFY_EMAIL_MESSAGES.used);
    const [account] = await tx
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.profileId, link.userId))
      .limit(1);
    if (!account || account.email !== link.email) throw new AppError('conflict', VERIFY_EMAIL_MESSAGES.emailChanged);
    if (!account.verifiedAt) await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.profileId, link.userId));
  });
}
