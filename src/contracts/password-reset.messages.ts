import { AUTH_FORM_TEXTS } from './accounts.messages.ts';

// Apart from accounts.messages.ts, which every page's first load carries (the top bar's texts): these are read only
// by the reset page and the server's e-mail.

/** The password-reset link a site admin sends to an account's own address, and its page (/reset-password/:token). */
export const PASSWORD_RESET_MESSAGES = {
  mailSubject: 'Reset your Ovation password',
  mailIntro: 'A site administrator sent you this link so you can choose a new password for your Ovation account.',
  mailAction: 'Choose a new password',
  mailExpiry: 'The link works once, for 24 hours. If you did not ask for it, you can ignore this message.',
  title: 'Choose a new password',
  newPassword: 'New password',
  save: 'Save password',
  saved: 'Your password is changed. Every device that was signed in has been signed out.',
  logIn: AUTH_FORM_TEXTS.logIn,
  unknown: 'This reset link is not valid. Ask for a new one.',
  used: 'This reset link has already been used.',
  expired: 'This reset link has expired. Ask for a new one.',
} as const;
