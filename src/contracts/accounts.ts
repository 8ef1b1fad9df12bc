import { z } from 'zod';
import { EMAIL_MAX, PERSON_NAME_MAX, USERNAME_MAX } from '../domain/people.ts';
import { profileSummary, text } from './common.ts';
import { CURRENCY_CODES } from '../domain/money.ts';
import { INVALID_CURRENCY, PASSWORD_MAX } from './accounts.messages.ts';
export * from './accounts.messages.ts';
export * from './password-reset.messages.ts';

/** The session user (buyer-side 3): returned by GET /api/session, null when signed out. */
export const sessionUser = z.object({
  id: z.uuid(),
  username: z.string(),
  firstName: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  identifier: z.string(),
  email: z.string(),
  /** False until the owner opens the link mailed to `email`; no right comes from the address before. */
  emailVerified: z.boolean(),
  admin: z.boolean(),
  managedOrganizations: z.array(z.uuid()),
  /** The organizations behind managedOrganizations, for menus and the profile picker. */
  organizations: z.array(profileSummary),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionReply = z.object({ user: sessionUser.nullable() });

export const loginBody = z.object({
  email: text(EMAIL_MAX),
  password: text(200),
});
export const loginReply = z.object({ accessToken: z.string(), user: sessionUser });

export const signupBody = z.object({
  firstName: text(PERSON_NAME_MAX * 2),
  lastName: text(PERSON_NAME_MAX * 2),
  email: text(EMAIL_MAX),
  password: text(PASSWORD_MAX),
  /** Optional: a handle is suggested from the name when omitted. */
  username: text(USERNAME_MAX * 2).optional(),
  /** The handle of the referral link (?ref=) the visitor came through (docs/decisions/reporting.md, Referral programme). */
  referrer: text(100).optional(),
  /** The browser's zone and its region's currency: the account's (and so its events') defaults instead of UTC and usd. */
  timezone: text(64).optional(),
  currency: z.enum(CURRENCY_CODES, { error: INVALID_CURRENCY }).optional(),
});
/**
 * The same answer for a new address and a registered one (docs/decisions/accounts.md, Sign up): the address the
 * e-mail went to, never a session. A new account gets its verification link, a registered address a notice.
 */
export const signupReply = z.object({ email: z.string() });

export const verifyEmailBody = z.object({ token: text(200).min(1) });
/** Verifying does not sign anyone in: the session user (refreshed) when signed in, else null. */
export const verifyEmailReply = sessionReply;
export const resendVerificationReply = z.object({ email: z.string() });

/** The session cookie; it lasts as long as the session's idle lifetime (domain/sessions.ts, not buyer-side 9's year). */
export const SESSION_COOKIE = 'ovation_session';

/** POST /api/v1/auth/reset_password: the mailed link's token (the capability) and the new password. */
export const resetPasswordBody = z.object({ token: text(200).min(1), password: text(PASSWORD_MAX) });
