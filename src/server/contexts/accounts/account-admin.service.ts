import { eq } from 'drizzle-orm';
import { ACCOUNT_ACTION_MESSAGES as M, type AdminAccountReply } from '../../../contracts/audit.ts';
import { describeAdminChange } from '../../platform/access/admin-acts.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { profiles, sessions, users } from '../../platform/db/schema/index.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { forgetSessionsOf } from './session-cache.ts';

/**
 * The account actions of site admins (/api/v1/admin/users/:id/...): each reads the account's state, changes it and
 * tells the audit log the state before and after, in one transaction (platform/access/admin-acts.ts writes the row
 * before the commit). A request that changes nothing is refused inside the transaction, so it leaves no row.
 */

type Account = AdminAccountReply['account'];

async function lockedAccount(tx: Tx, userId: string): Promise<Account> {
  const [row] = await tx
    .select({ id: users.profileId, email: users.email, verifiedAt: users.emailVerifiedAt, disabledAt: users.signInDisabledAt })
    .from(users)
    .where(eq(users.profileId, userId))
    .for('update')
    .limit(1);
  if (!row) throw notFound(M.accountNotFound);
  return { id: row.id, email: row.email, emailVerified: row.verifiedAt !== null, signInDisabled: row.disabledAt !== null };
}

export async function accountState(db: Db, userId: string): Promise<AdminAccountReply> {
  return { account: await db.transaction((tx) => lockedAccount(tx, userId)) };
}

/** Runs `change` on the locked account; the audit row is about the account, in its own area. */
async function changeAccount(db: Db, userId: string, change: (tx: Tx, before: Account) => Promise<Account>): Promise<AdminAccountReply> {
  const account = await db.transaction(async (tx) => {
    const before = await lockedAccount(tx, userId);
    const after = await change(tx, before);
    describeAdminChange({ targetType: 'user', targetId: userId, ownerId: userId });
    return after;
  });
  return { account };
}

/** Marks the address verified, as if its owner had opened the mailed link. */
export function markEmailVerified(db: Db, userId: string): Promise<AdminAccountReply> {
  return changeAccount(db, userId, async (tx, before) => {
    if (before.emailVerified) throw new AppError('conflict', M.alreadyVerified);
    await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.profileId, userId));
    return { ...before, emailVerified: true };
  });
}

/**
 * Disables or enables sign-in. Disabling ends every session at once (the rows go, and this process's cache of them);
 * the log-in, the session resolver and the API key resolver refuse a disabled account on their own.
 */
export async function setSignInDisabled(db: Db, userId: string, disabled: boolean): Promise<AdminAccountReply> {
  const reply = await changeAccount(db, userId, async (tx, before) => {
    if (before.signInDisabled === disabled) throw new AppError('conflict', disabled ? M.alreadyDisabled : M.alreadyEnabled);
    await tx
      .update(users)
      .set({ signInDisabledAt: disabled ? new Date() : null })
      .where(eq(users.profileId, userId));
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
    return { ...before, signInDisabled: disabled };
  });
  // After the commit too: a read between the delete and the commit may have cached a session.
  forgetSessionsOf(userId);
  return reply;
}

/** Allows or disallows a profile's developer zone (webhooks, API keys). */
export async function setDeveloperZoneAllowed(db: Db, profileId: string, allowed: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ allowed: profiles.developerZoneAllowed })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for('update')
      .limit(1);
    if (!before) throw notFound(M.profileNotFound);
    await tx.update(profiles).set({ developerZoneAllowed: allowed }).where(eq(profiles.id, profileId));
    describeAdminChange({ targetType: 'profile', targetId: profileId, ownerId: profileId });
    return { profileId, developerZoneAllowed: allowed };
  });
}
