import { z } from 'zod';
import {
  ACCESS_SETTINGS,
  BANNER_MESSAGE_TYPES,
  COLLECT_INFORMATION_SETTINGS,
  EVENT_CATEGORY_KEYS,
  EVENT_THEMES,
  LOCATION_SETTINGS,
  MANAGEMENT_BUTTONS,
} from '../domain/events.ts';
import { AVAILABILITY_STATES, ATTENDANCE_TYPES, PRICING_MODES, TICKET_CATEGORIES, VISIBILITY_SCOPES } from '../domain/tickets.ts';
import { SEARCH_QUERY_MAX } from '../domain/search.ts';
import { DISCOUNT_SCOPES } from '../domain/memberships.ts';
import { profileLinks, profileSummary, text } from './common.ts';
export * from './events.messages.ts';

/**
 * The public side of events: the event page (buyer-side 2.5, 3 Event), its dates page (2.6), the ticket list
 * (GET v1/tickets), explore, search, and the texts those pages show. Dates are ISO 8601 instants (UTC, 'Z');
 * show them in the event's `timezone` (src/domain/dates.ts formatInZone). Money is integer minor units of
 * `currency`.
 */

export const categoryKey = z.enum(EVENT_CATEGORY_KEYS);
export const accessSetting = z.enum(ACCESS_SETTINGS);
export const attendanceType = z.enum(ATTENDANCE_TYPES);

export const eventCategoriesReply = z.object({ categories: z.array(z.object({ id: categoryKey, name: z.string() })) });

export const eventLocation = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  googlePlaceId: z.string().nullable(),
});
export type EventLocation = z.infer<typeof eventLocation>;

export const bannerMessage = z.object({
  type: z.enum(BANNER_MESSAGE_TYPES),
  message: z.string(),
  /** A Mantine colour name ('blue') or a hex colour ('#7048e8'). */
  color: z.string(),
  dismissible: z.boolean(),
  ctaText: z.string().nullable().optional(),
  ctaUrl: z.string().nullable().optional(),
});

/** Contact and social links of the organizer (Owner profile: social). */
export const socialLinks = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  ...profileLinks,
});
export type SocialLinks = z.infer<typeof socialLinks>;

export const eventOwner = profileSummary.extend({
  social: socialLinks,
  /** Whether the signed-in viewer follows the organizer (false when signed out). */
  following: z.boolean(),
});

export const eventCollaborator = z.object({
  /** The collaborator's profile id. */
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  type: z.enum(['user', 'school']),
  avatar: z.string().nullable(),
  /** The viewer is this collaborator (or manages it) and may remove it: DELETE /api/v1/profiles/{id}/teachings/{teachingId}. */
  canManage: z.boolean(),
  teachingId: z.uuid(),
});

export const occurrenceSummary = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  doorTime: z.string().nullable(),
  timezone: z.string(),
  inPersonTicketsSoldOut: z.boolean(),
  onlineTicketsSoldOut: z.boolean(),
});
export type OccurrenceSummary = z.infer<typeof occurrenceSummary>;

/**
 * A benefit of a tier the viewer holds now that discounts tickets of this event (buyer-side 3, 9): the checkout
 * offers it on each fixed-price line it applies to (every line for 'all' and 'categories', which already matched
 * the event's category; the lines in `ticketIds` for 'tickets'). `amount` is minor units of the event's currency.
 */
export const membershipDiscount = z.object({
  id: z.uuid(),
  name: z.string(),
  amount: z.number().int().nullable(),
  percentageValue: z.number().nullable(),
  archived: z.boolean(),
  /** For discountScope 'tickets': the event's ticket types it discounts; empty otherwise. */
  ticketIds: z.array(z.uuid()),
  discountScope: z.enum(DISCOUNT_SCOPES),
  /** Uses are left in the current usage window (or the benefit is unlimited); false shows 'Benefit Exhausted'. */
  available: z.boolean(),
  /** Tickets the viewer may still buy with it in the current window; null when unlimited. */
  usesLeft: z.number().int().nullable(),
});
export type MembershipDiscount = z.infer<typeof membershipDiscount>;

/** The checkout's membership banner (buyer-side 2.7): the owner's hero text, or 'Become a member!' and its line. */
export const membershipBanner = z.object({ title: z.string(), description: z.string() });

/**
 * GET /api/v1/events/:eventId. Drafts answer 404 except to managers and collaborators; private events are
 * reachable by their link. startsAt/endsAt/doorTime are those of the next date (the last one once all passed).
 */
export const publicEvent = z.object({
  id: z.uuid(),
  name: z.string(),
  owner: eventOwner,
  poster: z.string().nullable(),
  theme: z.enum(EVENT_THEMES),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  doorTime: z.string().nullable(),
  timezone: z.string(),
  published: z.boolean(),
  private: z.boolean(),
  /** Sanitized HTML. */
  description: z.string(),
  videoUrl: z.string().nullable(),
  images: z.array(z.string()),
  location: eventLocation,
  locationSetting: z.enum(LOCATION_SETTINGS),
  inPerson: z.boolean(),
  online: z.boolean(),
  category: categoryKey.nullable(),
  categoryName: z.string().nullable(),
  tags: z.array(z.string()),
  bannerMessages: z.array(bannerMessage),
  /** Dates that have not ended; more than one sends the ticket buttons to the dates page. */
  futureEventCount: z.number().int(),
  nextEvent: occurrenceSummary.nullable(),
  finalEvent: z.object({ id: z.uuid(), startsAt: z.string(), doorTime: z.string().nullable() }).nullable(),
  /** A listed ticket type of that attendance exists (show its button). */
  inPersonTicketsAvailable: z.boolean(),
  onlineTicketsAvailable: z.boolean(),
  purchaseButtonText: z.string().nullable(),
  refundsAllowed: z.boolean(),
  transferAllowed: z.boolean(),
  cancelAllowed: z.boolean(),
  /** The viewer manages the owner profile (owner, organization member, site admin): Manage link, no Follow. */
  canManage: z.boolean(),
  /** The viewer's access: 'admin' for managers, a collaborator's setting, or null. */
  accessSetting: accessSetting.nullable(),
  /** The management bar's buttons for accessSetting (src/domain/events.ts managementButtonPath gives their links). */
  managementButtons: z.array(z.enum(MANAGEMENT_BUTTONS)),
  collaborators: z.array(eventCollaborator),
  /** Absolute URL of the event page; offer sharing only when published and not private. */
  shareUrl: z.string(),
  checkoutBannerMessage: z.string().nullable(),
  seatsEventKey: z.string().nullable(),
  seatsPublicKey: z.string().nullable(),
  currency: z.string(),
  /** Lowest and highest price of a listed ticket type (minor units), null without one. */
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  donationEnabled: z.boolean(),
  donationTitle: z.string().nullable(),
  donationDescription: z.string().nullable(),
  donationIncludeAutomatically: z.boolean(),
  donationSuggestedAmount: z.number().int().nullable(),
  donationMaximum: z.number().int(),
  marketingConsentOwner: z.boolean(),
  marketingConsent: z.object({ product: z.boolean() }),
  collectInformationSetting: z.enum(COLLECT_INFORMATION_SETTINGS),
  /** Secret-code ticket types exist: show the promo / secret code box. */
  codesAvailableInPerson: z.boolean(),
  codesAvailableOnline: z.boolean(),
  /** The viewer's member benefits for this event; empty for guests and non-members. */
  membershipDiscounts: z.array(membershipDiscount),
  /**
   * Shown on the ticket step to a signed-in viewer who is not a member (nor a manager) of an owner whose public
   * membership page sells a tier; links to /p|o/<owner.username>/memberships. Null otherwise, and for guests.
   */
  membershipBanner: membershipBanner.nullable(),
  returnUrl: z.string().nullable(),
  /** Cancelled (sales stopped, orders refunded) or postponed (to the dates above), ISO instants; null otherwise. */
  canceledAt: z.string().nullable(),
  postponedAt: z.string().nullable(),
});
export type PublicEvent = z.infer<typeof publicEvent>;
export const publicEventReply = z.object({ event: publicEvent });

export const eventIdParams = z.object({ eventId: z.uuid() });

/** GET /api/v1/events/:eventId/occurrences: the recurring dates page (future dates, soonest first). */
export const occurrencesQuery = z.object({ ticketType: attendanceType.default('in_person') });
export const occurrencesReply = z.object({
  event: z.object({ id: z.uuid(), name: z.string(), timezone: z.string(), poster: z.string().nullable(), theme: z.enum(EVENT_THEMES) }),
  ticketType: attendanceType,
  occurrences: z.array(occurrenceSummary),
});

/** GET /api/v1/tickets: the listed ticket types of one date (the next date when occurrenceId is absent). */
export const ticketsQuery = z.object({
  eventId: z.uuid(),
  /** in_person or online; all listed types when absent. */
  ticketType: attendanceType.optional(),
  occurrenceId: z.uuid().optional(),
  /** Read by checkout later; accepted and ignored for now. */
  paymentMethod: text(40).optional(),
});

export const availability = z.object({
  state: z.enum(AVAILABILITY_STATES),
  /** 'Sold out', 'Available from', 'Pre-sales closed', ...; null when a quantity can be chosen. */
  label: z.string().nullable(),
  availableFrom: z.string().nullable(),
});

/** A ticket type as buyers see it (buyer-side 3 Ticket). `quantity` is what remains for the date. */
export const publicTicket = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  fee: z.number().int(),
  currency: z.string(),
  quantity: z.number().int(),
  startsSalesAt: z.string().nullable(),
  endsSalesAt: z.string().nullable(),
  timezone: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  attendanceType: attendanceType,
  visibilityScope: z.enum(VISIBILITY_SCOPES),
  pricingMode: z.enum(PRICING_MODES),
  suggestedPrice: z.number().int().nullable(),
  minimumPrice: z.number().int().nullable(),
  maxPerOrder: z.number().int(),
  /** Never sent in the public list (secret codes are validated by checkout). */
  code: z.null(),
  customUserListsCode: z.null(),
  quantityPerCode: z.number().int().nullable(),
  initialQuantityPerCode: z.number().int().nullable(),
  seatsCategoryKeys: z.array(z.string()),
  secret: z.boolean(),
  /** A members-only ticket: the tier whose members see and buy it (listed only to them and to the event's managers). */
  membershipId: z.uuid().nullable(),
  availability,
  /** The platform fee is inside `price`: the buyer sees and pays one price, no fee line. */
  absorbFees: z.boolean(),
  /** A pass's or a punch card's note for buyers ('Valid for all 3 dates', '10 entries'); null for other tickets. */
  admissionNote: z.string().nullable(),
});
export type PublicTicket = z.infer<typeof publicTicket>;

/**
 * The code, seating and membership fields of a listed ticket: empty, since the list never sends a code (validate_code
 * fills them for the tickets a code reveals) and there are no seats yet; a members-only ticket sets membershipId.
 */
export const listedTicketDefaults = (): Pick<
  PublicTicket,
  'code' | 'customUserListsCode' | 'quantityPerCode' | 'initialQuantityPerCode' | 'seatsCategoryKeys' | 'secret' | 'membershipId'
> => ({
  code: null,
  customUserListsCode: null,
  quantityPerCode: null,
  initialQuantityPerCode: null,
  seatsCategoryKeys: [],
  secret: false,
  membershipId: null,
});

export const ticketsReply = z.object({
  tickets: z.array(publicTicket),
  occurrenceId: z.uuid().nullable(),
});

/** An event in a list (explore, search, profile events). startsAt/endsAt: the next date (or the last one). */
export const eventCard = z.object({
  id: z.uuid(),
  name: z.string(),
  poster: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  timezone: z.string(),
  /** How many dates the event has (more than one: recurring). */
  dateCount: z.number().int(),
  location: z.object({ name: z.string().nullable(), city: z.string().nullable() }),
  locationSetting: z.enum(LOCATION_SETTINGS),
  inPerson: z.boolean(),
  online: z.boolean(),
  category: categoryKey.nullable(),
  owner: profileSummary,
  /** Lowest and highest price of a listed ticket type (minor units), null without one. */
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  currency: z.string(),
});
export type EventCard = z.infer<typeof eventCard>;

export const eventListReply = z.object({
  data: z.array(eventCard),
  page: z.number().int(),
  perPage: z.number().int(),
  totalCount: z.number().int(),
  /** page + 1 when this page is full, else null. */
  nextPage: z.number().int().nullable(),
});
export type EventListReply = z.infer<typeof eventListReply>;

const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);

/** GET /api/v1/events: upcoming public events for the home page's Explore section. */
export const exploreQuery = z.object({ category: categoryKey.optional(), page: pageParam });

/** GET /api/v1/search?query=…&tab=events: full-text search over name, tags, location and description. */
export const searchQuery = z.object({
  query: text(SEARCH_QUERY_MAX).default(''),
  tab: z.enum(['events']).default('events'),
  page: pageParam,
});
export const searchReply = eventListReply.extend({ query: z.string(), tab: z.enum(['events']) });
