import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { NEW_PASSWORD_MESSAGES } from '../../../contracts/accounts.messages.ts';
import { newPasswordProblem, type PasswordContext } from '../../../domain/passwords.ts';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended floor.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps the time of an unknown e-mail equal to a wrong password. */
export const DUMMY_HASH = await hashPassword('not-a-real-password');

/**
 * The 10,000 most common passwords of 8 characters or more, lower-cased, most common first (the ranked list of
 * @zxcvbn-ts/language-common 3.0.4, MIT: docs/decisions/accounts.md). Shorter ones are refused for their length.
 */
const COMMON_PASSWORDS = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean),
);

/** For domain/passwords.ts's rule: takes the candidate lower-cased. */
export const isCommonPassword = (lowered: string) => COMMON_PASSWORDS.has(lowered);

/** Why a new password (sign-up, change) is refused, in words, or null: the rule with the shipped list. */
export function newPasswordRefusal(password: string, context: PasswordContext): string | null {
  const problem = newPasswordProblem(password, isCommonPassword, context);
  return problem ? NEW_PASSWORD_MESSAGES[problem] : null;
}
