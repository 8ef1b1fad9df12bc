import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { MailRef } from './mail-refs.ts';

/** A file sent with an e-mail (the tickets PDF). Base64, so the message stays plain JSON in the job queue. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on attendee messages. */
  headers?: Record<string, string>;
  /** What the e-mail is for (mail-refs.ts): never sent, only read when it fails for good or is delivered. */
  ref?: MailRef;
}

/** The mail adapter: SMTP when configured, otherwise the built-in outbox table. */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  /**
   * `id` is the same on every try of one e-mail (its job's id): a try after a crash that came after the delivery
   * does not deliver it twice to the outbox, and gives SMTP the same Message-ID (receivers drop the duplicate).
   */
  deliver(message: MailMessage, id?: string): Promise<void>;
  /** Closes pooled connections (at shutdown, after the worker stopped). */
  close(): void;
}

/** The domain of a From address ('Ovation <no-reply@ovation.local>'), for Message-IDs. */
const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'ovation.local';

export function smtpMailer(url: string, from: string): Mailer {
  // Pooled: a worker delivers a batch of e-mails at once over a few reused connections, not one each.
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: 5 });
  return {
    kind: 'smtp',
    close: () => transport.close(),
    async deliver(m, id) {
      await transport.sendMail({
        ...(id ? { messageId: `<${id}@${domainOf(from)}>` } : {}),
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers,
        attachments: (m.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.contentBase64,
          encoding: 'base64',
        })),
      });
    },
  };
}

export function outboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    close: () => undefined,
    async deliver(m, id) {
      await db
        .insert(mailOutbox)
        .values({
          ...(id ? { id } : {}),
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? null,
          attachments: m.attachments ?? [],
          headers: m.headers ?? {},
        })
        .onConflictDoNothing();
    },
  };
}
