import { z } from 'zod';
import { CURRENCY_CODES } from '../domain/money.ts';
import { EVENT_LIMITS } from '../domain/events.ts';
import { TICKET_LIMITS } from '../domain/tickets.ts';
import { EVENT_CREATOR_LIMITS, EVENT_CREATOR_MESSAGES as M } from './event-creator.messages.ts';
import { QUESTION_FIELD_TYPES } from './events-management.messages.ts';
import { instant, text } from './common.ts';

/** The AI event creator (buyer-side 2.4, 3, 7; issue 31). */

export const creatorIdParams = z.object({ uuid: z.uuid() });
export const createCreatorQuery = z.object({ ownerId: z.uuid() });
export const createCreatorReply = z.object({ uuid: z.uuid() });

export const CREATOR_ROLES = ['assistant', 'user'] as const;
export const creatorMessage = z.object({ id: z.uuid(), role: z.enum(CREATOR_ROLES), content: z.string() });
export type CreatorMessage = z.infer<typeof creatorMessage>;

/**
 * `thinking`: the last message is the organizer's and its reply is being produced (the page polls);
 * `failed`: producing it failed (the page shows 'Something went wrong.' with Resend); `ready` otherwise.
 */
export const CREATOR_STATUSES = ['ready', 'thinking', 'failed'] as const;
export const creatorChatReply = z.object({
  uuid: z.uuid(),
  ownerId: z.uuid(),
  messages: z.array(creatorMessage),
  status: z.enum(CREATOR_STATUSES),
  /** The draft event once the assistant created it (the last message links to its editor). */
  eventId: z.uuid().nullable(),
});
export type CreatorChatReply = z.infer<typeof creatorChatReply>;

/** Buyer-side 5: a message is non-empty after trimming. */
export const sendMessageBody = z.object({
  message: text(EVENT_CREATOR_LIMITS.message).refine((m) => m.trim().length > 0, M.emptyMessage),
});

/**
 * The draft as a language model proposes it (its tool call's arguments) and as the server checks it before
 * creating the event: the editor's limits, instants with offsets, money in minor units.
 */
export const draftSchema = z.object({
  name: text(EVENT_LIMITS.name).min(1).nullable(),
  description: text(EVENT_LIMITS.descriptionHtml).nullable(),
  timezone: text(64),
  currency: z.enum(CURRENCY_CODES),
  dates: z
    .array(z.object({ startsAt: instant, endsAt: instant, doorTime: instant.nullable() }))
    .max(EVENT_LIMITS.occurrences, `At most ${EVENT_LIMITS.occurrences} dates`),
  attendance: z.enum(['in_person', 'online']).nullable(),
  venue: z.object({ name: text(EVENT_LIMITS.locationName), address: text(EVENT_LIMITS.address), city: text(EVENT_LIMITS.city) }).nullable(),
  tickets: z
    .array(
      z.object({
        name: text(TICKET_LIMITS.name).min(1),
        price: z.number().int().min(0).max(TICKET_LIMITS.price),
        quantity: z.number().int().min(0).max(TICKET_LIMITS.quantity).nullable(),
        sale: z.enum(['advance', 'door']),
      }),
    )
    .max(TICKET_LIMITS.types),
  questions: z
    .array(
      z.object({
        fieldType: z.enum(QUESTION_FIELD_TYPES),
        title: text(EVENT_LIMITS.questionTitle).min(1),
        content: text(EVENT_LIMITS.questionContent),
        required: z.boolean(),
      }),
    )
    .max(EVENT_LIMITS.questions),
});
