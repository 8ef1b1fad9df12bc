import { GUEST_MAIL_TEXTS as M } from '../../../contracts/guests.messages.ts';
import { TICKET_DATE_FORMAT } from '../../../contracts/tickets.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { subjectName } from '../../../domain/text.ts';
import type { Config } from '../../platform/config.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { holderName, toTicketView, type TicketRecord } from './ticket-records.ts';
import { renderPdf } from './ticket-pdf.ts';

/**
 * One ticket by e-mail to `to` (a resend, or the news of a new date): the holder's link `/ticket/:id` and the
 * ticket's PDF, as its holder sees it (never the order id: that is the buyer's capability).
 */
export async function singleTicketMail(
  config: Pick<Config, 'publicUrl'>,
  r: TicketRecord,
  to: string,
  kind: { subject: (eventName: string) => string; intro: (eventName: string) => string; newQrCode: boolean },
): Promise<MailMessage> {
  const view = toTicketView(r, null, { showOrderId: false });
  const pdf = await renderPdf([view], `${r.item.name} – ${r.event.name}`);
  const link = `${config.publicUrl}/ticket/${r.item.id}`;
  const greeting = M.greeting(holderName(r).firstName?.trim() ?? '');
  const when = M.when(formatInZone(r.occurrence.startsAt, r.occurrence.timezone, TICKET_DATE_FORMAT), r.occurrence.timezone);
  const lines = [greeting, '', kind.intro(r.event.name), link, '', when, ...(kind.newQrCode ? ['', M.newQrCode] : [])];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(kind.intro(r.event.name))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(M.viewTicket)}</a></p>`,
    `<p>${escapeHtml(when)}</p>`,
    kind.newQrCode ? `<p><strong>${escapeHtml(M.newQrCode)}</strong></p>` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    to,
    subject: kind.subject(subjectName(r.event.name)),
    text: lines.join('\n'),
    html,
    attachments: [{ filename: `ticket-${view.code}.pdf`, contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
  };
}
