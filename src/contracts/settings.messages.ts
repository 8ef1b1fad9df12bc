import { SOCIAL_LINK_LABELS } from './profiles-public.messages.ts';
import { BIO_MAX } from '../domain/profiles.ts';
import { AUTH_FORM_TEXTS } from './accounts.messages.ts';
import { ORGANIZATION_TEXTS } from './organizations.messages.ts';

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
  /** A tracking id not shaped as its vendor gives it (not in the spec: docs/decisions/analytics.md). */
  pixelId: {
    googleAnalyticsId: 'Enter the measurement ID Google Analytics gives you, such as G-1A2B3C4D5E',
    metaPixelId: 'Enter the Pixel ID Meta gives you: digits only, such as 123456789012345',
    googleTagManagerContainerId: 'Enter the container ID Google Tag Manager gives you, such as GTM-AB12CD3',
  },
} as const;

type ProfileKind = 'account' | 'organization';

/** Settings > Account (accounts-and-reporting 2.2, 5, 8): its sections, fields and the deletion of the profile. */
export const SETTINGS_PAGE_TEXTS = {
  formLabel: 'Account settings',
  loading: 'Loading settings',
  readOnly: 'You can view these settings. Only owners and admins can change them.',
  profile: 'Profile',
  profileHint: 'How you appear on Ovation.',
  banner: 'Banner',
  bannerHint: (width: number, height: number) => `Shown at the top of your public profile (${width}×${height}).`,
  logo: 'Logo',
  profileImage: 'Profile image',
  avatarHint: (width: number, height: number) => `Square image (${width}×${height}).`,
  name: 'Name',
  identifier: ORGANIZATION_TEXTS.identifierLabel,
  username: AUTH_FORM_TEXTS.username,
  privateEmail: 'Private email',
  privateEmailHint: 'Used to sign in; only you can see it.',
  publicEmail: 'Public email',
  publicEmailHint: 'Shown on your profile so patrons can reach you.',
  phone: 'Phone',
  countryCode: 'Country code',
  phoneNumber: 'Phone number',
  bio: 'Bio',
  preferences: 'Preferences',
  timezone: 'Timezone',
  currency: 'Currency',
  /** The time zone picker when a search matches none. */
  noResults: 'No results',
  socialLinks: 'Social links',
  socialLabels: SOCIAL_LINK_LABELS,
  tracking: 'Tracking',
  trackingHint: 'Measure visits and sales on your event pages.',
  trackingLabels: {
    googleAnalyticsId: 'Google Analytics ID',
    metaPixelId: 'Meta Pixel ID',
    googleTagManagerContainerId: 'Google Tag Manager ID',
  },
  deleteTitle: (what: ProfileKind) => `Delete ${what}`,
  deleteText: (what: ProfileKind) =>
    what === 'organization'
      ? 'Permanently delete this organization. This cannot be undone.'
      : 'Permanently delete your account. This cannot be undone.',
  deleteIrreversible: (what: ProfileKind) => `This action is irreversible: the ${what} and its settings will be deleted permanently.`,
  confirmDeletion: 'Confirm Deletion',
} as const;

/** The image fields (profile image, banner, an event's poster and image): choose, crop in a dialog, upload. */
export const IMAGE_UPLOAD_TEXTS = {
  /** What the buttons call the image of each upload kind ('Change banner', 'Upload image'). */
  nouns: { avatar: 'image', banner: 'banner', poster: 'poster', event_image: 'image', video_thumbnail: 'thumbnail' },
  cropTitles: {
    avatar: 'Crop profile image',
    banner: 'Crop banner',
    poster: 'Crop poster',
    event_image: 'Crop image',
    video_thumbnail: 'Crop thumbnail',
  },
  change: (noun: string) => `Change ${noun}`,
  upload: (noun: string) => `Upload ${noun}`,
  remove: 'Remove',
  zoom: 'Zoom',
  savedAt: (width: number, height: number) => `Saved at ${width}×${height} pixels.`,
  cancel: 'Cancel',
  save: 'Save image',
} as const;
