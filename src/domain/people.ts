/** Rules for person names, e-mail addresses and profile handles, shared by the server and the web app. */

import { USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from './people.values.ts';

const NAME_FORBIDDEN = /[0-9@$#!%^&*(),]/;
export const PERSON_NAME_MAX = 30;

/** A person name has no digits, none of @ $ # ! % ^ & * ( ) , is shorter than 30 characters and not blank. */
export function isValidPersonName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length < PERSON_NAME_MAX && !NAME_FORBIDDEN.test(trimmed);
}

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MAX = 254;

export function isValidEmail(email: string): boolean {
  const e = normalizeEmail(email);
  return e.length <= EMAIL_MAX && EMAIL_PATTERN.test(e);
}

/** Confirm e-mail must match the e-mail case-insensitively. */
export function emailsMatch(email: string, confirm: string): boolean {
  return normalizeEmail(email) === normalizeEmail(confirm);
}

/** The default message of an invalid field: 'Invalid ' plus the lower-cased label. */
export function invalidFieldMessage(label: string): string {
  return `Invalid ${label.toLowerCase()}`;
}

/** A required person name left blank says so ('First name is required', as 'Email is required'), not 'Invalid first name'. */
export function personNameProblem(name: string, label: string): string | null {
  if (!name.trim()) return `${label} is required`;
  return isValidPersonName(name) ? null : invalidFieldMessage(label);
}

/** Handles: their shape is in people.values.ts. */
export { USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN };

/** Top-level paths of the app that a handle must never shadow. */
export const RESERVED_USERNAMES = new Set([
  'admin',
  'api',
  'auth',
  'b',
  'calendar',
  'checkout',
  'dev',
  'e',
  'event',
  'events',
  'for-artists',
  'for-venues-and-event-creators',
  'invitations',
  'manage',
  'management',
  'o',
  'organize',
  'p',
  'pages',
  'personal_order',
  'preview-login',
  'schools',
  'search',
  'settings',
  'super_admin',
  'support',
  'ucif',
  'videos',
  'ovation',
]);

export type UsernameProblem = 'too_short' | 'too_long' | 'invalid_characters' | 'reserved';

export function usernameProblem(username: string): UsernameProblem | null {
  if (username.length < USERNAME_MIN) return 'too_short';
  if (username.length > USERNAME_MAX) return 'too_long';
  if (!USERNAME_PATTERN.test(username)) return 'invalid_characters';
  if (RESERVED_USERNAMES.has(username.toLowerCase())) return 'reserved';
  return null;
}

export const USERNAME_MESSAGES: Record<UsernameProblem, string> = {
  too_short: `Must be at least ${USERNAME_MIN} characters`,
  too_long: `Must be at most ${USERNAME_MAX} characters`,
  invalid_characters: 'Use only letters, numbers, - and _',
  reserved: 'This name is reserved',
};

/** Turns a display name into a handle candidate ("Jane Doe!" -> "jane-doe"). */
export function suggestUsername(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, USERNAME_MAX);
  return base.length >= USERNAME_MIN ? base : `${base}${'user'.slice(0, USERNAME_MIN)}`;
}
