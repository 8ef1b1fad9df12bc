import { and, asc, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import { PRIVATE_LIST_API_MESSAGES, type PrivateListView } from '../../../contracts/private-lists.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { privateListMembers, privateLists, ticketTypePrivateLists } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import { containing } from './search.ts';

/** The lists of the overview, create, rename and delete (content-management 2.5 Private access lists). */

export type PrivateList = typeof privateLists.$inferSelect;

/** Lists with the count of their current members (removed ones stay on record for attribution, uncounted). */
const selectViews = (db: Queryable, where: SQL | undefined) =>
  db
    .select({ id: privateLists.id, name: privateLists.name, userCount: count(privateListMembers.id), createdAt: privateLists.createdAt })
    .from(privateLists)
    .leftJoin(privateListMembers, and(eq(privateListMembers.listId, privateLists.id), isNull(privateListMembers.removedAt)))
    .where(where)
    .groupBy(privateLists.id);

const toView = (row: { id: string; name: string; userCount: number; createdAt: Date }): PrivateListView => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const owned = (id: string, ownerId: string) => and(eq(privateLists.id, id), eq(privateLists.ownerId, ownerId), isNull(privateLists.deletedAt));

/**
 * A live list of `ownerId`. Another owner's list, a deleted one and an unknown id all answer the same 404, so an
 * id never reveals that a list exists. `share` locks its row until the transaction ends (a delete waits).
 */
export async function findOwnedList(db: Queryable, id: string, ownerId: string, lock?: 'share'): Promise<PrivateList> {
  const query = db.select().from(privateLists).where(owned(id, ownerId)).limit(1);
  const [list] = await (lock ? query.for(lock) : query);
  if (!list) throw notFound(PRIVATE_LIST_API_MESSAGES.notFound);
  return list;
}

/** All of the owner's live lists (the page sorts them), newest first; with `search`, those whose name holds it. */
export async function listLists(db: Db, ownerId: string, search: string | undefined): Promise<{ data: PrivateListView[] }> {
  const rows = await selectViews(
    db,
    and(eq(privateLists.ownerId, ownerId), isNull(privateLists.deletedAt), search ? ilike(privateLists.name, containing(search)) : undefined),
  ).orderBy(desc(privateLists.createdAt), asc(privateLists.id));
  return { data: rows.map(toView) };
}

export async function listView(db: Queryable, id: string, ownerId: string): Promise<PrivateListView> {
  const [row] = await selectViews(db, owned(id, ownerId));
  if (!row) throw notFound(PRIVATE_LIST_API_MESSAGES.notFound);
  return toView(row);
}

export async function createList(db: Db, ownerId: string, name: string): Promise<PrivateListView> {
  // In a transaction, as every change an admin may make in someone's area: its audit row commits with it.
  const [list] = await db.transaction((tx) => tx.insert(privateLists).values({ ownerId, name }).returning());
  return toView({ ...list!, userCount: 0 });
}

export async function renameList(db: Db, id: string, ownerId: string, name: string): Promise<PrivateListView> {
  // In a transaction, refused inside it: an admin's change commits with its audit row, a refusal with none.
  await db.transaction(async (tx) => {
    const [renamed] = await tx.update(privateLists).set({ name, updatedAt: new Date() }).where(owned(id, ownerId)).returning({ id: privateLists.id });
    if (!renamed) throw notFound(PRIVATE_LIST_API_MESSAGES.notFound);
  });
  return listView(db, id, ownerId);
}

/**
 * Deletes a list softly, in one transaction: its members are removed (softly: orders keep the member who brought
 * them, and their share codes stop unlocking anything) and the ticket types linked to it lose the link.
 */
export async function deleteList(db: Db, id: string, ownerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const [deleted] = await tx
      .update(privateLists)
      .set({ deletedAt: now, updatedAt: now })
      .where(owned(id, ownerId))
      .returning({ id: privateLists.id });
    if (!deleted) throw notFound(PRIVATE_LIST_API_MESSAGES.notFound);
    await tx
      .update(privateListMembers)
      .set({ removedAt: now })
      .where(and(eq(privateListMembers.listId, id), isNull(privateListMembers.removedAt)));
    await tx.delete(ticketTypePrivateLists).where(eq(ticketTypePrivateLists.listId, id));
  });
}
