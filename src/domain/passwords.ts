/**
 * The rule for a new password (NIST SP 800-63B 3.1.1.2): long enough, not a known common password, not the person's
 * own e-mail or names, and nothing else: any character is allowed (spaces, emoji) and nothing is trimmed. Signing
 * in with an older, shorter password still works: the rule applies where a password is chosen.
 */

/** NIST's floor for a password chosen by its owner, counted in characters (code points), not UTF-16 units. */
export const NEW_PASSWORD_MIN = 8;

export type PasswordProblem = 'too_short' | 'repeated' | 'common' | 'personal';

/** What the person typed elsewhere in the form: a password equal to one of these is refused. */
export interface PasswordContext {
  email?: string;
  names?: readonly (string | undefined)[];
}

/**
 * `isCommon` answers for a lower-cased candidate (the server's list of common passwords); comparisons ignore case,
 * so 'Password1' is as common as 'password1'.
 */
export function newPasswordProblem(password: string, isCommon: (lowered: string) => boolean, context: PasswordContext = {}): PasswordProblem | null {
  const chars = [...password];
  if (chars.length < NEW_PASSWORD_MIN) return 'too_short';
  // One character over and over ('aaaaaaaa', eight spaces): the first guess of any attacker.
  if (chars.every((c) => c === chars[0])) return 'repeated';
  const lowered = password.toLowerCase();
  if (isCommon(lowered)) return 'common';
  const email = context.email?.trim().toLowerCase();
  const personal = [email, email?.split('@')[0], ...(context.names ?? []).map((n) => n?.trim().toLowerCase())];
  if (personal.some((word) => word && word === lowered)) return 'personal';
  return null;
}
