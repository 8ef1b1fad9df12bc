import { z } from 'zod';
import { text } from './common.ts';

/** The global alert bar's message. */
export const siteAlertReply = z.object({ alert: z.object({ id: z.uuid(), message: z.string() }).nullable() });
export const siteAlertBody = z.object({ message: text(500).nullable() });

export const outboxReply = z.object({
  messages: z.array(
    z.object({
      id: z.uuid(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      /** Files sent with the message; download one at /api/dev/outbox/{id}/attachments/{index}. */
      attachments: z.array(z.object({ index: z.number().int(), filename: z.string(), contentType: z.string(), size: z.number().int() })),
      createdAt: z.string(),
    }),
  ),
});

export const outboxAttachmentParams = z.object({ id: z.uuid(), index: z.coerce.number().int().min(0).max(100) });

const count = z.number().int().min(0);
/** E-mails waiting for their first try, waiting to be retried (an SMTP outage), and given up after a day of retries. */
export const mailBacklog = z.object({ queued: count, retrying: count, failed: count });

export const healthReply = z.object({ status: z.literal('ok'), database: z.string(), worker: z.enum(['started', 'separate']), mail: mailBacklog });

/** POST /api/v1/admin/mail/retry_failed: how many failed e-mails were queued again. */
export const mailRetryReply = z.object({ retried: count });
