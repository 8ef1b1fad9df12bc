import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The mail adapter: SMTP when configured, otherwise the built-in outbox table. */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  deliver(message: MailMessage): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async deliver(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
  };
}

export function outboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async deliver(m) {
      await db.insert(mailOutbox).values({ to: m.to, subject: m.subject, text: m.text, html: m.html ?? null });
    },
  };
}
