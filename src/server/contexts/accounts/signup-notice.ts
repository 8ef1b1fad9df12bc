import { SIGNUP_NOTICE_MESSAGES as M } from '../../../contracts/accounts.ts';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

export interface SignupNoticeDeps {
  jobs: Jobs;
  limits: RateLimiter;
  config: Pick<Config, 'publicUrl' | 'supportEmail'>;
}

function noticeMail(config: SignupNoticeDeps['config'], email: string): MailMessage {
  const signIn = `${config.publicUrl}/auth`;
  const support = `mailto:${config.supportEmail}`;
  return {
    to: email,
    subject: M.mailSubject,
    text: [M.mailIntro, '', `${M.signIn}: ${signIn}`, `${M.forgotPassword}: ${config.supportEmail}`, '', M.notYou].join('\n'),
    html: [
      `<p>${escapeHtml(M.mailIntro)}</p>`,
      `<p><a href="${escapeHtml(signIn)}">${escapeHtml(M.signIn)}</a></p>`,
      `<p>${escapeHtml(M.forgotPassword)}: <a href="${escapeHtml(support)}">${escapeHtml(config.supportEmail)}</a></p>`,
      `<p>${escapeHtml(M.notYou)}</p>`,
    ].join('\n'),
  };
}

/**
 * Tells the owner of a registered address that someone tried to sign up with it, where the sign-up itself answers
 * as for a new address. Past RATE_RULES.signupNotice the notice is skipped in silence: an error would tell.
 */
export async function noticeSignupAttempt(deps: SignupNoticeDeps, email: string): Promise<void> {
  try {
    await deps.limits.hit(RATE_RULES.signupNotice, email);
  } catch (err) {
    if (err instanceof AppError && err.code === 'rate_limited') return;
    throw err;
  }
  await enqueueMail(deps.jobs, noticeMail(deps.config, email));
}
