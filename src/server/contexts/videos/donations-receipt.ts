import { eq } from 'drizzle-orm';
import { DONATION_MAIL_TEXTS as T } from '../../../contracts/videos.messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { orders, profiles, videos } from '../../platform/db/schema/index.ts';
import { escapeHtml, oneLine } from '../../platform/html.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { subjectName } from '../../../domain/text.ts';

type OrderRow = typeof orders.$inferSelect;

/** The donor's receipt of a completed donation (built in the completing transaction); null without an address. */
export async function donationReceipt(db: Queryable, order: OrderRow): Promise<MailMessage | null> {
  if (!order.buyerEmail || !order.videoId) return null;
  const [row] = await db
    .select({ title: videos.title, owner: profiles.name })
    .from(videos)
    .innerJoin(profiles, eq(profiles.id, videos.ownerId))
    .where(eq(videos.id, order.videoId))
    .limit(1);
  if (!row) return null;
  const owner = oneLine(row.owner);
  const paragraphs = [
    T.greeting(oneLine(order.buyerFirstName ?? '')),
    T.text(formatMoney(order.total, order.currency), owner, oneLine(row.title)),
    ...(order.transactionId ? [T.transaction(order.transactionId)] : []),
  ];
  return {
    to: order.buyerEmail,
    subject: T.subject(subjectName(owner)),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
