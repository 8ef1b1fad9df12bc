/**
 * Video rules (content-management 3, 4, 5 Video, 9): the upload and thumbnail limits with the spec's messages, the
 * visibility and poster source values, and recognizing an MP4 or MOV file by its first bytes. Pure: the server's
 * videos context does the I/O; contracts/videos.messages.ts re-exports the texts.
 */

import { VIDEO_SORTS, type VideoSort } from './videos.values.ts';
export { VIDEO_SORTS };
export type { VideoSort };

export const VIDEO_VISIBILITIES = ['public', 'members_only'] as const;
export type VideoVisibility = (typeof VIDEO_VISIBILITIES)[number];

/** uploading: no file yet; processing: poster and renditions being made; ready: plays; failed: failureReason says why. */
export const VIDEO_STATUSES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** Field lengths the spec leaves open (docs/decisions/videos.md). */
export const VIDEO_FIELD_LIMITS = { title: 200, description: 5000, tags: 1000 } as const;

/** Tags (a comma string in the save payload): at most 30 of at most 50 characters each (docs/decisions/videos.md). */
export const VIDEO_TAG_LIMITS = { count: 30, length: 50 } as const;

/** The items of a comma string ('a, b,,a'): trimmed, empty ones dropped, repeats (ignoring case) kept once, in order. */
export function commaItems(list: string | undefined): string[] {
  const seen = new Set<string>();
  return (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids of a comma string (tiers, collaborators), lower-cased and each once; null when one is not a uuid. */
export function commaIds(list: string | undefined): string[] | null {
  const ids = commaItems(list).map((id) => id.toLowerCase());
  return ids.every((id) => UUID.test(id)) ? ids : null;
}

/** What is wrong with a video's tags, if anything. */
export function tagsProblem(tags: readonly string[]): 'too_many' | 'too_long' | null {
  if (tags.length > VIDEO_TAG_LIMITS.count) return 'too_many';
  return tags.some((tag) => tag.length > VIDEO_TAG_LIMITS.length) ? 'too_long' : null;
}

/** Page sizes: the management list (10) and the profile's videos tab (30, the profile pages' paging). */
export const VIDEO_PAGE_SIZES = { list: 10, profile: 30 } as const;

/** One view per viewer per 30 minutes. */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;

export const POSTER_SOURCES = ['user-upload', 'auto-generated'] as const;
export type PosterSource = (typeof POSTER_SOURCES)[number];

export const VIDEO_LIMITS = {
  /** 5 GB as the spec writes it (0x140000000 bytes = 5 GiB). */
  fileBytes: 0x140000000,
  fileTypes: ['video/mp4', 'video/mov', 'video/quicktime', 'video/x-quicktime'],
  thumbnailBytes: 8_388_608,
  /** The upload's chunk: the spec's 5120, in KiB. */
  chunkBytes: 5120 * 1024,
} as const;

export const VIDEO_MESSAGES = {
  fileTooLarge:
    'The video file is too large. Please ensure your file is under 5GB. You might want to compress the video or use a smaller file size before uploading.',
  wrongFileType:
    'Unsupported file format. Please upload a video in MP4 or MOV format (H.264 codec) for best compatibility. If you have a different format, you might need to convert it.',
  thumbnailTooLarge: 'There was an issue uploading your thumbnail. Please ensure the file is less than 8MB and try again.',
  thumbnailNotImage: 'There was an issue uploading your thumbnail. Please check the file format, or try again with a different image.',
  requiredFields: 'Please fill out all required fields.',
  tierRequired: 'Please select at least one membership tier',
} as const;

export type VideoContainer = 'mp4' | 'mov';

/** How many first bytes `videoContainerOf` needs. */
export const VIDEO_SNIFF_BYTES = 12;

/**
 * Major brands of ISO BMFF files that hold video. Audio-only (M4A, M4B) and image (heic, avif, mif1) files share the
 * box format and are refused.
 */
const MP4_BRANDS = new Set([
  'isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso8', 'iso9', 'mp41', 'mp42', 'mp71', 'avc1', 'M4V ', 'M4VH', 'M4VP',
  'dash', 'mmp4', 'msnv', 'MSNV', 'f4v ', 'XAVC', 'NDAS', '3gp4', '3gp5', '3gp6', '3g2a',
]); // prettier-ignore

/** Atoms a QuickTime file without an `ftyp` box starts with (files from older QuickTime writers). */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The container of a file by its content (never its name or declared type): MP4, QuickTime MOV, or null. */
export function videoContainerOf(firstBytes: Uint8Array): VideoContainer | null {
  if (firstBytes.length < 8) return null;
  const size = new DataView(firstBytes.buffer, firstBytes.byteOffset, 4).getUint32(0);
  const type = ascii(firstBytes, 4, 8);
  if (type === 'ftyp') {
    // size 1 means a 64-bit size follows; an ftyp box is never that big, nor smaller than its 16 bytes of fields.
    if (size < 16 || firstBytes.length < 12) return null;
    const brand = ascii(firstBytes, 8, 12);
    if (brand === 'qt  ') return 'mov';
    return MP4_BRANDS.has(brand) ? 'mp4' : null;
  }
  // An atom's size is 0 (to the end of the file), 1 (64-bit size follows) or at least its 8-byte header.
  return QUICKTIME_ATOMS.has(type) && (size <= 1 || size >= 8) ? 'mov' : null;
}
