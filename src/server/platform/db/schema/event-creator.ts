import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CREATOR_ROLES, CREATOR_STATUSES } from '../../../../contracts/event-creator.ts';
import type { EventDraft } from '../../../../domain/event-creator/draft.ts';
import { at, createdAt } from './columns.ts';
import { profiles, users } from './accounts.ts';
import { events } from './events.ts';

/**
 * A conversation with the AI event creator (issue 31): its id is the uuid of the chat's address. Only `userId`, who
 * started it, reads or writes it; `ownerId` is the profile the event will belong to, fixed at the start (never the
 * model's to choose).
 */
export const eventCreators = pgTable(
  'event_creators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.profileId, { onDelete: 'cascade' }),
    /** What the conversation has gathered so far (domain/event-creator/draft.ts). */
    draft: jsonb('draft').$type<EventDraft>().notNull(),
    status: text('status', { enum: CREATOR_STATUSES }).notNull().default('ready'),
    /** The draft event once the assistant created it. */
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('event_creators_user_idx').on(t.userId)],
);

/** The transcript, in `position` order (0, 1, ...): the unique position makes two writers of one turn collide. */
export const eventCreatorMessages = pgTable(
  'event_creator_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => eventCreators.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CREATOR_ROLES }).notNull(),
    content: text('content').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('event_creator_messages_position_idx').on(t.creatorId, t.position)],
);
