import { z } from 'zod';

/** The new organizer's first-run checklist (issue 34): its items tick from the user's own data only. */

export const gettingStartedReply = z.object({
  /** The signed-in user's own handle: the items link into their management area. */
  username: z.string(),
  items: z.object({
    profile: z.boolean(),
    payouts: z.boolean(),
    firstEvent: z.boolean(),
    publish: z.boolean(),
    share: z.boolean(),
  }),
  /** The latest published event the user manages: the one the share item copies the link of. */
  publishedEvent: z.object({ id: z.uuid(), name: z.string(), url: z.string() }).nullable(),
  dismissed: z.boolean(),
  /**
   * Whether the checklist shows (sign-in lands on it, the management home carries its card): not hidden, not every
   * item done, and for someone with an organizer side or who has bought nothing (domain/getting-started.ts).
   */
  show: z.boolean(),
});
export type GettingStarted = z.infer<typeof gettingStartedReply>;

export const shareBody = z.object({ eventId: z.uuid() });
