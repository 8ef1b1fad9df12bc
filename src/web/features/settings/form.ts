import { SETTINGS_MESSAGES, SETTINGS_PAGE_TEXTS } from '../../../contracts/settings.messages.ts';
import type { ProfileSettings, SettingsSaveBody } from '../../../contracts/settings.ts';
import { normalizeWebUrl } from '../../../domain/links.ts';
import { invalidFieldMessage, isValidEmail, USERNAME_MESSAGES, usernameProblem } from '../../../domain/people.ts';
import { BIO_MAX } from '../../../domain/profiles.ts';
import type { ImageValue } from './ImageUploadField.tsx';

const { socialLabels, trackingLabels } = SETTINGS_PAGE_TEXTS;

export const SOCIAL_FIELDS = [
  { key: 'webUrl', label: socialLabels.webUrl, placeholder: 'https://example.com' },
  { key: 'facebookUrl', label: socialLabels.facebookUrl, placeholder: 'https://facebook.com/yourpage' },
  { key: 'twitterUrl', label: socialLabels.twitterUrl, placeholder: 'https://x.com/yourhandle' },
  { key: 'instagramUrl', label: socialLabels.instagramUrl, placeholder: 'https://instagram.com/yourhandle' },
  { key: 'youtubeUrl', label: socialLabels.youtubeUrl, placeholder: 'https://youtube.com/@yourchannel' },
  { key: 'tiktokUrl', label: socialLabels.tiktokUrl, placeholder: 'https://tiktok.com/@yourhandle' },
] as const;

export const TRACKING_FIELDS = [
  { key: 'googleAnalyticsId', label: trackingLabels.googleAnalyticsId, placeholder: 'G-XXXXXXXXXX' },
  { key: 'metaPixelId', label: trackingLabels.metaPixelId, placeholder: '123456789012345' },
  { key: 'googleTagManagerContainerId', label: trackingLabels.googleTagManagerContainerId, placeholder: 'GTM-XXXXXXX' },
] as const;

type SocialKey = (typeof SOCIAL_FIELDS)[number]['key'];
type TrackingKey = (typeof TRACKING_FIELDS)[number]['key'];

export type SettingsFormValues = {
  name: string;
  username: string;
  publicEmail: string;
  phone: string;
  fullDescription: string;
  timezone: string;
  currency: string;
  avatar: ImageValue;
  banner: ImageValue;
} & Record<SocialKey | TrackingKey, string>;

export function toFormValues(p: ProfileSettings): SettingsFormValues {
  return {
    name: p.name,
    username: p.username,
    publicEmail: p.publicEmail ?? '',
    phone: p.phone ?? '',
    fullDescription: p.fullDescription ?? '',
    timezone: p.timezone,
    currency: p.currency,
    avatar: { url: p.avatar },
    banner: { url: p.banner },
    webUrl: p.webUrl ?? '',
    facebookUrl: p.facebookUrl ?? '',
    twitterUrl: p.twitterUrl ?? '',
    instagramUrl: p.instagramUrl ?? '',
    youtubeUrl: p.youtubeUrl ?? '',
    tiktokUrl: p.tiktokUrl ?? '',
    googleAnalyticsId: p.googleAnalyticsId ?? '',
    metaPixelId: p.metaPixelId ?? '',
    googleTagManagerContainerId: p.googleTagManagerContainerId ?? '',
  };
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** The save payload (accounts-and-reporting 3): the handle is 'identifier' for organizations; unchanged images are left out. */
export function toSaveBody(values: SettingsFormValues, type: ProfileSettings['type']): SettingsSaveBody {
  const handle = values.username.trim();
  const body: SettingsSaveBody = {
    name: values.name.trim(),
    ...(type === 'school' ? { identifier: handle } : { username: handle }),
    settingAttributes: {
      timezone: values.timezone,
      currency: values.currency,
      description: values.fullDescription,
      email: orNull(values.publicEmail),
      phone: orNull(values.phone),
      webUrl: orNull(values.webUrl),
      facebookUrl: orNull(values.facebookUrl),
      twitterUrl: orNull(values.twitterUrl),
      instagramUrl: orNull(values.instagramUrl),
      youtubeUrl: orNull(values.youtubeUrl),
      tiktokUrl: orNull(values.tiktokUrl),
      googleAnalyticsId: orNull(values.googleAnalyticsId),
      metaPixelId: orNull(values.metaPixelId),
      googleTagManagerContainerId: orNull(values.googleTagManagerContainerId),
    },
  };
  if (values.avatar.uploadId !== undefined) body.logoImageFileUploadIdentifier = values.avatar.uploadId;
  if (values.banner.uploadId !== undefined) body.settingAttributes.bannerImageFileUploadIdentifier = values.banner.uploadId;
  return body;
}

/** Validation (accounts-and-reporting 5). */
export const settingsValidation = {
  name: (v: string) => (v.trim() ? null : SETTINGS_MESSAGES.required),
  username: (v: string) => {
    const handle = v.trim();
    if (!handle) return SETTINGS_MESSAGES.required;
    const problem = usernameProblem(handle);
    return problem ? USERNAME_MESSAGES[problem] : null;
  },
  publicEmail: (v: string) => (v.trim() && !isValidEmail(v) ? SETTINGS_MESSAGES.invalidEmail(SETTINGS_MESSAGES.emailExample) : null),
  fullDescription: (v: string) => (v.length > BIO_MAX ? SETTINGS_MESSAGES.bioTooLong : null),
  // The server's rule: a bare domain is fine (it is saved with https://), anything else must be a web address.
  ...(Object.fromEntries(
    SOCIAL_FIELDS.map((f) => [f.key, (v: string) => (v.trim() && !normalizeWebUrl(v) ? invalidFieldMessage('url') : null)]),
  ) as Record<SocialKey, (v: string) => string | null>),
};

/** Server fieldErrors keys that name another form field (the form kit tries them before the key itself). */
const SETTINGS_FIELD_ALIASES: Record<string, string> = {
  identifier: 'username',
  email: 'publicEmail',
  description: 'fullDescription',
  logoImageFileUploadIdentifier: 'avatar',
  bannerImageFileUploadIdentifier: 'banner',
};

export const settingsErrorAlias = (key: string): string | null => (Object.hasOwn(SETTINGS_FIELD_ALIASES, key) ? SETTINGS_FIELD_ALIASES[key]! : null);
