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

/** A paged list: data plus page, perPage and totalCount. */
export function paged<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    perPage: z.number().int(),
    totalCount: z.number().int(),
  });
}
