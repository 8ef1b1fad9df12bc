/** A purchase pixel owner's ids (domain/pixels.ts), and which of them a page may use. */

export interface PixelIds {
  googleAnalyticsId: string | null;
  metaPixelId: string | null;
  googleTagManagerContainerId: string | null;
}

/**
 * The shapes the vendors give ids. Settings store any short text; an id that does not match is left out, so nothing
 * but a vendor-shaped id ever reaches a script URL or a tracker call.
 */
const ID_PATTERNS: Record<keyof PixelIds, RegExp> = {
  googleAnalyticsId: /^G-[A-Z0-9]{4,20}$/,
  metaPixelId: /^[0-9]{5,20}$/,
  googleTagManagerContainerId: /^GTM-[A-Z0-9]{4,12}$/,
};

export function usablePixelIds(ids: PixelIds): PixelIds {
  const keep = (key: keyof PixelIds) => {
    const id = ids[key]?.trim().toUpperCase() ?? '';
    return ID_PATTERNS[key].test(id) ? id : null;
  };
  return {
    googleAnalyticsId: keep('googleAnalyticsId'),
    metaPixelId: keep('metaPixelId'),
    googleTagManagerContainerId: keep('googleTagManagerContainerId'),
  };
}

export const hasPixels = (ids: PixelIds) => !!(ids.googleAnalyticsId || ids.metaPixelId || ids.googleTagManagerContainerId);
