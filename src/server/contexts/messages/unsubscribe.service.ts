import { and, eq, sql } from 'drizzle-orm';
import { UNSUBSCRIBE_TEXTS as T } from '../../../contracts/messages.messages.ts';
import type { Db } from '../../platform/db/client.ts';
import { attendeeMessageRecipients, attendeeMessages, mailSuppressions, profiles } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import { tokenDigest } from '../../platform/tokens.ts';

/** The address and organizer an unsubscribe token names; an unknown token is not found (no sign-in needed). */
async function linkOf(db: Db, token: string) {
  const [row] = await db
    .select({ email: attendeeMessageRecipients.email, ownerId: attendeeMessages.ownerId, organizer: profiles.name })
    .from(attendeeMessageRecipients)
    .innerJoin(attendeeMessages, eq(attendeeMessages.id, attendeeMessageRecipients.messageId))
    .innerJoin(profiles, eq(profiles.id, attendeeMessages.ownerId))
    .where(eq(attendeeMessageRecipients.unsubscribeTokenHash, tokenDigest(token)));
  if (!row) throw notFound(T.invalid);
  return row;
}

export async function unsubscribeInfo(db: Db, token: string) {
  const link = await linkOf(db, token);
  const [suppressed] = await db
    .select({ email: mailSuppressions.email })
    .from(mailSuppressions)
    .where(and(eq(mailSuppressions.ownerId, link.ownerId), eq(mailSuppressions.email, link.email)));
  return { organizer: link.organizer, unsubscribed: Boolean(suppressed) };
}

/** Stops this organizer's messages to the address (idempotent: a second click answers the same). */
export async function unsubscribe(db: Db, token: string) {
  const link = await linkOf(db, token);
  await db.insert(mailSuppressions).values({ ownerId: link.ownerId, email: link.email }).onConflictDoNothing();
  // The recipient rows of this organizer's messages still queued for the address go out no more.
  await db.execute(sql`
    update attendee_message_recipients r set state = 'suppressed' from attendee_messages m
     where m.id = r.message_id and m.owner_id = ${link.ownerId} and r.email = ${link.email} and r.state = 'queued'`);
  return { organizer: link.organizer, unsubscribed: true };
}
