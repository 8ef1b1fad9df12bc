import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { PRIVATE_LIST_API_MESSAGES, PRIVATE_LIST_LIMITS, type ListMemberView } from '../../../contracts/private-lists.ts';
import type { Db } from '../../platform/db/client.ts';
import { privateListMembers as m, profiles, users } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import { findOwnedList } from './lists.service.ts';
import { containing } from './search.ts';

/** A list's people: the members table, the export's e-mails and removing one (content-management 2.5 Manage list). */

const live = (listId: string) => and(eq(m.listId, listId), isNull(m.removedAt));

/** The account whose verified e-mail a member's address is (an unverified account proves nothing). */
const accountOfMember = and(eq(users.email, m.email), isNotNull(users.emailVerifiedAt));
const profileOfAccount = eq(profiles.id, users.profileId);

/**
 * A page of the list's current members, by e-mail. The name is that of the account whose verified e-mail the
 * address is (an unverified account's name is not shown: the address may not be theirs), else ''.
 */
export async function listMembers(db: Db, listId: string, query: { search?: string; page: number }) {
  const perPage = PRIVATE_LIST_LIMITS.membersPerPage;
  const name = sql<string>`coalesce(${profiles.name}, '')`;
  const where = and(
    live(listId),
    query.search ? or(ilike(m.email, containing(query.search)), ilike(profiles.name, containing(query.search))) : undefined,
  );
  const [data, [total]] = await Promise.all([
    db
      .select({ id: m.id, email: m.email, name })
      .from(m)
      .leftJoin(users, accountOfMember)
      .leftJoin(profiles, profileOfAccount)
      .where(where)
      .orderBy(asc(m.email))
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    db.select({ n: count() }).from(m).leftJoin(users, accountOfMember).leftJoin(profiles, profileOfAccount).where(where),
  ]);
  return { data: data satisfies ListMemberView[], page: query.page, perPage, totalCount: total?.n ?? 0 };
}

/** Every current member's e-mail, by e-mail (the export is built in the browser). */
export async function memberEmails(db: Db, listId: string): Promise<{ emails: string[] }> {
  const rows = await db.select({ email: m.email }).from(m).where(live(listId)).orderBy(asc(m.email));
  return { emails: rows.map((r) => r.email) };
}

/**
 * Removes a member softly: the row stays, so orders their share code brought stay attributed to them; the
 * address may be added again (with a new share code).
 */
export async function removeMember(db: Db, ownerId: string, listId: string, memberId: string): Promise<void> {
  await findOwnedList(db, listId, ownerId);
  const [removed] = await db
    .update(m)
    .set({ removedAt: new Date() })
    .where(and(eq(m.id, memberId), live(listId)))
    .returning({ id: m.id });
  if (!removed) throw notFound(PRIVATE_LIST_API_MESSAGES.memberNotFound);
}
