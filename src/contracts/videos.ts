import { z } from 'zod';
export * from './videos.messages.ts';

/** The videos area (content-management 3, 7 Videos): the upload session first; the rest of the video comes next. */

export const ownerQuery = z.object({ ownerId: z.uuid() });

/** Upload session (content-management 3): where the tus client creates the upload, and the id that binds it. */
export const directUploadUrlReply = z.object({
  /** The tus creation URL: POST there with `passthroughUuid` in Upload-Metadata. */
  url: z.string(),
  passthroughUuid: z.uuid(),
});
export type DirectUploadUrl = z.infer<typeof directUploadUrlReply>;
