/**
 * Membership texts and constants (content-management 2.2, 2.3, 5, 8, 9; buyer-side 9): plain values without zod,
 * so the web app can import them without the schemas. The rules that use the limits and field messages live in
 * src/domain/memberships.ts (one copy of every text). The common words of the organizer's area ('Save', 'Delete', ...)
 * are written here, not read from the team, payments or events-management texts: the public profile and membership
 * page import this module, and a reference brought those whole modules (9 KB gzipped) into their first load.
 */
import { SOMETHING_WENT_WRONG, unableTo } from './errors.messages.ts';
import { AVAILABILITY_LABELS } from '../domain/tickets.ts';
import { EVENT_SHARE_TEXTS } from './events.messages.ts';
import { PROFILE_MESSAGES } from './profiles-public.messages.ts';
import { MEMBERSHIP_LIMITS, MEMBERSHIP_VALIDATION_MESSAGES } from '../domain/memberships.ts';

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
  memberNotFound: 'Sorry! That member wasn’t found.',
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
  /** The management API's refusals the spec leaves unworded (docs/decisions/memberships.md, Management API). */
  tierFull: 'This tier is full. Raise its capacity to add more members.',
  alreadyMember: 'This person already has a membership of yours.',
  tierHidden: 'This tier is hidden. Restore it to add members to it.',
  priceUnavailable: 'Choose one of the tier’s current prices.',
  priceUnknown: 'This price is not one of the tier’s prices. Reload the page and try again.',
  benefitsUnavailable: 'Choose active benefits of this profile.',
  ticketsUnavailable: 'Choose tickets of this profile’s events.',
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

/* ---------- The organizer's memberships area (content-management 2.2, 5, 8), web pages ---------- */

/** The area's heading and tabs. */
export const MEMBERSHIP_AREA_TEXTS = {
  title: 'Memberships',
  description: 'Recurring tiers with benefits for your biggest fans.',
  tabs: { tiers: 'Tiers', benefits: 'Benefits', members: 'Members', settings: 'Settings' },
  goToPayouts: 'Go to payouts',
  cancel: 'Cancel',
  save: 'Save',
  edit: 'Edit',
  delete: 'Delete',
  close: MEMBERSHIP_PAGE_TEXTS.close,
  rowActions: (name: string) => `Actions for ${name}`,
  /** A field's length beside its limit: '12 / 2000'. */
  characters: (count: number, max: number) => `${count} / ${max}`,
  loading: 'Loading',
} as const;

/** The tiers tab: the list and its row menu (content-management 2.2). */
export const TIER_TABLE_TEXTS = {
  tableLabel: 'Membership tiers',
  addTier: 'Add Tier',
  name: 'Name',
  prices: 'Prices',
  members: 'Members',
  revenue: 'Revenue',
  capacity: 'Capacity',
  hidden: 'Hidden',
  hide: 'Hide',
  restore: 'Restore',
  hiddenDone: 'Tier hidden',
  restoredDone: 'Tier restored',
  deletedDone: 'Tier deleted',
  actionFailed: unableTo('update the tier'),
  deleteTitle: 'Delete this tier?',
  deleteText: (name: string) => `${name} will be deleted. This cannot be undone.`,
  emptyTitle: 'No tiers yet',
  emptyText: 'Create a tier with its prices and benefits so your fans can subscribe.',
  loadFailed: MEMBERSHIP_MESSAGES.getTiersFailed,
} as const;

/** The tier form (Add Tier / Edit Tier, content-management 2.2, 5). */
export const TIER_FORM_TEXTS = {
  addTitle: 'Add Tier',
  editTitle: 'Edit Tier',
  name: TIER_TABLE_TEXTS.name,
  namePlaceholder: 'Friend',
  description: 'Description',
  emailText: 'Thank-you message',
  emailTextHint: 'Sent to new members in their welcome e-mail.',
  benefits: 'Benefits',
  benefitsPlaceholder: 'Choose benefits',
  noBenefits: 'No active benefits yet. Add one on the Benefits tab.',
  prices: 'Prices',
  pricesHint: `Up to ${MEMBERSHIP_LIMITS.pricesPerTier} price options.`,
  price: 'Price',
  duration: 'Duration',
  intervals: { month: 'Month', year: 'Year' },
  addPrice: 'Add price option',
  removePrice: (n: number) => `Remove price option ${n}`,
  archivePrice: 'Archive',
  archived: 'Archived',
  subscribers: (n: number) => (n === 1 ? '1 subscriber' : `${n} subscribers`),
  capacity: 'Capacity',
  limited: 'Limited',
  unlimited: TIER_LIST_TEXTS.unlimited,
  capacityCount: 'Number of members',
  saveAndAddBenefit: 'Save and add a benefit',
  saved: 'Tier saved',
  saveFailed: MEMBERSHIP_MESSAGES.tierSaveFailed,
} as const;

/** The benefits tab and its form (content-management 2.2, 3, 5). */
export const BENEFIT_TEXTS = {
  tableLabel: 'Benefits',
  addBenefit: 'Add Benefit',
  addTitle: 'Add Benefit',
  editTitle: 'Edit Benefit',
  descriptor: 'Descriptor',
  descriptorPlaceholder: '15% off all tickets',
  discount: 'Discount',
  discountKinds: { amount: 'Amount', percent: 'Percentage' },
  amount: 'Discount amount',
  percentage: 'Discount percentage',
  usageLimit: 'Usage limit',
  usageKinds: { unlimited: 'Unlimited', limited: 'Limited' },
  quantity: 'Uses per member',
  scope: 'Per',
  scopes: { event: 'Event', month: 'Month', '3 months': '3 months', '6 months': '6 months', year: 'Year' },
  /** '2 per event', '1 per 3 months'. */
  usesPer: (n: number, scope: string) => `${n} per ${scope.toLowerCase()}`,
  appliesTo: 'Applies to',
  discountScopes: { all: 'All tickets', categories: 'Event categories', tickets: 'Specific tickets' },
  categories: 'Categories',
  categoriesPlaceholder: 'Choose categories',
  tickets: 'Tickets',
  ticketsPlaceholder: 'Choose tickets of your events',
  ticketsCount: (n: number) => (n === 1 ? '1 ticket' : `${n} tickets`),
  /** A chosen ticket that is not among the events listed (deleted, or beyond the list). */
  otherTicket: 'Ticket of another event',
  ticketsLoadFailed: unableTo('load your tickets'),
  tiers: 'Tiers',
  redeemed: 'Redeemed',
  inactive: 'Inactive',
  deactivate: 'Deactivate',
  activate: 'Activate',
  deactivatedDone: 'Benefit deactivated',
  activatedDone: 'Benefit activated',
  deletedDone: 'Benefit deleted',
  actionFailed: unableTo('update the benefit'),
  deleteTitle: 'Delete this benefit?',
  deleteText: (name: string) => `${name} will be deleted. This cannot be undone.`,
  emptyTitle: 'No benefits yet',
  emptyText: 'Benefits such as ticket discounts for your members will appear here.',
  loadFailed: unableTo('load the benefits'),
  saved: 'Benefit saved',
  saveFailed: 'An error occurred while saving the benefit',
} as const;

/** The members tab and the new and edit member pages (content-management 2.2, 4, 5). */
export const MEMBER_TEXTS = {
  tableLabel: 'Members',
  noun: ['member', 'members'],
  member: 'Member',
  tier: 'Tier',
  status: 'Status',
  searchLabel: 'Search members',
  searchPlaceholder: 'Search by name or e-mail',
  statusFilter: 'Status',
  tierFilter: 'Tier',
  allTiers: 'All tiers',
  addMember: 'Add member',
  addTitle: 'Add member',
  editTitle: 'Edit member',
  remove: 'Remove',
  removeTitle: 'Remove this member?',
  removeText: (name: string) => `${name} will lose the membership and its benefits.`,
  removedDone: 'Member removed',
  removeFailed: 'Failed to remove member',
  emptyText: 'People who subscribe to your tiers, or whom you add, will appear here.',
  loadFailed: MEMBERSHIP_MESSAGES.fetchMembershipsFailed,
  fullName: MEMBERSHIP_VALIDATION_MESSAGES.fullNameLabel,
  email: 'E-mail',
  tierPlaceholder: 'Choose a tier',
  price: 'Price',
  pricePlaceholder: 'Choose a price',
  created: 'Member added',
  updated: 'Member updated',
  updateFailed: 'Failed to update member',
} as const;

/** The settings tab (content-management 2.2, 8). */
export const MEMBERSHIP_SETTINGS_TEXTS = {
  formLabel: 'Membership page settings',
  heroTitle: 'Hero text',
  heroTitlePlaceholder: 'Become a member',
  description: 'Description',
  status: 'Visibility',
  statuses: { public: 'Public', private: 'Private' },
  privateHint: 'Only people with the private link can see your membership page.',
  privateLink: 'Private link',
  pageUrl: 'Membership page',
  copyLink: 'Copy link',
  linkCopied: MEMBERSHIP_PAGE_TEXTS.linkCopied,
  feeNote: (percent: number) => `Ovation charges a ${percent}% fee on membership purchases, in addition to card processing fees.`,
  loadFailed: MEMBERSHIP_MESSAGES.getSettingsFailed,
} as const;

/** The patron's membership pages beside MEMBERSHIP_PAGE_TEXTS: tier cards, the member badge (content-management 2.3). */
export const MEMBERSHIP_PATRON_TEXTS = {
  loading: 'Loading the memberships',
  documentTitle: (name: string) => `Memberships of ${name}`,
  memberBadge: 'Member',
  /** The profile's call to action opens the Membership tab. */
  ctaAction: 'See memberships',
  /** The avatar and name link to the profile. */
  /** Read before the owner's name, which names the link. */
  viewProfile: 'View the profile of',
  benefits: 'Benefits',
  /** The choice between a tier's two prices. */
  priceChoice: (tier: string) => `Price of ${tier}`,
  yourTier: 'Your membership',
  soldOut: AVAILABILITY_LABELS.sold_out,
  /** The manual-membership modal when the owner has no contact e-mail. */
  addedManuallyNoContact: 'To change or cancel it, please contact the organizer.',
} as const;

/** The sandbox's subscription page (content-management 7): checkout while pending, then the manage view. */
export const SANDBOX_SUBSCRIPTION_TEXTS = {
  notFound: 'Sorry! That membership wasn’t found.',
  checkoutTitle: 'Complete your membership',
  manageTitle: 'Your membership',
  summary: 'Membership summary',
  of: (owner: string) => `Membership of ${owner}`,
  pay: (amount: string) => `Pay ${amount}`,
  activating: 'Payment received. Starting your membership…',
  subscribed: (tier: string) => `Your ${tier} membership is active. Thank you for your support!`,
  stillProcessing: 'Your payment is still processing. Your membership starts as soon as it succeeds.',
  renews: (date: string) => `Renews on ${date}`,
  expires: (date: string) => `Expires on ${date}`,
  expired: 'This membership has expired.',
  pastDue: 'Your last renewal payment failed. Change your card to keep your membership.',
  card: (last4: string) => `Card •••• ${last4}`,
  noCard: 'No card on file',
  cancel: 'Cancel membership',
  cancelTitle: 'Cancel your membership?',
  cancelText: (date: string) => `Your membership stays active until ${date} and will not renew.`,
  keep: 'Keep membership',
  canceled: 'Your membership was canceled.',
  cancelFailed: unableTo('cancel your membership'),
  resume: 'Resume membership',
  resumed: 'Your membership will renew.',
  resumeFailed: unableTo('resume your membership'),
  changeCard: 'Change card',
  saveCard: 'Save card',
  cardChanged: 'Your card was updated.',
  backTo: (name: string) => `Back to ${name}`,
  statuses: {
    pending: 'Awaiting payment',
    active: 'Active',
    past_due: 'Past due',
    canceled: 'Canceled',
    expired: 'Expired',
    invited: 'Invited',
  },
} as const;

/* ---------- Subscribing, renewing and cancelling (content-management 2.3, 7): refusals and e-mails ---------- */

/**
 * Why a Subscribe or Manage form post went back to the membership page (its `error_message`), and the sandbox
 * manage page's refusals. The spec names the rules, not their words (docs/decisions/memberships.md).
 */
export const SUBSCRIBE_MESSAGES = {
  /** 403: the form names another account than the one signed in. */
  wrongAccount: 'This form is for another account. Reload the page and try again.',
  unavailable: 'This membership is no longer available.',
  soldOut: 'This tier is sold out.',
  alreadyMember: (owner: string) => `You already have a membership of ${owner}.`,
  notMember: (owner: string) => `You don’t have a membership of ${owner}.`,
  providerUnsupported: 'Memberships cannot be paid with this payment provider yet.',
  /** A free tier starts at once. */
  welcome: (owner: string) => `Welcome! You are now a member of ${owner}.`,
  paymentInProgress: 'Your payment is still being processed. Please try again in a minute.',
  notRunning: 'Only a running membership can be cancelled.',
  notCanceled: 'This membership is not cancelled.',
  ended: 'This membership has ended.',
} as const;

/** The membership e-mails: welcome (with the tier's thank-you message), receipt, failed renewal, cancelled, ended. */
export const MEMBERSHIP_MAIL_TEXTS = {
  dateFormat: 'd MMM y',
  greeting: (name: string) => `Hi ${name},`,
  welcomeSubject: (owner: string) => `Welcome to your ${owner} membership`,
  welcomeText: (tier: string, owner: string) => `You are now a ${tier} member of ${owner}.`,
  renewsOn: (date: string) => `Your membership renews on ${date}.`,
  viewMembership: 'See your membership',
  receiptSubject: (owner: string) => `Your receipt from ${owner}`,
  receiptText: (tier: string, owner: string) => `Thank you for your ${tier} membership of ${owner}.`,
  receiptPeriod: (from: string, to: string) => `Period: ${from} to ${to}`,
  receiptTotal: (amount: string) => `Total paid: ${amount}`,
  receiptTransaction: (id: string) => `Transaction ${id}`,
  failedSubject: (owner: string) => `Your ${owner} membership payment failed`,
  failedText: (amount: string, tier: string, last4: string | null) =>
    `We could not charge ${amount} for your ${tier} membership${last4 ? ` to your card ending in ${last4}` : ''}.`,
  failedRetry: (date: string) => `We will try again on ${date}.`,
  failedKeep: (date: string) => `Change your card before ${date} to keep your membership.`,
  changeCard: 'Change your card',
  cancelledSubject: (owner: string) => `Your ${owner} membership was cancelled`,
  cancelledText: (tier: string, date: string) => `Your ${tier} membership will not renew. You keep your benefits until ${date}.`,
  resumeHint: 'Changed your mind? You can resume it until then.',
  expiredSubject: (owner: string) => `Your ${owner} membership has ended`,
  expiredText: (tier: string, date: string) => `Your ${tier} membership ended on ${date}.`,
  subscribeAgain: 'Subscribe again',
} as const;
