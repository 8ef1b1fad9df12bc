import { z } from 'zod';

export const uuid = z.uuid();

/**
 * Input rules shared by every contract. PostgreSQL stores neither a NUL character nor half of a UTF-16 surrogate
 * pair, and its timestamps end at year 9999 (JavaScript's at 275760): such input is refused here, with a field
 * message, instead of failing in the database.
 */
export const INPUT_MESSAGES = {
  badCharacters: 'Contains characters that are not allowed',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  date: 'Enter a valid date and time',
  dateRange: 'Enter a date between the years 1 and 9999',
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Well-formed UTF-16: every surrogate is half of a pair. */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** Text a database can store: no NUL character and no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\0') && isWellFormedText(value);
}

/** User text: at most `max` characters, storable. Chain .trim(), .min() and the like after it. */
export const text = (max: number) => z.string().max(max, INPUT_MESSAGES.tooLong(max)).refine(isStorableText, INPUT_MESSAGES.badCharacters);

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

/** True when the ISO 8601 instant falls within years 1-9999 once converted to UTC (how it is stored). */
export function inStorableYears(iso: string): boolean {
  const year = new Date(iso).getUTCFullYear();
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** A date and time: ISO 8601 with an offset ('2026-05-01T19:00:00+01:00' or '...Z'), within years 1-9999 in UTC. */
export const instant = z.iso.datetime({ offset: true, error: INPUT_MESSAGES.date }).refine(inStorableYears, INPUT_MESSAGES.dateRange);
export const okReply = z.object({ ok: z.literal(true) });
/** A record addressed by its uuid: `/…/:id`. */
export const idParams = z.object({ id: z.uuid() });
/** A profile addressed by its handle: `/…/:username`. */
export const usernameParams = z.object({ username: text(100).min(1) });

export const profileSummary = z.object({
  id: z.uuid(),
  type: z.enum(['user', 'school']),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
});
export type ProfileSummary = z.infer<typeof profileSummary>;

/** A profile's web and social links, as stored: one shape for settings and the public pages. */
export const profileLinks = {
  webUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  tiktokUrl: z.string().nullable(),
};

/** A paged list: data plus page, perPage and totalCount. */
export function paged<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    perPage: z.number().int(),
    totalCount: z.number().int(),
  });
}
