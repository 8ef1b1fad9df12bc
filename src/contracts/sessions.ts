import { z } from 'zod';
import { PASSWORD_MAX } from './accounts.messages.ts';
import { text } from './common.ts';
export * from './sessions.messages.ts';

/**
 * One signed-in device of the account (Settings > Account, Security). `id` is the session's public id, made for
 * this list and its sign-out: the token and its digest never leave the server.
 */
export const sessionView = z.object({
  id: z.uuid(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  createdAt: z.string(),
  /** Day-precise: a session records its use at most once a day (docs/decisions/accounts.md, Sessions). */
  lastUsedAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionView>;
export const sessionsReply = z.object({ sessions: z.array(sessionView) });

export const sessionParams = z.object({ id: z.uuid() });

export const changePasswordBody = z.object({
  currentPassword: text(PASSWORD_MAX),
  newPassword: text(PASSWORD_MAX),
});
