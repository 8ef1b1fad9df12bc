import { BIO_MAX } from '../domain/profiles.ts';

/** Settings texts: plain constants without zod, so the web app can import them without the schemas. */

export const SETTINGS_MESSAGES = {
  usernameMissing: 'Please check your username and try again',
  required: 'this field is required',
  invalidEmail: (example: string) => `Enter a valid email (e.g., ${example})`,
  emailExample: 'name@example.com',
  saved: 'Settings updated successfully',
  saveFailed: 'Failed to update settings',
  /** A save refused in the browser: the first highlighted field is scrolled to and focused. */
  checkFields: 'Please check the highlighted fields',
  notAnImage: 'Please select an image',
  imageTooLarge: 'Please select an image smaller than 8MB',
  /** A multipart upload whose body cannot be read (cut short, malformed). */
  unreadableUpload: 'The upload could not be read. Please select the image again.',
  discard: 'Discard changes?',
  deleted: 'Account deleted successfully',
  deleteQuestion: (what: 'account' | 'organization') => `Are you sure you want to delete your ${what}?`,
  publicEmailWarning: 'Add a public email so your patrons can reach your organization.',
  ownsOrganizations: 'You own organizations. Delete them before deleting your account.',
  /** Orders and payouts are money records that outlive any profile (not in the spec, docs/decisions/). */
  hasSales: (what: 'account' | 'organization') => `Your ${what} has sales on record, which must be kept, so it cannot be deleted.`,
  hasPayouts: (what: 'account' | 'organization') => `Your ${what} has payouts on record, which must be kept, so it cannot be deleted.`,
  bioTooLong: `Must be at most ${BIO_MAX} characters`,
} as const;
