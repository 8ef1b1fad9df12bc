import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { SESSION_MESSAGES, type changePasswordBody } from '../../../contracts/sessions.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { invalid } from '../../platform/http/errors.ts';
import { hashPassword, newPasswordRefusal, verifyPassword } from './passwords.ts';
import { endOtherSessions } from './sessions.service.ts';
import { forgetSessionsOf } from './session-cache.ts';

/**
 * The one way to write a password hash: in the same transaction, every session of the account ends but `keepToken`'s.
 * A change made while signed in keeps the session that made it; a reset (made signed out, from a mailed link)
 * passes null and ends them all. Whoever held a session through the old password loses it either way.
 */
export async function storeNewPassword(tx: Queryable, userId: string, passwordHash: string, keepToken: string | null) {
  await tx.update(users).set({ passwordHash }).where(eq(users.profileId, userId));
  await endOtherSessions(tx, userId, keepToken);
}

/** Settings > Account, Security: the current password proves it is the owner, not someone at an unlocked screen. */
export async function changePassword(db: Db, userId: string, sessionToken: string | null, input: z.infer<typeof changePasswordBody>) {
  const [row] = await db.select().from(users).where(eq(users.profileId, userId)).limit(1);
  const refusal = newPasswordRefusal(input.newPassword, { email: row?.email, names: [row?.firstName, row?.lastName] });
  if (refusal) throw invalid({ newPassword: refusal });
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) throw invalid({ currentPassword: SESSION_MESSAGES.wrongCurrent });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction((tx) => storeNewPassword(tx, userId, passwordHash, sessionToken));
  // Again after the commit: a read between the sessions' delete and the commit may have cached one of them.
  forgetSessionsOf(userId);
}
