import { z } from 'zod';

export const uuid = z.uuid();
export const okReply = z.object({ ok: z.literal(true) });

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
