/** A purchase pixel owner's ids (domain/pixels.ts), and which of them a page may use. */

export interface PixelIds {
  googleAnalyticsId: string | null;
  metaPixelId: string | null;
  googleTagManagerContainerId: string | null;
}

/**
 * The shapes the vendors give ids. Settings refuse any other (pixelId); ids saved before that check are left out
 * when read, so nothing but a vendor-shaped id ever reaches a script URL or a tracker call.
 */
const ID_PATTERNS: Record<keyof PixelIds, RegExp> = {
  googleAnalyticsId: /^G-[A-Z0-9]{4,20}$/,
  metaPixelId: /^[0-9]{5,20}$/,
  googleTagManagerContainerId: /^GTM-[A-Z0-9]{4,12}$/,
};

/** The id as stored (trimmed, in capitals), or null when it is not shaped as its vendor gives it. */
export function pixelId(key: keyof PixelIds, value: string): string | null {
  const id = value.trim().toUpperCase();
  return ID_PATTERNS[key].test(id) ? id : null;
}

export function usablePixelIds(ids: PixelIds): PixelIds {
  const keep = (key: keyof PixelIds) => pixelId(key, ids[key] ?? '');
  return {
    googleAnalyticsId: keep('googleAnalyticsId'),
    metaPixelId: keep('metaPixelId'),
    googleTagManagerContainerId: keep('googleTagManagerContainerId'),
  };
}

export const hasPixels = (ids: PixelIds) => !!(ids.googleAnalyticsId || ids.metaPixelId || ids.googleTagManagerContainerId);
