import { GUEST_MAIL_TEXTS as M } from '../../../contracts/guests.messages.ts';
import { TICKET_DATE_FORMAT } from '../../../contracts/tickets.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { subjectName } from '../../../domain/text.ts';
import type { Config } from '../../platform/config.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { holderName, toTicketView, type TicketRecord } from './ticket-records.ts';
import { renderPdf } from './ticket-pdf.ts';

/** The greeting (the ticket's holder) and the ticket's date, in its zone. */
function mailLines(r: TicketRecord) {
  return {
    greeting: M.greeting(holderName(r).firstName?.trim() ?? ''),
    when: M.when(formatInZone(r.occurrence.startsAt, r.occurrence.timezone, TICKET_DATE_FORMAT), r.occurrence.timezone),
  };
}

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
  const { greeting, when } = mailLines(r);
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

/**
 * The news of a ticket's new date without the ticket (one waiting to be claimed has no QR code yet): to its recipient,
 * who claims it with the link of the transfer e-mail, or to its sender, greeted by `r`'s holder name.
 */
export function dateNoticeMail(
  r: TicketRecord,
  to: string,
  kind: { subject: (eventName: string) => string; intro: (eventName: string) => string },
): MailMessage {
  const { greeting, when } = mailLines(r);
  const intro = kind.intro(r.event.name);
  return {
    to,
    subject: kind.subject(subjectName(r.event.name)),
    text: [greeting, '', intro, '', when].join('\n'),
    html: [greeting, intro, when].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
