import { NEW_PASSWORD_MESSAGES, PASSWORD_MIN, PREVIEW_LOGIN_MESSAGES } from '../../../contracts/accounts.messages.ts';
import { newPasswordProblem } from '../../../domain/passwords.ts';
import { isValidEmail, personNameProblem, USERNAME_MESSAGES, usernameProblem } from '../../../domain/people.ts';

/** Client-side rules of the sign-in forms, shared by /auth and /preview-login (buyer-side 5). */
export function emailError(value: string): string | null {
  if (!value.trim()) return PREVIEW_LOGIN_MESSAGES.emailRequired;
  if (!isValidEmail(value)) return PREVIEW_LOGIN_MESSAGES.emailInvalid;
  return null;
}

export function passwordError(value: string): string | null {
  if (!value) return PREVIEW_LOGIN_MESSAGES.passwordRequired;
  if (value.length < PASSWORD_MIN) return PREVIEW_LOGIN_MESSAGES.passwordShort;
  return null;
}

/**
 * A new password (sign-up): the server's rule without its list of common passwords, which stays on the server (its
 * refusal comes back as a field error).
 */
export function newPasswordError(
  value: string,
  values: { email?: string; firstName?: string; lastName?: string; username?: string } = {},
): string | null {
  if (!value) return PREVIEW_LOGIN_MESSAGES.passwordRequired;
  const problem = newPasswordProblem(value, () => false, { email: values.email, names: [values.firstName, values.lastName, values.username] });
  return problem ? NEW_PASSWORD_MESSAGES[problem] : null;
}

export function personNameError(label: string) {
  return (value: string): string | null => personNameProblem(value, label);
}

export function optionalUsernameError(value: string): string | null {
  if (!value.trim()) return null;
  const problem = usernameProblem(value.trim());
  return problem ? USERNAME_MESSAGES[problem] : null;
}
