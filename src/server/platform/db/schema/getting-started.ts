import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { profiles } from './accounts.ts';

/**
 * The new organizer's first-run checklist (issue 34, docs/decisions/accounts.md "First-run checklist"): what no
 * other table records. One row per user, made on the first dismissal or share; the other items tick from the
 * profiles, payout account and events themselves.
 */
export const gettingStarted = pgTable('getting_started', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  /** "Hide this checklist": sign-in then lands where it always did. */
  dismissedAt: at('dismissed_at'),
  /** The first time the user copied or shared the link of a published event they manage. */
  sharedAt: at('shared_at'),
});
