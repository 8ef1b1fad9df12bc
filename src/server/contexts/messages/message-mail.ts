import { MESSAGE_MAIL as T } from '../../../contracts/messages.messages.ts';
import type { MessageFormat } from '../../../contracts/messages.values.ts';
import { escapeHtml, htmlToText, oneLine, sanitizeUserHtml } from '../../platform/html.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

export interface MessageContent {
  subject: string;
  body: string;
  format: MessageFormat;
}

/** The organizer's words as e-mail HTML and text: HTML through the rich-text allow-list, plain text escaped. */
export function renderBody({ body, format }: Pick<MessageContent, 'body' | 'format'>): { html: string; text: string } {
  if (format === 'html') {
    const html = sanitizeUserHtml(body, 'richText');
    return { html, text: htmlToText(html) };
  }
  const text = body.replace(/\r\n?/g, '\n').trim();
  const html = text
    .split(/\n{2,}/)
    .map((para) => `<p>${escapeHtml(para).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return { html, text };
}

export interface MessageMailInput extends MessageContent {
  to: string;
  eventName: string;
  organizer: string;
  /** The recipient's one-click unsubscribe: the page (in the e-mail) and the API target (List-Unsubscribe). */
  unsubscribe: { pageUrl: string; postUrl: string } | null;
  test?: boolean;
}

/**
 * One attendee message. Every copy carries why it came and how to stop (RFC 8058 one-click headers too); a test
 * copy to the sender has no real link and says it is a test in its subject.
 */
export function messageMail(input: MessageMailInput): MailMessage {
  const { html, text } = renderBody(input);
  const why = T.why(oneLine(input.eventName));
  const stop = T.unsubscribe(oneLine(input.organizer));
  const link = input.unsubscribe?.pageUrl ?? '#';
  return {
    to: input.to,
    subject: `${input.test ? T.testPrefix : ''}${oneLine(input.subject)}`,
    text: [text, '--', why, `${stop}: ${link}`].join('\n\n'),
    html: [html, '<hr>', `<p style="color:#666;font-size:12px">${escapeHtml(why)}<br><a href="${escapeHtml(link)}">${escapeHtml(stop)}</a></p>`].join(
      '\n',
    ),
    ...(input.unsubscribe
      ? { headers: { 'List-Unsubscribe': `<${input.unsubscribe.postUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  };
}
