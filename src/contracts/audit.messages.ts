/**
 * Texts of the audit log, of acting as a site admin in an owner's area and of the account actions (plain values
 * without zod, so the web imports them).
 */

export const AUDIT_LIMITS = {
  pageSize: 25,
  maxPerPage: 100,
} as const;

/** The banner on every management page a site admin opens in an area that is not theirs. */
export const ACTING_AS_ADMIN_MESSAGES = {
  label: 'Acting as a site admin',
  banner: (name: string) => `You are in ${name}'s area as a site admin. What you change here is recorded in the audit log.`,
  exit: 'Exit',
} as const;

/** One sentence per admin act in the owner's activity feed: who (marked as a site admin), what. */
export const ADMIN_ACTIVITY_MESSAGES = {
  sentence: (admin: string, summary: string) => `${admin} (site admin): ${summary}`,
  formerAdmin: 'A site admin',
} as const;

export const AUDIT_LOG_TEXTS = {
  title: 'Audit log',
  when: 'When',
  admin: 'Admin',
  action: 'Action',
  target: 'Target',
  area: 'Area',
  changes: 'Before → after',
  before: 'Before',
  after: 'After',
  siteWide: 'Site-wide',
  filterAdmin: 'Admin id',
  filterOwner: 'Owner id',
  filterTarget: 'Target id',
  filterAction: 'Action contains',
  filterFrom: 'From',
  filterTo: 'To',
  clear: 'Clear filters',
  empty: 'No admin actions match these filters.',
  loadFailed: 'The audit log could not be loaded.',
  tryAgain: 'Try again',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${Math.max(pages, 1)}`,
  total: (n: number) => `${n} ${n === 1 ? 'action' : 'actions'}`,
} as const;

export const ACCOUNT_ACTION_MESSAGES = {
  title: 'Account actions',
  emailVerified: 'E-mail verified',
  emailNotVerified: 'E-mail not verified',
  signInEnabled: 'Sign-in enabled',
  signInDisabled: 'Sign-in disabled',
  verifyEmail: 'Mark e-mail verified',
  verifyEmailConfirm: (email: string) => `Mark ${email} as verified? Tickets and invitations sent to this address become the account's.`,
  verified: 'The e-mail address is marked verified.',
  alreadyVerified: 'This e-mail address is already verified.',
  disableSignIn: 'Disable sign-in',
  disableConfirm: 'Disable sign-in? Every session of this account ends now, and its password and API keys stop working.',
  disabled: 'Sign-in is disabled and every session has ended.',
  alreadyDisabled: 'Sign-in is already disabled for this account.',
  enableSignIn: 'Enable sign-in',
  enableConfirm: 'Enable sign-in again for this account?',
  enabled: 'Sign-in is enabled again.',
  alreadyEnabled: 'Sign-in is already enabled for this account.',
  sendReset: 'Send password-reset e-mail',
  sendResetConfirm: (email: string) => `Send a password-reset link to ${email}? Only the account's owner receives the link.`,
  resetSent: (email: string) => `A password-reset link was sent to ${email}.`,
  confirm: 'Confirm',
  cancel: 'Cancel',
  loadFailed: 'The account could not be loaded.',
  actionFailed: 'That did not work. Please try again.',
  accountNotFound: 'Account not found',
  profileNotFound: 'Profile not found',
} as const;

/** The developer zone switch a site admin has on a user's or an organization's search result. */
export const DEVELOPER_ZONE_SWITCH_TEXTS = {
  label: 'Developer zone',
  description: 'API keys, webhooks and apps for this profile',
  allowed: 'The developer zone is allowed for this profile.',
  disallowed: 'The developer zone is no longer allowed for this profile.',
  failed: 'The developer zone could not be changed. Please try again.',
} as const;
