import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { SETTINGS_MESSAGES, type ProfileSettings, type SettingsReply, type SettingsSaveBody } from '../../../contracts/settings.ts';
import { normalizeWebUrl } from '../../../domain/links.ts';
import { pixelId } from '../../../domain/pixel-ids.ts';
import { isValidTimezone } from '../../../domain/timezones.ts';
import { CURRENCIES } from '../../../domain/money.ts';
import { invalidFieldMessage, isValidEmail } from '../../../domain/people.ts';
import { IMAGE_WIDTHS, type ImageWidth } from '../../../domain/images.ts';
import { BIO_MAX, IMAGE_MAX_BYTES, UPLOAD_KINDS, sniffImageType, type UploadKind } from '../../../domain/profiles.ts';
import type { Db } from '../../platform/db/client.ts';
import { affiliations, events, orders, payouts, profiles, uploads, users } from '../../platform/db/schema/index.ts';
import { AppError, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { storeImageVariants, variantKey } from '../../platform/storage/image-variants.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { assertHandleAvailable, forgetSessionsOf, profileLinksOf, uploadUrl, type ProfileRow } from '../accounts/index.ts';
import type { ProfileAccess } from '../../platform/access/profile-access.ts';
import { collectFieldErrors } from '../organizations/index.ts';

export function currencyList() {
  return CURRENCIES.map((c) => ({
    currency: c.code,
    name: c.name,
    symbol: c.symbol,
    stripeFeeCash: c.providerFeeFixed,
    stripeFeePercentage: c.providerFeePercentage,
  }));
}

async function privateEmail(db: Db, profile: ProfileRow): Promise<string | null> {
  if (profile.type !== 'user') return null;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.profileId, profile.id)).limit(1);
  return row?.email ?? null;
}

export function toProfileSettings(p: ProfileRow, email: string | null): ProfileSettings {
  return {
    id: p.id,
    type: p.type,
    name: p.name,
    username: p.username,
    email,
    publicEmail: p.publicEmail,
    phone: p.phone,
    avatar: uploadUrl(p.avatarUploadId),
    banner: uploadUrl(p.bannerUploadId),
    fullDescription: p.description,
    timezone: p.timezone,
    currency: p.currency,
    paymentsConnected: p.paymentAccountId != null,
    ...profileLinksOf(p),
    googleAnalyticsId: p.googleAnalyticsId,
    metaPixelId: p.metaPixelId,
    googleTagManagerContainerId: p.googleTagManagerContainerId,
  };
}

export async function readSettings(db: Db, { profile, rights }: ProfileAccess): Promise<SettingsReply> {
  return {
    profile: toProfileSettings(profile, await privateEmail(db, profile)),
    currencies: currencyList(),
    ...rights,
    deleteRefusal: rights.canDelete ? await deletionRefusal(db, profile) : null,
  };
}

const PHONE_PATTERN = /^[0-9 +\-()]{4,40}$/;
export const isValidPhone = (phone: string) => PHONE_PATTERN.test(phone);

const URL_KEYS = ['webUrl', 'facebookUrl', 'twitterUrl', 'instagramUrl', 'youtubeUrl', 'tiktokUrl'] as const;
const ID_KEYS = ['googleAnalyticsId', 'metaPixelId', 'googleTagManagerContainerId'] as const;

/** undefined keeps the stored value; null and '' (after trimming) clear it. */
const optional = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/** Checks an upload identifier: undefined keeps, null removes, otherwise the user's own upload of that kind. */
async function uploadChoice(db: Db, userId: string, id: string | null | undefined, kind: UploadKind) {
  if (id === undefined || id === null) return { ok: true as const, value: id };
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.ownerId, userId), eq(uploads.kind, kind)))
    .limit(1);
  return row ? { ok: true as const, value: row.id } : { ok: false as const };
}

/** Validates the whole payload, collecting every field error; saves nothing unless all of it is valid. */
export async function saveSettings(db: Db, { user, profile, rights }: ProfileAccess, body: SettingsSaveBody): Promise<ProfileSettings> {
  if (!rights.canEdit) throw forbidden('You may not change these settings');
  const errors: Record<string, string> = {};
  const attrs = body.settingAttributes;

  const handleInput = profile.type === 'school' ? (body.identifier ?? body.username) : (body.username ?? body.identifier);
  const handle = handleInput?.trim() ?? '';
  if (!handle) errors.username = SETTINGS_MESSAGES.usernameMissing;
  else await collectFieldErrors(errors, () => assertHandleAvailable(db, handle, 'username', profile.id));

  const name = body.name.trim();
  if (!name) errors.name = SETTINGS_MESSAGES.required;

  const publicEmail = optional(attrs.email);
  if (publicEmail && !isValidEmail(publicEmail)) errors.publicEmail = SETTINGS_MESSAGES.invalidEmail(SETTINGS_MESSAGES.emailExample);

  const description = attrs.description;
  if (description !== undefined && description.length > BIO_MAX) errors.description = SETTINGS_MESSAGES.bioTooLong;

  const timezone = attrs.timezone?.trim();
  if (timezone !== undefined && !isValidTimezone(timezone)) errors.timezone = invalidFieldMessage('timezone');

  const urls: Partial<Record<(typeof URL_KEYS)[number], string | null>> = {};
  for (const key of URL_KEYS) {
    // A bare domain is stored with https:// so one missing prefix never loses the whole save.
    const value = optional(attrs[key]);
    const url = value ? normalizeWebUrl(value) : value;
    if (url === null && value) errors[key] = invalidFieldMessage('url');
    urls[key] = url;
  }

  const phone = optional(attrs.phone);
  if (phone && !isValidPhone(phone)) errors.phone = invalidFieldMessage('phone');

  const avatar = await uploadChoice(db, user.id, body.logoImageFileUploadIdentifier, 'avatar');
  if (!avatar.ok) errors.logoImageFileUploadIdentifier = SETTINGS_MESSAGES.notAnImage;
  const banner = await uploadChoice(db, user.id, attrs.bannerImageFileUploadIdentifier, 'banner');
  if (!banner.ok) errors.bannerImageFileUploadIdentifier = SETTINGS_MESSAGES.notAnImage;

  const ids: Partial<Record<(typeof ID_KEYS)[number], string | null>> = {};
  for (const key of ID_KEYS) {
    const value = optional(attrs[key]);
    ids[key] = value ? pixelId(key, value) : value;
    if (value && !ids[key]) errors[key] = SETTINGS_MESSAGES.pixelId[key];
  }

  if (Object.keys(errors).length) throw invalid(errors, errors.username === SETTINGS_MESSAGES.usernameMissing ? errors.username : undefined);

  const changes = {
    name,
    username: handle,
    publicEmail,
    phone,
    description,
    timezone,
    currency: attrs.currency,
    ...urls,
    ...ids,
    avatarUploadId: avatar.ok ? avatar.value : undefined,
    bannerUploadId: banner.ok ? banner.value : undefined,
    updatedAt: new Date(),
  };
  // In a transaction, as every change an admin may make (docs/decisions/admin.md): its audit row commits with it.
  const [saved] = await db.transaction((tx) => tx.update(profiles).set(changes).where(eq(profiles.id, profile.id)).returning());
  if (!saved) throw notFound('Profile not found');
  return toProfileSettings(saved, await privateEmail(db, saved));
}

/**
 * Why the profile cannot be deleted now, or null: a person who still owns an organization must delete it first;
 * a profile with sales or payouts on record cannot be deleted (docs/decisions/, Accounts and organizations).
 * The settings reply carries it so the page says so before the irreversible confirmation, not after.
 */
export async function deletionRefusal(db: Db, profile: ProfileRow): Promise<string | null> {
  if (profile.type === 'user') {
    const [owned] = await db
      .select({ id: affiliations.id })
      .from(affiliations)
      .where(and(eq(affiliations.userId, profile.id), eq(affiliations.owner, true)))
      .limit(1);
    if (owned) return SETTINGS_MESSAGES.ownsOrganizations;
  }
  const what = profile.type === 'user' ? 'account' : 'organization';
  // Orders and payouts are money records that the foreign keys keep (RESTRICT): say so instead of failing.
  const [sold] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      or(eq(orders.ownerId, profile.id), inArray(orders.eventId, db.select({ id: events.id }).from(events).where(eq(events.ownerId, profile.id)))),
    )
    .limit(1);
  if (sold) return SETTINGS_MESSAGES.hasSales(what);
  const [paid] = await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.ownerId, profile.id)).limit(1);
  return paid ? SETTINGS_MESSAGES.hasPayouts(what) : null;
}

/**
 * Deletes an account or an organization (everything it owns goes with it through the foreign keys).
 * A person who still owns organizations must delete those first. Uploads still shown by another
 * profile (an organization's logo uploaded by a member) are handed to that profile, not deleted.
 */
export async function deleteProfile(db: Db, storage: Storage, { profile, rights }: ProfileAccess): Promise<void> {
  if (!rights.canDelete) throw forbidden('You may not delete this account');
  const refusal = await deletionRefusal(db, profile);
  if (refusal) throw new AppError('conflict', refusal);
  const removedKeys = await db.transaction(async (tx) => {
    const others = await tx
      .select({ id: profiles.id, avatar: profiles.avatarUploadId, banner: profiles.bannerUploadId })
      .from(profiles)
      .innerJoin(uploads, or(eq(uploads.id, profiles.avatarUploadId), eq(uploads.id, profiles.bannerUploadId)))
      .where(and(eq(uploads.ownerId, profile.id), ne(profiles.id, profile.id)));
    for (const other of others) {
      const keep = [other.avatar, other.banner].filter((id): id is string => !!id);
      await tx
        .update(uploads)
        .set({ ownerId: other.id })
        .where(and(eq(uploads.ownerId, profile.id), inArray(uploads.id, keep)));
    }
    const owned = await tx.select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.ownerId, profile.id));
    await tx.delete(profiles).where(eq(profiles.id, profile.id));
    return owned.map((u) => u.key);
  });
  // A site admin may delete someone else's account: its sessions stop reading in this process at once.
  forgetSessionsOf(profile.id);
  // Files go after the rows; a failure here leaves an orphaned file, never a broken profile.
  await Promise.allSettled(removedKeys.flatMap((key) => [key, ...IMAGE_WIDTHS.map((w) => variantKey(key, w))]).map((key) => storage.remove(key)));
}

export interface UploadInput {
  kind: string | undefined;
  data: Buffer;
  truncated: boolean;
}

/** Stores an image upload after checking its kind, its real type (magic bytes) and its size. */
export async function saveUpload(db: Db, storage: Storage, userId: string, input: UploadInput) {
  const kind = UPLOAD_KINDS.find((k) => k === input.kind);
  if (!kind) throw invalid({ kind: `Choose one of: ${UPLOAD_KINDS.join(', ')}` });
  if (input.truncated || input.data.length > IMAGE_MAX_BYTES) throw new AppError('payload_too_large', SETTINGS_MESSAGES.imageTooLarge);
  const contentType = sniffImageType(input.data);
  if (!contentType) throw new AppError('unsupported_media_type', SETTINGS_MESSAGES.notAnImage);
  const id = crypto.randomUUID();
  const storageKey = `uploads/${id}`;
  await storage.put(storageKey, input.data);
  // Before the row: once the picture is visible, its copies are there too (or never will be: no ffmpeg).
  await storeImageVariants(storage, storageKey, input.data, contentType);
  await db.insert(uploads).values({ id, ownerId: userId, kind, contentType, size: input.data.length, storageKey });
  return { uploadIdentifier: id, url: uploadUrl(id)! };
}

/** The file, or its WebP copy at `width` when one was made (else the original, which fits any width). */
export async function readUpload(db: Db, storage: Storage, id: string, width?: ImageWidth) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  if (!row) throw notFound('File not found');
  const variant = width ? await storage.get(variantKey(row.storageKey, width)) : null;
  if (variant) return { contentType: 'image/webp', data: variant };
  const data = await storage.get(row.storageKey);
  if (!data) throw notFound('File not found');
  return { contentType: row.contentType, data };
}
