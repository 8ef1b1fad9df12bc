import { and, eq } from 'drizzle-orm';
import { attendeeMessageRecipients as r } from '../../platform/db/schema/index.ts';
import type { MailRefHandler } from '../../platform/mail/mail-refs.ts';

/**
 * The outcome of a recipient's e-mail (its job carries `{ kind: 'message_recipient', id }`): failed for good (a day of
 * 4xx, or a 5xx at once) it counts as failed in the message's summary; delivered after an admin's retry, as sent.
 * Only a handed-over row changes: a queued or suppressed one was never e-mailed.
 */
export const recipientMails: MailRefHandler = {
  async failed(tx, id) {
    await tx
      .update(r)
      .set({ state: 'failed' })
      .where(and(eq(r.id, id), eq(r.state, 'sent')));
  },
  async delivered(db, id) {
    await db
      .update(r)
      .set({ state: 'sent' })
      .where(and(eq(r.id, id), eq(r.state, 'failed')));
  },
};
