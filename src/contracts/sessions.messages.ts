/** Sessions and the password change in Settings: plain constants without zod, so the web app can import them. */

export const SESSION_MESSAGES = {
  notFound: 'Session not found',
  wrongCurrent: 'Your current password is incorrect',
  rateLimited: 'Too many password changes. Please try again later.',
} as const;
