import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uuid, date } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { profiles } from './accounts.ts';

/*
 * First-party analytics (contexts/analytics, docs/decisions/analytics.md "Collection and storage"). The raw rows are
 * kept 90 days (a daily job prunes them) and rolled up into analytics_daily, which is kept. No IP address anywhere.
 * Event, occurrence and organizer ids carry no foreign key: an insert never waits on a lock of the events table, a
 * deleted event's raw rows age out with the rest, and the rollups outlive the rows they count.
 */

export const ANALYTICS_DEVICES = ['desktop', 'mobile', 'tablet', 'other'] as const;

/** One visit of a browser: opened by the tracker, its id kept in local storage. */
export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    /** Made by the browser, so the tracker can send actions before the session's reply. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    eventId: uuid('event_id'),
    eventOccurrenceId: uuid('event_occurrence_id'),
    /** The owner profile of the landing page's event (or profile page). */
    organizerId: uuid('organizer_id'),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    device: text('device', { enum: ANALYTICS_DEVICES }).notNull(),
    locale: text('locale').notNull(),
    /** The referring origin and path, without query string or fragment; '' when direct. */
    referrer: text('referrer').notNull(),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** The referral (promoter) link code of the landing URL. */
    promoter: text('promoter'),
    environment: text('environment').notNull(),
    /**
     * sha256 of the UTC day's salt (analytics_salts), the site's host, the client address and the User-Agent: the same
     * browser on the same address is one visitor within a day, and nothing stored names the address. Null on rows
     * from before it existed (each counts as a visitor of its own).
     */
    visitorHash: text('visitor_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_sessions_created_idx').on(t.createdAt), index('analytics_sessions_organizer_idx').on(t.organizerId, t.createdAt)],
);

/**
 * The random salt of each UTC day's visitor hashes. Only today's is kept (the prune job deletes the others), so a
 * past day's hash can never be recomputed from an address and a User-Agent.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/** One thing a visitor did: a page view or one of the named actions (contracts/analytics.ts ANALYTICS_ACTIONS). */
export const analyticsActions = pgTable(
  'analytics_actions',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => analyticsSessions.id, { onDelete: 'cascade' }),
    actionName: text('action_name').notNull(),
    actionData: jsonb('action_data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    path: text('path').notNull(),
    eventId: uuid('event_id'),
    organizerId: uuid('organizer_id'),
    /** The browser's clock at the action; created_at is the server's. */
    occurredAt: at('occurred_at').notNull(),
    previousActionId: uuid('previous_action_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_actions_created_idx').on(t.createdAt),
    // The Stats queries: an event's (or an organizer's) actions over a time range, by name.
    index('analytics_actions_event_idx').on(t.eventId, t.createdAt),
    index('analytics_actions_organizer_idx').on(t.organizerId, t.createdAt),
    index('analytics_actions_session_idx').on(t.sessionId),
  ],
);

export const analyticsWebVitals = pgTable(
  'analytics_web_vitals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => analyticsSessions.id, { onDelete: 'cascade' }),
    metricName: text('metric_name').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    navigationType: text('navigation_type').notNull(),
    /** Origin and path of the page, without query string. */
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_web_vitals_created_idx').on(t.createdAt), index('analytics_web_vitals_session_idx').on(t.sessionId)],
);

/**
 * The daily rollup (contexts/analytics/rollup.ts), kept after the raw rows are pruned. `event_id` is the all-zero
 * uuid for profile-level rows; `dimension` is '' for the total, else `referrer:<host>`, `utm:<s>/<m>/<c>`,
 * `device:<device>` or `promoter:<code>`.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    organizerId: uuid('organizer_id').notNull(),
    eventId: uuid('event_id').notNull(),
    metric: text('metric').notNull(),
    dimension: text('dimension').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.organizerId, t.eventId, t.metric, t.dimension] }),
    index('analytics_daily_organizer_idx').on(t.organizerId, t.day),
    index('analytics_daily_event_idx').on(t.eventId, t.day),
  ],
);
