import { PASSWORD_MIN, PREVIEW_LOGIN_MESSAGES } from '../../../contracts/accounts.messages.ts';
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

export function personNameError(label: string) {
  return (value: string): string | null => personNameProblem(value, label);
}

export function optionalUsernameError(value: string): string | null {
  if (!value.trim()) return null;
  const problem = usernameProblem(value.trim());
  return problem ? USERNAME_MESSAGES[problem] : null;
}
