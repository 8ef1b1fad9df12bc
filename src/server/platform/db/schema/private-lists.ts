import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { profiles } from './accounts.ts';
import { ticketTypes } from './events.ts';

/**
 * Private access lists (content-management 2.5, 3 Private list): e-mails that unlock list-scoped ticket types.
 * Deleting a list or removing a member is a soft delete: orders stay attributed to the member whose share code
 * brought them (the guests page and the ticket page count them).
 */
export const privateLists = pgTable(
  'private_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('private_lists_owner_idx').on(t.ownerId, t.createdAt)],
);

/**
 * A list's e-mails (content-management 3 List member), trimmed and lower-cased. Rights come from the e-mail only
 * once an account has verified it. Each member has a personal share code (buyer-side 2.9 shareCode) that lets
 * friends buy the list's tickets within the member's quantity per code.
 */
export const privateListMembers = pgTable(
  'private_list_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => privateLists.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    /** Upper-case letters and digits, unique across the product: a code names one member of one list. */
    shareCode: text('share_code').notNull(),
    createdAt: createdAt(),
    removedAt: at('removed_at'),
  },
  (t) => [
    uniqueIndex('private_list_members_list_email_idx')
      .on(t.listId, t.email)
      .where(sql`${t.removedAt} is null`),
    uniqueIndex('private_list_members_share_code_idx').on(t.shareCode),
    index('private_list_members_email_idx').on(t.email),
  ],
);

/** The lists whose members (and their friends, by share code) may buy a ticket type of visibility `list`. */
export const ticketTypePrivateLists = pgTable(
  'ticket_type_private_lists',
  {
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    listId: uuid('list_id')
      .notNull()
      .references(() => privateLists.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.ticketTypeId, t.listId] }), index('ticket_type_private_lists_list_idx').on(t.listId)],
);

/**
 * Tickets taken on a member's code, per ticket type: one conditional UPDATE keeps `used` within the ticket type's
 * quantityPerCode however many friends race. A use is given back only once its order can no longer be paid.
 */
export const privateListCodeUses = pgTable(
  'private_list_code_uses',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => privateListMembers.id, { onDelete: 'restrict' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ticketTypeId] }), check('private_list_code_uses_used_check', sql`${t.used} >= 0`)],
);
