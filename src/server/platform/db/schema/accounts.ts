import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';

/** People and organizations ("schools") share one table and one handle namespace. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['user', 'school'] }).notNull(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    publicEmail: text('public_email'),
    phone: text('phone'),
    avatarUploadId: uuid('avatar_upload_id'),
    bannerUploadId: uuid('banner_upload_id'),
    description: text('description').notNull().default(''),
    timezone: text('timezone').notNull().default('Etc/UTC'),
    currency: text('currency').notNull().default('usd'),
    webUrl: text('web_url'),
    facebookUrl: text('facebook_url'),
    twitterUrl: text('twitter_url'),
    instagramUrl: text('instagram_url'),
    youtubeUrl: text('youtube_url'),
    tiktokUrl: text('tiktok_url'),
    googleAnalyticsId: text('google_analytics_id'),
    metaPixelId: text('meta_pixel_id'),
    googleTagManagerContainerId: text('google_tag_manager_container_id'),
    developerZoneAllowed: boolean('developer_zone_allowed').notNull().default(false),
    paymentAccountId: text('payment_account_id'),
    /** Membership settings (content-management 3): the page's hero text, description, and public or private with
     * the private link's uuid. */
    membershipTitle: text('membership_title').notNull().default(''),
    membershipDescription: text('membership_description').notNull().default(''),
    membershipStatus: text('membership_status', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    membershipPrivateUuid: uuid('membership_private_uuid'),
    /** The creator whose referral link (?ref=username) brought this account to sign up (the referral tracker). */
    referredById: uuid('referred_by_id').references((): AnyPgColumn => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_username_lower_idx').on(sql`lower(${t.username})`),
    // The admin console's prefix search (contexts/admin/search.service.ts): lower(x) like 'q%' under any collation.
    index('profiles_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('profiles_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('profiles_referred_by_idx')
      .on(t.referredById)
      .where(sql`${t.referredById} is not null`),
  ],
);

/** Sign-in credentials and flags of a person; one row per user profile. */
export const users = pgTable(
  'users',
  {
    profileId: uuid('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    admin: boolean('admin').notNull().default(false),
    /** Set when the owner opened the link mailed to `email`; no right comes from the address before (guest
     * tickets, attendee tickets, invitations). Changing the e-mail clears it. */
    emailVerifiedAt: at('email_verified_at'),
    /** Set when a site admin disabled sign-in: no session, password or API key of the account passes. */
    signInDisabledAt: at('sign_in_disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    // The admin console's prefix search by e-mail and last name.
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
  ],
);

/** E-mail verification links: only the SHA-256 digest of the token is stored; one use, expiring. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The address the link was sent to; verifying checks it is still the account's. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verifications_token_idx').on(t.tokenHash), index('email_verifications_user_idx').on(t.userId)],
);

/** Password-reset links (a site admin sends one to the account's address): SHA-256 digest only; one use, expiring. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_idx').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

/**
 * Opaque session tokens; only their SHA-256 digest is stored (`id`). A session lives 30 days after its last use,
 * renewed at most once a day (domain/sessions.ts), so `lastUsedAt` is day-precise. `publicId` names the session
 * in the sessions list and its sign-out, so neither the token nor its digest ever leaves the server. The user
 * agent (cut to 256 characters) tells the devices apart; no IP address is kept (docs/decisions/accounts.md).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Members of an organization; exactly one owner. */
export const affiliations = pgTable(
  'affiliations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    owner: boolean('owner').notNull().default(false),
    admin: boolean('admin').notNull().default(false),
    receiveNotifications: boolean('receive_notifications').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('affiliations_org_user_idx').on(t.organizationId, t.userId), index('affiliations_user_idx').on(t.userId)],
);

/** Pending team invitations: to an e-mail, which may already belong to a user. */
export const collaboratorInvitations = pgTable(
  'collaborator_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => profiles.id, { onDelete: 'cascade' }),
    invitedById: uuid('invited_by_id').references(() => profiles.id, { onDelete: 'set null' }),
    admin: boolean('admin').notNull().default(false),
    receiveNotifications: boolean('receive_notifications').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    sendCount: integer('send_count').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invitations_org_email_idx').on(t.organizationId, t.email), uniqueIndex('invitations_token_idx').on(t.tokenHash)],
);

/** Files uploaded by a user (images for now), stored through the Storage port. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: createdAt(),
});
