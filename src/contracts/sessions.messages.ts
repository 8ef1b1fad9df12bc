/** Sessions and the password change in Settings: plain constants without zod, so the web app can import them. */

export const SESSION_MESSAGES = {
  notFound: 'Session not found',
} as const;
