/**
 * Every uploaded picture is also stored as WebP copies at these widths (px), no wider than the picture itself:
 * 160 serves avatars, 320 and 640 a phone's poster (1x to 2.6x), 1080 a wide screen's at 2x.
 */
export const IMAGE_WIDTHS = [160, 320, 640, 1080] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const UPLOAD_URL = /^\/api\/uploads\/[0-9a-f-]{36}$/;

/** The srcset of an uploaded picture's URL ('/api/uploads/<id>?w=160 160w, …'); null for any other URL. */
export function imageSrcset(url: string | null): string | null {
  if (!url || !UPLOAD_URL.test(url)) return null;
  return IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', ');
}

/** The poster's rendered width: the 5-of-12 column of a 1140 px container from 62em, the screen's width below. */
export const POSTER_SIZES = '(min-width: 62em) 440px, 100vw';
