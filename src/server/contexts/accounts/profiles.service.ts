import { and, eq, inArray, ne } from 'drizzle-orm';
import { USERNAME_MESSAGES, usernameProblem } from '../../../domain/people.ts';
import type { ProfileSummary } from '../../../contracts/common.ts';
import type { SocialLinks } from '../../../contracts/events.ts';
import { AUTH_MESSAGES } from '../../../contracts/accounts.ts';
import type { Db } from '../../platform/db/client.ts';
import { profiles, users } from '../../platform/db/schema/index.ts';
import { invalid } from '../../platform/http/errors.ts';

import { byHandle, type ProfileRow } from '../../platform/access/profiles.ts';

export { findProfile, findProfileByUsername, type ProfileRow } from '../../platform/access/profiles.ts';

export const uploadUrl = (id: string | null) => (id ? `/api/uploads/${id}` : null);

export function profileSummary(p: Pick<ProfileRow, 'id' | 'type' | 'username' | 'name' | 'avatarUploadId'>): ProfileSummary {
  return { id: p.id, type: p.type, username: p.username, name: p.name, avatar: uploadUrl(p.avatarUploadId) };
}

/** A profile's web and social links (contracts' profileLinks): settings and the public pages show the same ones. */
export function profileLinksOf(p: ProfileRow) {
  return {
    webUrl: p.webUrl,
    facebookUrl: p.facebookUrl,
    twitterUrl: p.twitterUrl,
    instagramUrl: p.instagramUrl,
    youtubeUrl: p.youtubeUrl,
    tiktokUrl: p.tiktokUrl,
  };
}

/** The public contact of a profile: its public e-mail, phone and links (the profile page and the event's organizer). */
export const socialLinksOf = (p: ProfileRow): SocialLinks => ({ email: p.publicEmail, phone: p.phone, ...profileLinksOf(p) });

/** Checks a handle's form and that no other user or organization has it; `field` names the form field. */
export async function assertHandleAvailable(db: Db, username: string, field: string, exceptId?: string) {
  const problem = usernameProblem(username);
  if (problem) throw invalid({ [field]: USERNAME_MESSAGES[problem] });
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(exceptId ? and(byHandle(username), ne(profiles.id, exceptId)) : byHandle(username))
    .limit(1);
  if (taken) throw invalid({ [field]: AUTH_MESSAGES.usernameTaken });
}

/** The accounts behind e-mail addresses (invited people), by normalized e-mail. */
export async function accountsByEmail(db: Db, emails: string[]): Promise<Map<string, ProfileRow>> {
  if (!emails.length) return new Map();
  const rows = await db
    .select({ email: users.email, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(inArray(users.email, emails));
  return new Map(rows.map((r) => [r.email, r.profile]));
}
