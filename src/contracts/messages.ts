import { z } from 'zod';
import { instant, text } from './common.ts';
import { MESSAGES_ERRORS as E } from './messages.messages.ts';
import { MESSAGE_AUDIENCES, MESSAGE_FORMATS, MESSAGE_LIMITS } from './messages.values.ts';

export { eventIdParams } from './events.ts';
export { okReply } from './common.ts';

export const messageParams = z.object({ eventId: z.uuid(), messageId: z.uuid() });

/** Who a message goes to: everyone holding a ticket, the holders of one ticket type, or of one date. */
const audienceFields = {
  audience: z.enum(MESSAGE_AUDIENCES),
  ticketTypeId: z.uuid().optional(),
  occurrenceId: z.uuid().optional(),
};

const withAudienceTarget = <T extends z.ZodObject<typeof audienceFields>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    if (v.audience === 'ticket_type' && !v.ticketTypeId) ctx.addIssue({ code: 'custom', path: ['ticketTypeId'], message: E.ticketTypeRequired });
    if (v.audience === 'date' && !v.occurrenceId) ctx.addIssue({ code: 'custom', path: ['occurrenceId'], message: E.dateRequired });
  });

export const audienceQuery = withAudienceTarget(z.object(audienceFields));
export const audienceCountReply = z.object({ recipients: z.number().int() });

const contentFields = {
  subject: text(MESSAGE_LIMITS.subject).trim().min(1, E.subjectRequired),
  body: text(MESSAGE_LIMITS.body).trim().min(1, E.bodyRequired),
  format: z.enum(MESSAGE_FORMATS),
};
export const messageContentBody = z.object(contentFields);
export const renderedMessageReply = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export const testSendReply = z.object({ sentTo: z.string() });

export const sendMessageBody = withAudienceTarget(
  z.object({
    ...audienceFields,
    ...contentFields,
    /** Made by the compose form once: a double click or a retried request finds the message the first one made. */
    clientKey: z.uuid(),
  }),
);

export const deliverySummary = z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int(), suppressed: z.number().int() });

export const messageView = z.object({
  id: z.uuid(),
  subject: z.string(),
  body: z.string(),
  format: z.enum(MESSAGE_FORMATS),
  audience: z.enum(MESSAGE_AUDIENCES),
  /** The ticket type's name or the date's start, for the audience line. */
  ticketTypeName: z.string().nullable(),
  occurrenceStartsAt: instant.nullable(),
  sender: z.object({ name: z.string() }).nullable(),
  recipients: z.number().int(),
  summary: deliverySummary,
  createdAt: instant,
  finishedAt: instant.nullable(),
});
export type MessageView = z.infer<typeof messageView>;
export const messageReply = z.object({ message: messageView });
export const messagesReply = z.object({ messages: z.array(messageView) });

export const unsubscribeParams = z.object({ token: text(100).min(1) });
export const unsubscribeReply = z.object({ organizer: z.string(), unsubscribed: z.boolean() });
