import { z } from 'zod';

/** The global alert bar's message. */
export const siteAlertReply = z.object({ alert: z.object({ id: z.uuid(), message: z.string() }).nullable() });
export const siteAlertBody = z.object({ message: z.string().max(500).nullable() });

export const outboxReply = z.object({
  messages: z.array(
    z.object({
      id: z.uuid(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

export const healthReply = z.object({ status: z.literal('ok'), database: z.string(), worker: z.enum(['started', 'separate']) });
