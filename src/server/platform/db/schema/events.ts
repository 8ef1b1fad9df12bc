import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { membershipTiers } from './memberships.ts';
import { profiles, uploads } from './accounts.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export interface BannerMessage {
  type: 'info' | 'success' | 'warning' | 'danger';
  message: string;
  color: string;
  dismissible: boolean;
  ctaText?: string | null;
  ctaUrl?: string | null;
}

/**
 * An event (the spec's course), owned by a person or an organization. Its dates live in event_occurrences;
 * starts_at / ends_at / door_time here are the span of those dates (first start, last end, first door time),
 * kept by the events service so lists can filter and sort without a join. Null until the event has a date.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Sanitized HTML. */
    description: text('description').notNull().default(''),
    posterUploadId: uuid('poster_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Ordered upload ids of the image masonry. */
    images: uuid('images')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    videoUrl: text('video_url'),
    theme: text('theme', { enum: ['light', 'dark'] })
      .notNull()
      .default('light'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    doorTime: at('door_time'),
    /** IANA zone the event's dates are shown in. */
    timezone: text('timezone').notNull(),
    inPerson: boolean('in_person').notNull().default(true),
    online: boolean('online').notNull().default(false),
    locationSetting: text('location_setting', { enum: ['venue', 'tba'] })
      .notNull()
      .default('venue'),
    locationName: text('location_name'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    googlePlaceId: text('google_place_id'),
    /** Key of the fixed category list in src/domain/events.ts. */
    category: text('category'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    currency: text('currency').notNull(),
    published: boolean('published').notNull().default(false),
    /** Made by the AI event creator (issue 31); the editor shows a mark. */
    createdWithAssistant: boolean('created_with_assistant').notNull().default(false),
    /** Not listed anywhere, but reachable by its link. */
    private: boolean('private').notNull().default(false),
    refundsAllowed: boolean('refunds_allowed').notNull().default(false),
    purchaseButtonText: text('purchase_button_text'),
    bannerMessages: jsonb('banner_messages').$type<BannerMessage[]>().notNull().default([]),
    checkoutBannerMessage: text('checkout_banner_message'),
    donationEnabled: boolean('donation_enabled').notNull().default(false),
    donationTitle: text('donation_title'),
    donationDescription: text('donation_description'),
    donationIncludeAutomatically: boolean('donation_include_automatically').notNull().default(false),
    /** Minor units of the event currency. */
    donationSuggestedAmount: integer('donation_suggested_amount'),
    donationMaximum: integer('donation_maximum'),
    marketingConsentOwner: boolean('marketing_consent_owner').notNull().default(false),
    marketingConsentProduct: boolean('marketing_consent_product').notNull().default(false),
    collectInformationSetting: text('collect_information_setting', { enum: ['each-attendee', 'only-buyer'] })
      .notNull()
      .default('each-attendee'),
    transferAllowed: boolean('transfer_allowed').notNull().default(true),
    cancelAllowed: boolean('cancel_allowed').notNull().default(false),
    cancelDeadlineHours: integer('cancel_deadline_hours'),
    broadcastUrl: text('broadcast_url'),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Full-text search document: name, tags, location, then the description without its markup. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, coalesce(name, '')), 'A') ||
        setweight(to_tsvector('simple'::regconfig, ovation_text_array_to_string(tags)), 'B') ||
        setweight(to_tsvector('simple'::regconfig, coalesce(location_name, '') || ' ' || coalesce(address, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '')), 'C') ||
        setweight(to_tsvector('simple'::regconfig, regexp_replace(regexp_replace(description, '<[^>]*>', ' ', 'g'), '&[a-zA-Z0-9#]+;', ' ', 'g')), 'D')`,
    ),
    // Lifecycle (issue 34, o-life): archive, unpublish after sales, duplicate.
    /** Out of the business table's default lists (past events only); buyers see no difference. */
    archivedAt: at('archived_at'),
    /** Set when an event with sales is unpublished (published is false too): holders and the team still see its page. */
    unpublishedAt: at('unpublished_at'),
    /** The event this one was copied from, and the client's key that makes a double click one copy. */
    duplicatedFromId: uuid('duplicated_from_id'),
    duplicateKey: uuid('duplicate_key'),
    /* Lifecycle: postpone and cancel (issue 34, docs/decisions/events.md). */
    /** Cancelled by an event admin: sales stop, every order is refunded by a mass refund (mass_refunds). */
    canceledAt: at('canceled_at'),
    /** Postponed: the new dates are the occurrences; holders keep their tickets. */
    postponedAt: at('postponed_at'),
    /** While postponed, holders may ask for a refund from their ticket page until this instant. */
    refundRequestsUntil: at('refund_requests_until'),
  },
  (t) => [
    index('events_owner_starts_idx').on(t.ownerId, t.startsAt),
    index('events_listed_idx')
      .on(t.endsAt)
      .where(sql`${t.published} and not ${t.private}`),
    index('events_search_idx').using('gin', t.searchVector),
    // The admin console's prefix search by name.
    index('events_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    uniqueIndex('events_duplicate_key_idx').on(t.duplicateKey),
  ],
);

/** The dates of an event: one for a single event, several for a recurring one; orders will reference one. */
export const eventOccurrences = pgTable(
  'event_occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    doorTime: at('door_time'),
    timezone: text('timezone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('event_occurrences_event_starts_idx').on(t.eventId, t.startsAt)],
);

/**
 * What a buyer can pick. Capacity (quantity) applies to each date of the event. Sold and held counts are not
 * stored here: they are summed from order items and live holds (contexts/events/sales.ts).
 */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Minor units of `currency`, always the event's currency. */
    price: integer('price').notNull().default(0),
    /** The organizer's booking fee per ticket (minor units): added to the price, the organizer's money. */
    fee: integer('fee').notNull().default(0),
    currency: text('currency').notNull(),
    quantity: integer('quantity').notNull(),
    startsSalesAt: at('starts_sales_at'),
    endsSalesAt: at('ends_sales_at'),
    category: text('category', { enum: ['Admission', 'Add on'] })
      .notNull()
      .default('Admission'),
    attendanceType: text('attendance_type', { enum: ['in_person', 'online'] })
      .notNull()
      .default('in_person'),
    visibilityScope: text('visibility_scope', { enum: ['public', 'secret', 'member', 'list'] })
      .notNull()
      .default('public'),
    pricingMode: text('pricing_mode', { enum: ['fixed', 'custom_price'] })
      .notNull()
      .default('fixed'),
    suggestedPrice: integer('suggested_price'),
    minimumPrice: integer('minimum_price'),
    /** Secret code (upper-cased) that unlocks a secret ticket type. */
    code: text('code'),
    quantityPerCode: integer('quantity_per_code'),
    maxPerOrder: integer('max_per_order').notNull().default(25),
    position: integer('position').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    /** The tier whose members see and buy a `member` ticket type (buyer-side 3 membershipId). */
    membershipTierId: uuid('membership_tier_id').references(() => membershipTiers.id, { onDelete: 'set null' }),
    /** The seat categories of the event's chart this type sells (buyer-side 3 seatsCategoryKeys); empty: no seat. */
    seatsCategoryKeys: text('seats_category_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    // Fees (issue 34, o-fees): `fee` above is the organizer's own booking fee, added to the price; this switch puts
    // the platform fee inside the price the buyer sees, out of the organizer's share (docs/decisions/checkout.md).
    absorbFees: boolean('absorb_fees').notNull().default(false),
    /* ---- Passes and punch cards (issue 34, docs/decisions/tickets.md) ---- */
    /** single: one entry on the order's date; pass: one entry on each of its dates; punch_card: `entries` entries. */
    admission: text('admission', { enum: ['single', 'pass', 'punch_card'] })
      .notNull()
      .default('single'),
    /** A pass's dates (occurrence ids); empty: every date of the event. */
    passOccurrenceIds: uuid('pass_occurrence_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** A punch card's number of entries (2 or more); null for other admissions. */
    entries: integer('entries'),
  },
  (t) => [
    index('ticket_types_event_position_idx').on(t.eventId, t.position),
    uniqueIndex('ticket_types_event_code_idx').on(t.eventId, t.code),
    check('ticket_types_entries_check', sql`(${t.admission} = 'punch_card') = (${t.entries} is not null) and coalesce(${t.entries}, 2) >= 2`),
  ],
);

/** Checkout questions asked per attendee or of the buyer. */
export const eventQuestions = pgTable(
  'event_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fieldType: text('field_type', { enum: ['text', 'short text', 'terms', 'dropdown'] }).notNull(),
    title: text('title').notNull(),
    /** Dropdown options (one per line) or the terms text. */
    content: text('content').notNull().default(''),
    required: boolean('required').notNull().default(false),
    /** Ticket type ids the question applies to; empty means all. */
    onlyForTickets: uuid('only_for_tickets')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('event_questions_event_idx').on(t.eventId, t.position)],
);

/** The spec's teachings: people or organizations helping with an event, with an access setting. */
export const eventCollaborators = pgTable(
  'event_collaborators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    accessSetting: text('access_setting', { enum: ['admin', 'door', 'door_with_stats', 'basic'] })
      .notNull()
      .default('basic'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('event_collaborators_event_profile_idx').on(t.eventId, t.profileId), index('event_collaborators_profile_idx').on(t.profileId)],
);

/**
 * Collaborators invited by e-mail (the address may not have an account yet). Accepting, signed in with that
 * verified address, turns the invitation into an event_collaborators row with its access setting.
 */
export const eventCollaboratorInvitations = pgTable(
  'event_collaborator_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    accessSetting: text('access_setting', { enum: ['admin', 'door', 'door_with_stats', 'basic'] })
      .notNull()
      .default('basic'),
    invitedById: uuid('invited_by_id').references(() => profiles.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    sendCount: integer('send_count').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('event_invitations_event_email_idx').on(t.eventId, t.email), uniqueIndex('event_invitations_token_idx').on(t.tokenHash)],
);

/** A person following a profile (a person or an organization). */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    followedId: uuid('followed_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followedId] }), index('follows_followed_idx').on(t.followedId, t.createdAt)],
);
