import { newShareCode, normalizeEmail } from '../../../domain/private-lists.ts';
import type { Db } from '../../platform/db/client.ts';
import { privateListMembers, privateLists } from '../../platform/db/schema/index.ts';

/** A private list of `ownerId` with `emails` on it (each with a share code), written straight to the database. */
export async function insertList(db: Db, ownerId: string, emails: readonly string[], name = 'VIP guests') {
  const [list] = await db.insert(privateLists).values({ ownerId, name }).returning();
  const members = emails.length
    ? await db
        .insert(privateListMembers)
        .values(emails.map((email) => ({ listId: list!.id, email: normalizeEmail(email), shareCode: newShareCode() })))
        .returning()
    : [];
  return { list: list!, members };
}
