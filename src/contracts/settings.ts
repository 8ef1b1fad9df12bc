import { z } from 'zod';
import { IMAGE_WIDTHS, type ImageWidth } from '../domain/images.ts';
import { BIO_MAX } from '../domain/profiles.ts';
import { CURRENCY_CODES } from '../domain/money.ts';
import { profileLinks, text } from './common.ts';
export * from './settings.messages.ts';

const optionalText = (max: number) => text(max).nullable().optional();

/** Settings save payload (accounts-and-reporting 3). Upload identifiers: a new upload, null to remove, absent to keep. */
export const settingsSaveBody = z.object({
  name: text(200),
  /** The handle: username for users, identifier for organizations. */
  username: text(200).optional(),
  identifier: text(200).optional(),
  logoImageFileUploadIdentifier: z.uuid().nullable().optional(),
  settingAttributes: z
    .object({
      timezone: text(64).optional(),
      currency: z.enum(CURRENCY_CODES).optional(),
      description: text(BIO_MAX * 2).optional(),
      email: optionalText(254),
      phone: optionalText(40),
      webUrl: optionalText(500),
      facebookUrl: optionalText(500),
      twitterUrl: optionalText(500),
      instagramUrl: optionalText(500),
      youtubeUrl: optionalText(500),
      tiktokUrl: optionalText(500),
      googleAnalyticsId: optionalText(40),
      metaPixelId: optionalText(40),
      googleTagManagerContainerId: optionalText(40),
      bannerImageFileUploadIdentifier: z.uuid().nullable().optional(),
    })
    .default({}),
});
export type SettingsSaveBody = z.infer<typeof settingsSaveBody>;

export const profileSettings = z.object({
  id: z.uuid(),
  type: z.enum(['user', 'school']),
  name: z.string(),
  username: z.string(),
  /** Private e-mail: users only, read-only. */
  email: z.string().nullable(),
  publicEmail: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  banner: z.string().nullable(),
  fullDescription: z.string(),
  timezone: z.string(),
  currency: z.string(),
  paymentsConnected: z.boolean(),
  ...profileLinks,
  googleAnalyticsId: z.string().nullable(),
  metaPixelId: z.string().nullable(),
  googleTagManagerContainerId: z.string().nullable(),
});
export type ProfileSettings = z.infer<typeof profileSettings>;

export const currency = z.object({
  currency: z.string(),
  name: z.string(),
  symbol: z.string(),
  stripeFeeCash: z.number(),
  stripeFeePercentage: z.number(),
});

export const settingsReply = z.object({
  profile: profileSettings,
  currencies: z.array(currency),
  /** Shown when the active account is the session user or the session user owns the organization. */
  canDelete: z.boolean(),
  /** Why deleting is refused now (asked before the irreversible confirmation), or null. */
  deleteRefusal: z.string().nullable(),
  /** Owners, organization admins and site admins may save; other members read. */
  canEdit: z.boolean(),
});
export type SettingsReply = z.infer<typeof settingsReply>;

/** PATCH /api/v1/profiles/:id answers with the saved settings. */
export const settingsSaveReply = z.object({ profile: profileSettings });

export const currenciesReply = z.object({ currencies: z.array(currency) });

export const uploadReply = z.object({ uploadIdentifier: z.uuid(), url: z.string() });

/** GET /api/uploads/:id?w=640: the picture's WebP copy at one of IMAGE_WIDTHS (the original when none was made). */
export const uploadFileQuery = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((w): w is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(w), { message: `One of ${IMAGE_WIDTHS.join(', ')}` })
    .optional(),
});
