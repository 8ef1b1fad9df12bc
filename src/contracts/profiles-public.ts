import { z } from 'zod';
import { DATE_FILTERS } from '../domain/occurrences.ts';
import { MEMBERSHIP_PAGE_STATUSES } from '../domain/memberships.ts';
import { FOLLOW_TABS, PROFILE_PAGE_SIZES, PROFILE_TABS } from '../domain/profile-page.ts';
import { profileSummary, text } from './common.ts';
import { categoryKey, socialLinks } from './events.ts';
export * from './profiles-public.messages.ts';

/** Public profile pages /:type/:username (content-management 2.9) and follows (buyer-side 7). */

/** Profile type letter in URLs: p for a person, o for an organization. */
export const profileTypeLetter = z.enum(['p', 'o']);
export const profileParams = z.object({ type: profileTypeLetter, username: text(100).min(1) });

/** GET /api/v1/profiles/:type/:username. */
export const publicProfile = z.object({
  id: z.uuid(),
  type: z.enum(['user', 'school']),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  banner: z.string().nullable(),
  /** The bio (plain text; the ABOUT section shows 3 lines with Read more). */
  description: z.string(),
  followersCount: z.number().int(),
  /** People only (0 for organizations). */
  followingCount: z.number().int(),
  organizationsCount: z.number().int(),
  /** The signed-in viewer follows this profile. */
  following: z.boolean(),
  /** The viewer is this profile: no Follow button. */
  isSelf: z.boolean(),
  /** The viewer passes the management gate for this profile, and why (the Manage buttons). */
  canManage: z.boolean(),
  manageAccess: z.enum(['owner', 'organization_member', 'site_admin']).nullable(),
  social: socialLinks,
  /** Published, listed events the profile organizes or helps with. */
  eventCounts: z.object({ upcoming: z.number().int(), past: z.number().int() }),
  hasEvents: z.boolean(),
  hasVideos: z.boolean(),
  /** The owner sells memberships: a non-archived tier with a live price, and a payout account. */
  hasMembershipTiers: z.boolean(),
  /** The viewer holds one of the profile's tiers now (the member badge). */
  member: z.boolean(),
  /** The membership page's visibility: a private page shows to the owner's managers and members only. */
  membershipStatus: z.enum(MEMBERSHIP_PAGE_STATUSES),
  /** The private page's uuid, only for a viewer the private page shows to (null otherwise, and for a public page). */
  membershipPrivateUuid: z.uuid().nullable(),
  /** The All tab's call to action: the owner's hero text and description, or the defaults. */
  membershipCta: z.object({ title: z.string(), text: z.string() }),
  /** Tabs with content, in order; empty for an empty profile (src/domain/profile-page.ts chooseProfileTab). */
  tabs: z.array(z.enum(PROFILE_TABS)),
  currency: z.string(),
  timezone: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfile>;
export const publicProfileReply = z.object({ profile: publicProfile });

/** GET /api/v1/profiles/:type/:username/events: 30 per page; upcoming soonest first, past latest first. */
export const profileEventsQuery = z.object({
  filterDate: z.enum(DATE_FILTERS).default('upcoming'),
  category: categoryKey.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** GET /api/v1/profiles/:type/:username/followers: 12 per page, newest first. */
export const followersQuery = z.object({
  tab: z.enum(FOLLOW_TABS).default('followers'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const followersReply = z.object({
  data: z.array(profileSummary),
  page: z.number().int(),
  perPage: z.literal(PROFILE_PAGE_SIZES.follows),
  totalCount: z.number().int(),
  nextPage: z.number().int().nullable(),
});

/** POST /api/follows?id= (201) and POST /api/follows/delete?id= (200). */
export const followQuery = z.object({ id: z.uuid() });
export const followReply = z.object({ following: z.boolean(), followersCount: z.number().int() });

/** DELETE /api/v1/profiles/:profileId/teachings/:collaboratorId: a collaborator removes themselves. */
export const selfRemovalParams = z.object({ profileId: z.uuid(), collaboratorId: z.uuid() });
