/** Account limits and texts: plain constants without zod, so the web app can import them without the schemas. */

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;

/** Preview-login validation messages (buyer-side 5). */
export const PREVIEW_LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
} as const;

export const AUTH_MESSAGES = {
  badCredentials: 'Incorrect email or password',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  rateLimited: 'Too many sign-in attempts. Please wait a minute and try again.',
  accountThrottled: 'Too many failed sign-in attempts for this account from your network. Please try again in {wait}, or sign in from another device.',
} as const;
