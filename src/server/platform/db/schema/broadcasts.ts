import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BROADCAST_MODES, BROADCAST_STATUSES } from '../../../../domain/broadcasts.ts';
import { at, createdAt } from './columns.ts';
import { eventOccurrences, events } from './events.ts';
import { videos } from './videos.ts';

/**
 * The live broadcast of one online date (issue 30): made the first time something needs it (an insert that does
 * nothing on conflict), watched at /b/:id. The stream key is the publisher's secret: only the event's admins read it.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    occurrenceId: uuid('occurrence_id')
      .notNull()
      .references(() => eventOccurrences.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: BROADCAST_MODES }).notNull().default('ovation'),
    /** The stream elsewhere (external mode): https only, shown to those who may watch. */
    externalUrl: text('external_url'),
    streamKey: text('stream_key').notNull(),
    status: text('status', { enum: BROADCAST_STATUSES }).notNull().default('idle'),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    /** The organizer pressed Stop on it live: the ingest ends it at its next segment even if the stop's notice is lost. */
    stopRequestedAt: at('stop_requested_at'),
    /** The recording as a video of the owner's library, once the replay job made it. */
    replayVideoId: uuid('replay_video_id').references(() => videos.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('broadcasts_occurrence_idx').on(t.occurrenceId),
    uniqueIndex('broadcasts_stream_key_idx').on(t.streamKey),
    index('broadcasts_event_idx').on(t.eventId),
    index('broadcasts_replay_idx').on(t.replayVideoId),
    check('broadcasts_external_url_check', sql`${t.mode} <> 'external' or ${t.externalUrl} is not null`),
  ],
);

/**
 * Who watched a broadcast lately, summed over every API process (issue 35): each process keeps its viewers' playlist
 * polls in memory and writes the ones it saw here in one upsert every few seconds (contexts/broadcasts/viewers.ts).
 * Telemetry, not history: rows older than the viewer window are deleted in small batches. `viewer_id` is the
 * viewer's profile, without a foreign key, so a batch never fails on an account deleted meanwhile.
 */
export const broadcastViewers = pgTable(
  'broadcast_viewers',
  {
    broadcastId: uuid('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.viewerId] }), index('broadcast_viewers_seen_idx').on(t.lastSeenAt)],
);
