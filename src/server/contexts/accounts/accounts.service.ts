import { eq, inArray, sql } from 'drizzle-orm';
import { isValidEmail, invalidFieldMessage, normalizeEmail, personNameProblem, suggestUsername } from '../../../domain/people.ts';
import { AUTH_MESSAGES, INVALID_TIMEZONE, type SessionUser } from '../../../contracts/accounts.ts';
import { isValidTimezone } from '../../../domain/timezones.ts';
import type { z } from 'zod';
import type { signupBody } from '../../../contracts/accounts.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { affiliations, profiles, users } from '../../platform/db/schema/index.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import { sendVerification, type VerificationDeps } from './email-verification.service.ts';
import { DUMMY_HASH, hashPassword, newPasswordRefusal, verifyPassword } from './passwords.ts';
import { noticeSignupAttempt, type SignupNoticeDeps } from './signup-notice.ts';
import { assertHandleAvailable, profileSummary, uploadUrl } from './profiles.service.ts';
import { usernameProblem } from '../../../domain/people.ts';

type SignupInput = z.infer<typeof signupBody>;

/** A free handle derived from the name when the person gave none: jane-doe, jane-doe-2, ... */
async function freeHandle(db: Db, name: string): Promise<string> {
  const base = suggestUsername(name);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 26)}-${n}`;
    if (usernameProblem(candidate)) continue;
    const [taken] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.username, candidate)).limit(1);
    if (!taken) return candidate;
  }
  throw new AppError('conflict', 'Please choose a username');
}

/** The profile a referral link's handle names; an unknown handle is ignored (null). */
async function referrerId(db: Queryable, handle: string): Promise<string | null> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(sql`lower(${profiles.username})`, handle.trim().toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/** The field errors of a sign-up, the same checks whether or not the address has an account. */
function signupProblems(input: SignupInput, firstName: string, lastName: string, email: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, value, label] of [
    ['firstName', firstName, 'First name'],
    ['lastName', lastName, 'Last name'],
  ] as const) {
    const problem = personNameProblem(value, label);
    if (problem) errors[key] = problem;
  }
  if (!isValidEmail(email)) errors.email = invalidFieldMessage('Email');
  const password = newPasswordRefusal(input.password, { email, names: [firstName, lastName, input.username] });
  if (password) errors.password = password;
  if (input.timezone !== undefined && !isValidTimezone(input.timezone)) errors.timezone = INVALID_TIMEZONE;
  return errors;
}

/** Thrown inside the sign-up transaction to undo it when the address already has an account. */
class AddressTaken extends Error {}

/**
 * Creates the account (not verified) and, in the same transaction, its e-mail verification link; for an address
 * that already has an account, mails its owner a notice instead. Both answer alike (nothing, no session) after the
 * same checks, the same password hashing and the same inserts (the registered address's are rolled back when its
 * unique index refuses the user row), so neither the reply nor its timing tells which addresses have accounts.
 */
export async function signUp(db: Db, deps: VerificationDeps & SignupNoticeDeps, input: SignupInput): Promise<void> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = normalizeEmail(input.email);
  const errors = signupProblems(input, firstName, lastName, email);
  if (Object.keys(errors).length) throw invalid(errors);
  const chosenHandle = input.username?.trim();
  if (chosenHandle) await assertHandleAvailable(db, chosenHandle, 'username');
  const name = `${firstName} ${lastName}`;
  const username = chosenHandle || (await freeHandle(db, name));
  const passwordHash = await hashPassword(input.password);
  try {
    await db.transaction(async (tx) => {
      const referredById = input.referrer ? await referrerId(tx, input.referrer) : null;
      const [profile] = await tx
        .insert(profiles)
        .values({ type: 'user', username, name, referredById, timezone: input.timezone, currency: input.currency })
        .returning({ id: profiles.id });
      const [user] = await tx
        .insert(users)
        .values({ profileId: profile!.id, email, passwordHash, firstName, lastName })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.profileId });
      if (!user) throw new AddressTaken();
      await sendVerification(tx, deps, { id: user.id, email });
    });
  } catch (err) {
    if (!(err instanceof AddressTaken)) throw err;
    await noticeSignupAttempt(deps, email);
  }
}

/** Returns the user id for good credentials; one message for an unknown e-mail and a wrong password. */
export async function authenticate(db: Db, emailInput: string, password: string): Promise<string> {
  const [row] = await db
    .select({ id: users.profileId, passwordHash: users.passwordHash, disabledAt: users.signInDisabledAt })
    .from(users)
    .where(eq(users.email, normalizeEmail(emailInput)))
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash ?? DUMMY_HASH, password);
  if (!row || !ok) throw new AppError('unauthenticated', AUTH_MESSAGES.badCredentials);
  if (row.disabledAt) throw new AppError('forbidden', AUTH_MESSAGES.signInDisabled);
  return row.id;
}

/** The session user as GET /api/session returns it. */
export async function sessionUser(db: Queryable, userId: string): Promise<SessionUser> {
  const [row] = await db.select().from(users).innerJoin(profiles, eq(profiles.id, users.profileId)).where(eq(users.profileId, userId)).limit(1);
  if (!row) throw new AppError('unauthenticated', 'Please log in to continue');
  // The organizations' profiles in one statement: every affiliation has one (a foreign key), so they are the ids too.
  const managed = db.select({ id: affiliations.organizationId }).from(affiliations).where(eq(affiliations.userId, userId));
  const orgs = await db.select().from(profiles).where(inArray(profiles.id, managed));
  orgs.sort((a, b) => a.name.localeCompare(b.name));
  return {
    id: row.profiles.id,
    username: row.profiles.username,
    firstName: row.users.firstName,
    name: row.profiles.name,
    avatar: uploadUrl(row.profiles.avatarUploadId),
    identifier: row.profiles.username,
    email: row.users.email,
    emailVerified: row.users.emailVerifiedAt !== null,
    admin: row.users.admin,
    managedOrganizations: orgs.map((org) => org.id),
    organizations: orgs.map(profileSummary),
  };
}
