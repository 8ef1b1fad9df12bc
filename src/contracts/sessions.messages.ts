/** Sessions and the password change in Settings: plain constants without zod, so the web app can import them. */

export const SESSION_MESSAGES = {
  notFound: 'Session not found',
  wrongCurrent: 'Your current password is incorrect',
  rateLimited: 'Too many password changes. Please try again later.',
} as const;

/** Settings > Account, Security: the password change and the list of signed-in devices. */
export const SECURITY_TEXTS = {
  passwordTitle: 'Password',
  passwordHint: 'Changing your password signs you out on every other device.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  changePassword: 'Change password',
  passwordChanged: 'Password changed. Your other devices are signed out.',
  sessionsTitle: 'Where you are signed in',
  sessionsHint: 'A device stays signed in until 30 days after its last use.',
  sessionsLabel: 'Signed-in devices',
  thisDevice: 'This device',
  unknownDevice: 'Unknown browser',
  device: (browser: string | null, os: string | null) => (browser && os ? `${browser} on ${os}` : (browser ?? os)),
  lastUsed: (days: number) => (days === 0 ? 'Last used today' : days === 1 ? 'Last used yesterday' : `Last used ${days} days ago`),
  signedInOn: (date: string) => `Signed in ${date}`,
  usage: (lastUsed: string, signedIn: string) => `${lastUsed} · ${signedIn}`,
  signOut: 'Sign out',
  signOutDevice: (device: string) => `Sign out ${device}`,
  signedOut: 'Signed out on that device',
  signOutEverywhere: 'Sign out everywhere else',
  signOutEverywhereQuestion: 'Sign out on every other device?',
  signOutEverywhereText: 'Every other browser and device signed in to your account will have to sign in again. You stay signed in here.',
  signedOutEverywhere: 'Signed out on every other device',
  onlyThisDevice: 'You are signed in on this device only.',
  loadFailed: 'Unable to load your devices. Please try again later.',
} as const;
