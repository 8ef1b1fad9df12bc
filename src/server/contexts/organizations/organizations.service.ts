import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProfileSummary } from '../../../contracts/common.ts';
import type { createSchoolBody, ManageContext, searchCollaboratorsQuery } from '../../../contracts/organizations.ts';
import { SETTINGS_MESSAGES } from '../../../contracts/settings.ts';
import type { AccessReason, ProfileRights } from '../../../domain/access.ts';
import { invalidFieldMessage, isValidEmail, normalizeEmail } from '../../../domain/people.ts';
import type { ProfileType } from '../../../domain/profiles.ts';
import { PROFILE_TYPES } from '../../../domain/profiles.ts';
import { isValidTimezone } from '../../../domain/timezones.ts';
import type { Db } from '../../platform/db/client.ts';
import { affiliations, collaboratorInvitations, profiles, users } from '../../platform/db/schema/index.ts';
import { developerZoneAllowed } from '../../../domain/webhooks.ts';
import { verifiedEmail, type AuthUser } from '../../platform/http/auth.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { assertHandleAvailable, profileSummary, type ProfileRow } from '../accounts/index.ts';

export const SCHOOL_NAME_MAX = 100;
export const SEARCH_RESULTS_MAX = 10;

/** Runs a check that throws a validation AppError and collects its field errors instead. */
export async function collectFieldErrors(errors: Record<string, string>, check: () => Promise<void>) {
  try {
    await check();
  } catch (err) {
    if (err instanceof AppError && err.code === 'validation_failed' && err.fieldErrors) {
      for (const [k, v] of Object.entries(err.fieldErrors)) errors[k] ??= v;
    } else throw err;
  }
}

/**
 * Creates an organization owned by the user: the profile and the owner affiliation, in one transaction. The time zone
 * and currency are the creator's browser's when sent (a valid zone), else the database defaults (UTC, usd).
 */
export async function createSchool(db: Db, ownerId: string, input: z.infer<typeof createSchoolBody>): Promise<ProfileSummary> {
  const errors: Record<string, string> = {};
  const name = input.name.trim();
  const identifier = input.identifier.trim();
  if (!name) errors.name = SETTINGS_MESSAGES.required;
  else if (name.length > SCHOOL_NAME_MAX) errors.name = `Must be at most ${SCHOOL_NAME_MAX} characters`;
  await collectFieldErrors(errors, () => assertHandleAvailable(db, identifier, 'identifier'));
  const timezone = input.timezone?.trim() || undefined;
  if (timezone && !isValidTimezone(timezone)) errors.timezone = invalidFieldMessage('timezone');
  if (Object.keys(errors).length) throw invalid(errors);

  const school = await db.transaction(async (tx) => {
    const [row] = await tx.insert(profiles).values({ type: 'school', username: identifier, name, timezone, currency: input.currency }).returning();
    await tx.insert(affiliations).values({
      organizationId: row!.id,
      userId: ownerId,
      owner: true,
      admin: true,
      receiveNotifications: true,
    });
    return row!;
  });
  return profileSummary(school);
}

export function manageContext(profile: ProfileRow, access: AccessReason, rights: ProfileRights): ManageContext {
  return {
    profile: { ...profileSummary(profile), developerZoneAllowed: developerZoneAllowed(profile) },
    access,
    rights: { canEdit: rights.canEdit, canDelete: rights.canDelete },
  };
}

/** 'user,school' -> the known types; unknown and empty values are dropped, none left means both. */
export function parseProfileTypes(types: string | undefined): ProfileType[] {
  const wanted = (types ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t): t is ProfileType => (PROFILE_TYPES as readonly string[]).includes(t));
  return wanted.length ? [...new Set(wanted)] : [...PROFILE_TYPES];
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The address an exact e-mail search may look up, or null: only for a searcher whose own address is verified (no
 * right from an unverified e-mail), and counted against RATE_RULES.collaboratorEmailSearch, since each lookup tells
 * whether an address has an account.
 */
async function emailLookup(limits: RateLimiter, searcher: AuthUser, query: string): Promise<string | null> {
  if (!isValidEmail(query) || !verifiedEmail(searcher)) return null;
  await limits.hit(RATE_RULES.collaboratorEmailSearch, searcher.id);
  return normalizeEmail(query);
}

/**
 * People and organizations whose name or handle contains the query (case-insensitive), or a person whose
 * e-mail is exactly the query (see emailLookup). Replies carry public profile fields only, never an e-mail.
 * `ownerId` marks who is already on its team.
 */
export async function searchCollaborators(
  { db, limits }: { db: Db; limits: RateLimiter },
  searcher: AuthUser,
  input: z.infer<typeof searchCollaboratorsQuery>,
) {
  const query = input.query.trim();
  if (!query) return { results: [] };
  const types = parseProfileTypes(input.types);
  const pattern = likePattern(query);
  const email = await emailLookup(limits, searcher, query);
  const rows = await db
    .select({ profile: profiles, email: users.email })
    .from(profiles)
    .leftJoin(users, eq(users.profileId, profiles.id))
    .where(
      and(
        inArray(profiles.type, types),
        or(
          sql`lower(${profiles.name}) like ${pattern} escape '\\'`,
          sql`lower(${profiles.username}) like ${pattern} escape '\\'`,
          email ? eq(users.email, email) : undefined,
        ),
      ),
    )
    .orderBy(
      sql`case when lower(${profiles.username}) = ${query.toLowerCase()} or ${users.email} = ${email ?? ''} then 0 else 1 end`,
      asc(profiles.name),
      asc(profiles.username),
    )
    .limit(SEARCH_RESULTS_MAX);

  const added = new Set<string>();
  if (input.ownerId && rows.length) {
    const ids = rows.map((r) => r.profile.id);
    const emails = rows.flatMap((r) => (r.email ? [r.email] : []));
    const members = await db
      .select({ id: affiliations.userId })
      .from(affiliations)
      .where(and(eq(affiliations.organizationId, input.ownerId), inArray(affiliations.userId, ids)));
    for (const m of members) added.add(m.id);
    const invited = await db
      .select({ userId: collaboratorInvitations.userId, email: collaboratorInvitations.email })
      .from(collaboratorInvitations)
      .where(
        and(
          eq(collaboratorInvitations.organizationId, input.ownerId),
          emails.length
            ? or(inArray(collaboratorInvitations.userId, ids), inArray(collaboratorInvitations.email, emails))
            : inArray(collaboratorInvitations.userId, ids),
        ),
      );
    for (const inv of invited) {
      if (inv.userId) added.add(inv.userId);
      const match = rows.find((r) => r.email && r.email === inv.email);
      if (match) added.add(match.profile.id);
    }
  }
  return { results: rows.map((r) => ({ ...profileSummary(r.profile), alreadyAdded: added.has(r.profile.id) })) };
}
