import { and, eq, isNotNull } from 'drizzle-orm';
import type { Config } from '../../platform/config.ts';
import type { Tx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import { TEAM_MESSAGES } from '../../../contracts/team.messages.ts';
import { invalidFieldMessage, isValidEmail, normalizeEmail } from '../../../domain/people.ts';
import { oneLine } from '../../platform/html.ts';
import { verifiedEmail, type AuthUser } from '../../platform/http/auth.ts';
import { forbidden, invalid } from '../../platform/http/errors.ts';
import { escapeHtml, notify } from '../notifications/index.ts';
import { subjectName } from '../../../domain/text.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';

export interface InvitationLetter {
  email: string;
  /** The raw token of the accept link (only its digest is stored). */
  token: string;
  inviter: { id: string; name: string };
  /** What the invitation is to: 'join' an organization's team, 'help with' an event or 'collaborate on' a video. */
  verb: 'join' | 'help with' | 'collaborate on';
  /** The organization's or the event's name, or the video's title. */
  target: string;
}

/**
 * Sends an invitation (a team's, an event's or a video's collaborators'): the e-mail with the accept link and, when the
 * address belongs to a verified account, a notification. Written in the caller's transaction, so the invitation
 * exists exactly when its e-mail is queued. Used when inviting and when resending.
 */
export async function deliverInvitation(tx: Tx, deps: { jobs: Jobs; config: Pick<Config, 'publicUrl'> }, letter: InvitationLetter) {
  const link = `${deps.config.publicUrl}/invitations/${letter.token}`;
  const inviter = oneLine(letter.inviter.name);
  const target = oneLine(letter.target);
  const what = `${letter.verb} ${target}`;
  await enqueueMail(
    deps.jobs,
    {
      to: letter.email,
      subject: `${subjectName(inviter)} invited you to ${letter.verb} ${subjectName(target)} on Ovation`,
      text: [
        `${inviter} invited you to ${what} on Ovation.`,
        '',
        `Accept the invitation: ${link}`,
        '',
        `Sign in (or sign up) with ${letter.email} to accept it.`,
      ].join('\n'),
      html: [
        `<p><strong>${escapeHtml(inviter)}</strong> invited you to ${letter.verb} <strong>${escapeHtml(target)}</strong> on Ovation.</p>`,
        `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
        `<p>Sign in (or sign up) with ${escapeHtml(letter.email)} to accept it.</p>`,
      ].join('\n'),
    },
    tx,
  );
  // The in-app notice carries the accept link: only to an account that proved it owns the address.
  const [account] = await tx
    .select({ id: users.profileId })
    .from(users)
    .where(and(eq(users.email, letter.email), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  if (account) {
    await notify(tx, {
      userId: account.id,
      actorId: letter.inviter.id,
      html: `<strong>${escapeHtml(inviter)}</strong> invited you to ${letter.verb} <strong>${escapeHtml(target)}</strong>`,
      link: `/invitations/${letter.token}`,
    });
  }
}

/**
 * Counts a re-send of an invitation: against the inviter (RATE_RULES.invitation, with their new invitations) and
 * against the invitation itself, so its address gets at most a few e-mails a day however many people resend it.
 */
export async function countResend(limits: RateLimiter, inviterId: string, invitationId: string) {
  await limits.hit(RATE_RULES.invitationResend, invitationId);
  await limits.hit(RATE_RULES.invitation, inviterId);
}

/** Only the owner of the invited address, once verified, accepts an invitation (no right from an unverified e-mail). */
export function assertInvitee(user: AuthUser, invitedEmail: string) {
  if (!user.emailVerified && normalizeEmail(user.email) === invitedEmail) throw forbidden(TEAM_MESSAGES.invitationUnverified);
  if (verifiedEmail(user) !== invitedEmail) throw forbidden(TEAM_MESSAGES.invitationWrongAccount);
}

/** A typed e-mail address to invite: required (with the form's own message), valid, normalized. */
export function invitedAddress(typed: string | undefined, requiredMessage: string): string {
  const value = typed?.trim();
  if (!value) throw invalid({ email: requiredMessage });
  if (!isValidEmail(value)) throw invalid({ email: invalidFieldMessage('Email') });
  return normalizeEmail(value);
}
