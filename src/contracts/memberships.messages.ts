/**
 * Membership texts and constants (content-management 2.2, 2.3, 5, 8, 9; buyer-side 9): plain values without zod,
 * so the web app can import them without the schemas. The rules that use the limits and field messages live in
 * src/domain/memberships.ts (one copy of every text).
 */
import { SOMETHING_WENT_WRONG } from './errors.messages.ts';
import { AVAILABILITY_LABELS } from '../domain/tickets.ts';
import { EVENT_SHARE_TEXTS } from './events.messages.ts';
import { PROFILE_MESSAGES } from './profiles-public.messages.ts';
import { TEAM_PAGE_TEXTS } from './team.messages.ts';

export {
  DEFAULT_PRICE_INTERVAL,
  DISCOUNT_SCOPES,
  MEMBER_STATUSES,
  MEMBER_STATUS_FILTERS,
  MEMBERSHIP_LIMITS,
  MEMBERSHIP_PAGE_STATUSES,
  MEMBERSHIP_VALIDATION_MESSAGES,
  PRICE_INTERVAL_COUNT,
  PRICE_INTERVALS,
  RENEWAL_GRACE_DAYS,
  USAGE_SCOPES,
  intervalLabel,
} from '../domain/memberships.ts';

/** Members table (content-management 2.2, 9). */
export const MEMBERS_PAGE_SIZE = 10;
export const MEMBERS_PAGE_NUMBERS = 3;
export const MEMBERS_COLUMN_WIDTHS = ['32%', '32%', '31%', '5%'] as const;
export const MEMBER_NAME_CUT = { table: 20, tierFilter: 13 } as const;
/** The CSV export: its file name and columns in order (content-management 3). */
export const MEMBERS_EXPORT = {
  fileName: 'Members',
  columns: ['userName', 'userEmail', 'tierName', 'priceAmount', 'priceInterval', 'status', 'expiresAt'],
} as const;

/** Errors, refusals and not-found texts (content-management 2.2, 2.3, 5, 8), word for word. */
export const MEMBERSHIP_MESSAGES = {
  tierNotFound: 'Sorry! That tier wasn’t found.',
  benefitNotFound: 'Sorry! That benefit wasn’t found.',
  memberNotFound: TEAM_PAGE_TEXTS.memberNotFound,
  profileNotFound: PROFILE_MESSAGES.missing,
  notSetUp: (name: string) => `${name} hasn't set up memberships yet.`,
  tierDeleteBlocked: 'You cannot delete tiers that have subscribers. Hide it to remove it from public view.',
  benefitDeleteBlocked: 'You cannot delete benefits that have subscribers. Deactivate it to remove it from public view.',
  /** 'Stripe' is the product's wording (content-management 5) and Ovation's live provider. */
  providerMember: 'You can not manage this member since they subscribed through Stripe.',
  settingsUpdated: 'Settings updated',
  settingsFailed: SOMETHING_WENT_WRONG,
  /** How long the settings error stays (content-management 8). */
  settingsErrorMs: 2_000,
  createMemberFailed: 'Failed to create member',
  fetchMembershipsFailed: 'Failed to fetch memberships',
  getTiersFailed: 'Failed to get tiers',
  getSettingsFailed: 'Failed to get membership settings',
  tierSaveFailed: 'An error occurred while saving the tier',
  benefitExhausted: AVAILABILITY_LABELS.benefit_exhausted,
  /** The spec gives the rule, not its words. */
  payoutsFirst: 'Connect a payout account before setting up memberships.',
} as const;

/** The tier form's leave modal (content-management 2.2). */
export const TIER_LEAVE_TEXTS = {
  title: 'Leave page with unsaved changes?',
  text: 'Leaving this page will delete all unsaved changes.',
  leave: 'Leave page',
  stay: 'Stay',
} as const;

/** The tier list (content-management 2.2). */
export const TIER_LIST_TEXTS = {
  limited: (remaining: number, limit: number) => `Limited (${remaining} of ${limit} remaining)`,
  unlimited: 'Unlimited',
} as const;

/** The members table's display statuses (content-management 4), with their dates. */
export const MEMBER_STATUS_TEXTS = {
  renews: (date: string) => `renews ${date}`,
  expires: (date: string) => `expires ${date}`,
  expired: 'expired',
  invited: 'invited',
  filters: { all: 'All', active: 'Active', invited: 'Invited', expired: 'Expired' },
} as const;

/** The public membership page (content-management 2.3) and the checkout's banner (buyer-side 9). */
export const MEMBERSHIP_PAGE_TEXTS = {
  heading: 'Choose your membership',
  subscribe: 'Subscribe',
  manage: 'Manage',
  addedManually: 'Your membership was added manually.',
  addedManuallyContact: (email: string) => `To change or cancel it, please contact ${email}.`,
  close: 'Close',
  error: 'Error!',
  processing: 'Processing...',
  linkCopied: EVENT_SHARE_TEXTS.linkCopied,
  ctaTitle: PROFILE_MESSAGES.membershipCtaTitle,
  ctaText: PROFILE_MESSAGES.membershipCtaText,
} as const;
