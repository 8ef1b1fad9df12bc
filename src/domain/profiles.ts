/** Profiles are people (users) or organizations (the spec's schools); one handle namespace for both. */
export const PROFILE_TYPES = ['user', 'school'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** Profile type letter used in public URLs: p for a person, o for an organization. */
export function profileTypeLetter(type: ProfileType): 'p' | 'o' {
  return type === 'school' ? 'o' : 'p';
}

export function profileTypeFromLetter(letter: string): ProfileType | null {
  if (letter === 'p') return 'user';
  if (letter === 'o') return 'school';
  return null;
}

export const BIO_MAX = 10_000;
export const IMAGE_MAX_BYTES = 8_388_608;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const AVATAR_CROP = { width: 148, height: 148 } as const;
export const BANNER_CROP = { width: 1440, height: 224 } as const;

/** What an image upload is for: a profile picture, a banner, an event poster, an event page image or a video's thumbnail. */
export const UPLOAD_KINDS = ['avatar', 'banner', 'poster', 'event_image', 'video_thumbnail'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The image type from a file's first bytes (JPEG, PNG, GIF, WEBP); null when it is none of them. */
export function sniffImageType(bytes: Uint8Array): (typeof IMAGE_TYPES)[number] | null {
  const starts = (sig: readonly number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The colours Mantine's Avatar picks from for initials (`color="initials"`), in its order. */
export const INITIALS_COLORS = ['blue', 'cyan', 'grape', 'green', 'indigo', 'lime', 'orange', 'pink', 'red', 'teal', 'violet'] as const;

/**
 * The colour of a name's initials avatar, as Mantine's Avatar computes it (a 32-bit string hash): the server's first
 * HTML paints the same colour the app will (profiles.test.ts checks the two agree).
 */
export function initialsColor(name: string): (typeof INITIALS_COLORS)[number] {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash = ((hash << 5) - hash + name.charCodeAt(i)) | 0;
  return INITIALS_COLORS[Math.abs(hash) % INITIALS_COLORS.length]!;
}
