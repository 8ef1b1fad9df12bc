import { z } from 'zod';
import { SEATING_LIMITS } from './seating.ts';
import {
  BANNER_MESSAGE_TYPES,
  COLLECT_INFORMATION_SETTINGS,
  EVENT_LIMITS,
  EVENT_THEMES,
  LOCATION_SETTINGS,
  MANAGEMENT_BUTTONS,
} from '../domain/events.ts';
import { EVENTS_TABLE_PAGE_SIZE, EVENTS_TABLE_SEARCH_MAX, EVENTS_TABLE_SORT_BY, SORT_ORDERS } from '../domain/events-table.ts';
import { CURRENCY_CODES } from '../domain/money.ts';
import { ATTENDANCE_TYPES, DEFAULT_MAX_PER_ORDER, PRICING_MODES, TICKET_CATEGORIES, TICKET_LIMITS, VISIBILITY_SCOPES } from '../domain/tickets.ts';
import { ADMISSION_KINDS } from '../domain/admission.ts';
import { instant, profileSummary, text } from './common.ts';
import { accessSetting, bannerMessage, categoryKey, eventLocation } from './events.ts';
import { LISTS_PER_TICKET_TYPE, MANAGE_EVENT_MESSAGES, QUESTION_FIELD_TYPES } from './events-management.messages.ts';
export * from './events-management.messages.ts';

/**
 * Event management (the spec's server-rendered /e/new and /management/courses/:eventId/... pages, served as
 * /api/v1/management/courses/...). Managers of the owner profile may do everything; a collaborator what their
 * access setting allows (`permissions` in every reply). Saves validate the whole payload and store nothing
 * when any field is wrong: the 422 body's fieldErrors are keyed by the field path ('location.city',
 * 'ticketTypes.2.price').
 *
 * Inputs: dates are ISO 8601 with an offset ('2026-05-01T19:00:00+01:00' or '...Z'; src/domain/dates.ts
 * zonedLocalToInstant turns a form's wall-clock time in the event zone into one). Money is integer minor
 * units of the event currency. In PATCH bodies an absent key keeps the stored value and null clears it.
 */

const optionalText = (max: number) => text(max).nullable();
const url = text(EVENT_LIMITS.url);
const money = (max: number) => z.number().int('Use whole minor units').min(0, 'Must be 0 or more').max(max);

export const bannerMessageInput = z.object({
  type: z.enum(BANNER_MESSAGE_TYPES).default('info'),
  message: text(EVENT_LIMITS.bannerMessage).min(1, MANAGE_EVENT_MESSAGES.required),
  color: z
    .string()
    .regex(/^(#[0-9a-fA-F]{6}|[a-z]{3,12})$/, 'Use a colour name or #rrggbb')
    .default('blue'),
  dismissible: z.boolean().default(true),
  ctaText: optionalText(EVENT_LIMITS.ctaText).optional(),
  ctaUrl: url.nullable().optional(),
});

/** Every editable detail of an event (the details form). */
const detailsFields = {
  name: text(EVENT_LIMITS.name),
  /** HTML from the rich-text editor; sanitized before it is stored. */
  description: text(EVENT_LIMITS.descriptionHtml),
  /** An upload of kind 'poster' (POST /api/v1/file_uploads), null to remove. */
  posterUploadId: z.uuid().nullable(),
  /** Uploads of kind 'event_image', in display order. */
  imageUploadIds: z.array(z.uuid()).max(EVENT_LIMITS.images, `At most ${EVENT_LIMITS.images} images`),
  videoUrl: url.nullable(),
  theme: z.enum(EVENT_THEMES),
  /** Single-date events only; a recurring event's dates are edited with PUT .../occurrences. */
  startsAt: instant.nullable(),
  endsAt: instant.nullable(),
  doorTime: instant.nullable(),
  /** IANA zone, e.g. 'Europe/London'. */
  timezone: text(64),
  inPerson: z.boolean(),
  online: z.boolean(),
  locationSetting: z.enum(LOCATION_SETTINGS),
  location: z
    .object({
      name: optionalText(EVENT_LIMITS.locationName),
      address: optionalText(EVENT_LIMITS.address),
      city: optionalText(EVENT_LIMITS.city),
      state: optionalText(EVENT_LIMITS.state),
      latitude: z.number().min(-90).max(90).nullable(),
      longitude: z.number().min(-180).max(180).nullable(),
      googlePlaceId: optionalText(EVENT_LIMITS.placeId),
    })
    .partial(),
  category: categoryKey.nullable(),
  tags: z.array(text(EVENT_LIMITS.tag)).max(EVENT_LIMITS.tags, `At most ${EVENT_LIMITS.tags} tags`),
  currency: z.enum(CURRENCY_CODES),
  private: z.boolean(),
  refundsAllowed: z.boolean(),
  purchaseButtonText: optionalText(EVENT_LIMITS.purchaseButtonText),
  bannerMessages: z.array(bannerMessageInput).max(EVENT_LIMITS.bannerMessages, `At most ${EVENT_LIMITS.bannerMessages} messages`),
  checkoutBannerMessage: optionalText(EVENT_LIMITS.checkoutBannerMessage),
  donationEnabled: z.boolean(),
  donationTitle: optionalText(EVENT_LIMITS.donationTitle),
  donationDescription: optionalText(EVENT_LIMITS.donationDescription),
  donationIncludeAutomatically: z.boolean(),
  donationSuggestedAmount: money(EVENT_LIMITS.moneyMax).nullable(),
  donationMaximum: money(EVENT_LIMITS.moneyMax).nullable(),
  marketingConsentOwner: z.boolean(),
  marketingConsentProduct: z.boolean(),
  collectInformationSetting: z.enum(COLLECT_INFORMATION_SETTINGS),
  transferAllowed: z.boolean(),
  cancelAllowed: z.boolean(),
  cancelDeadlineHours: z.number().int().min(0).max(EVENT_LIMITS.cancelDeadlineHours).nullable(),
  /**
   * The stream elsewhere that online dates' broadcasts start with (external mode) when they are first made; after
   * that each date's broadcast is changed in the Broadcast tab (PATCH /api/v1/broadcasts/:id), not here.
   */
  broadcastUrl: url.nullable(),
};

/** PATCH /api/v1/management/courses/:eventId. */
export const eventDetailsBody = z.object(detailsFields).partial();
export type EventDetailsBody = z.infer<typeof eventDetailsBody>;

/** POST /api/v1/management/courses: a draft for a profile the user manages; currency defaults to the owner's. */
export const createEventBody = z.object(detailsFields).partial().extend({ ownerId: z.uuid(), name: detailsFields.name });
export type CreateEventBody = z.infer<typeof createEventBody>;

export const uploadRef = z.object({ uploadId: z.uuid(), url: z.string() });

/** The stored details, as the edit form loads them. */
export const managedEventDetails = z.object({
  id: z.uuid(),
  ownerId: z.uuid(),
  name: z.string(),
  description: z.string(),
  poster: uploadRef.nullable(),
  images: z.array(uploadRef),
  videoUrl: z.string().nullable(),
  theme: z.enum(EVENT_THEMES),
  /** The span of the dates: first start, last end, first door time. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  doorTime: z.string().nullable(),
  timezone: z.string(),
  /** More than one date: edit dates with PUT .../occurrences. */
  recurring: z.boolean(),
  inPerson: z.boolean(),
  online: z.boolean(),
  locationSetting: z.enum(LOCATION_SETTINGS),
  location: eventLocation,
  category: categoryKey.nullable(),
  tags: z.array(z.string()),
  currency: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  /** Unpublished after sales: off sale and out of listings, its holders keep their tickets (not a draft). */
  unpublished: z.boolean(),
  private: z.boolean(),
  refundsAllowed: z.boolean(),
  purchaseButtonText: z.string().nullable(),
  bannerMessages: z.array(bannerMessage),
  checkoutBannerMessage: z.string().nullable(),
  donationEnabled: z.boolean(),
  donationTitle: z.string().nullable(),
  donationDescription: z.string().nullable(),
  donationIncludeAutomatically: z.boolean(),
  donationSuggestedAmount: z.number().int().nullable(),
  donationMaximum: z.number().int().nullable(),
  marketingConsentOwner: z.boolean(),
  marketingConsentProduct: z.boolean(),
  collectInformationSetting: z.enum(COLLECT_INFORMATION_SETTINGS),
  transferAllowed: z.boolean(),
  cancelAllowed: z.boolean(),
  cancelDeadlineHours: z.number().int().nullable(),
  broadcastUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ManagedEventDetails = z.infer<typeof managedEventDetails>;

/** A ticket type in the editor; ids are kept across saves (orders reference them). */
export const managedTicketType = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  fee: z.number().int(),
  currency: z.string(),
  /** Capacity per date. */
  quantity: z.number().int(),
  startsSalesAt: z.string().nullable(),
  endsSalesAt: z.string().nullable(),
  category: z.enum(TICKET_CATEGORIES),
  attendanceType: z.enum(ATTENDANCE_TYPES),
  visibilityScope: z.enum(VISIBILITY_SCOPES),
  pricingMode: z.enum(PRICING_MODES),
  suggestedPrice: z.number().int().nullable(),
  minimumPrice: z.number().int().nullable(),
  code: z.string().nullable(),
  quantityPerCode: z.number().int().nullable(),
  maxPerOrder: z.number().int(),
  position: z.number().int(),
  hidden: z.boolean(),
  /** Members only: the tier whose members see and buy it (null when its tier was deleted). */
  membershipTierId: z.uuid().nullable(),
  /** Private access list only: the owner's lists whose people (and their friends, by share code) see and buy it. */
  customUserListIds: z.array(z.uuid()),
  /** The seat categories of the event's chart this type sells (issue 32); empty: a ticket without a seat. */
  seatsCategoryKeys: z.array(z.string()),
  /** Tickets sold over all dates (0 until checkout exists). */
  ticketsSold: z.number().int(),
  /** The platform fee is inside the price (the buyer pays the price alone) instead of added to it. */
  absorbFees: z.boolean(),
  /** Passes and punch cards (issue 34): how it admits, a pass's dates (empty: all), a punch card's entries. */
  admission: z.enum(ADMISSION_KINDS),
  passOccurrenceIds: z.array(z.uuid()),
  entries: z.number().int().nullable(),
});
export type ManagedTicketType = z.infer<typeof managedTicketType>;

/** One ticket type of PUT .../tickets: with an id to change it, without to add one. */
export const ticketTypeInput = z.object({
  id: z.uuid().optional(),
  name: text(TICKET_LIMITS.name),
  description: text(TICKET_LIMITS.description).default(''),
  /** Fixed price; for custom_price the minimum price is stored here. */
  price: money(TICKET_LIMITS.price).default(0),
  fee: money(TICKET_LIMITS.price).default(0),
  quantity: z.number().int().min(0, 'Must be 0 or more').max(TICKET_LIMITS.quantity),
  startsSalesAt: instant.nullable().default(null),
  endsSalesAt: instant.nullable().default(null),
  category: z.enum(TICKET_CATEGORIES).default('Admission'),
  attendanceType: z.enum(ATTENDANCE_TYPES).default('in_person'),
  visibilityScope: z.enum(VISIBILITY_SCOPES).default('public'),
  pricingMode: z.enum(PRICING_MODES).default('fixed'),
  suggestedPrice: money(TICKET_LIMITS.price).nullable().default(null),
  minimumPrice: money(TICKET_LIMITS.price).nullable().default(null),
  /** Required for secret tickets: letters and digits, stored upper-cased. */
  code: text(TICKET_LIMITS.code).nullable().default(null),
  quantityPerCode: z.number().int().min(1).max(TICKET_LIMITS.quantity).nullable().default(null),
  maxPerOrder: z.number().int().min(1).max(TICKET_LIMITS.maxPerOrder).default(DEFAULT_MAX_PER_ORDER),
  hidden: z.boolean().default(false),
  /**
   * Required for members-only tickets: a tier of the event's owner that is not archived (the one a ticket already
   * has is kept even once archived). Ignored for other visibilities.
   */
  membershipTierId: z.uuid().nullable().default(null),
  /**
   * Required for private access list tickets: at least one live list of the event's owner (unknown or deleted: 422),
   * with `quantityPerCode`, the purchase limit per share code. Ignored for other visibilities.
   */
  customUserListIds: z.array(z.uuid()).max(LISTS_PER_TICKET_TYPE, `At most ${LISTS_PER_TICKET_TYPE} lists`).default([]),
  /**
   * The seat categories (keys of the event's chart) this type sells: a buyer picks a seat of one of them for each
   * ticket. `quantity` stays the type's own cap; the chart's seats bound it too (docs/decisions/seating.md).
   */
  seatsCategoryKeys: z.array(text(SEATING_LIMITS.categoryKey).min(1)).max(SEATING_LIMITS.categories).default([]),
  /** Absorb the platform fee: the buyer pays the price alone and the fee comes out of the organizer's share. */
  absorbFees: z.boolean().default(false),
  /**
   * Passes and punch cards (issue 34): a pass enters once on each of its dates (dates of the event; empty: all, and
   * the event needs two dates or more), a punch card `entries` times (2 to 1000; required for it, ignored otherwise).
   * Locked once tickets are sold.
   */
  admission: z.enum(ADMISSION_KINDS).default('single'),
  passOccurrenceIds: z.array(z.uuid()).max(EVENT_LIMITS.occurrences).default([]),
  entries: z.number().int().nullable().default(null),
});
export type TicketTypeInput = z.infer<typeof ticketTypeInput>;

/** PUT /api/v1/management/courses/:eventId/tickets: the whole list in display order; types left out are deleted. */
export const ticketTypesBody = z.object({
  ticketTypes: z.array(ticketTypeInput).max(TICKET_LIMITS.types, `At most ${TICKET_LIMITS.types} ticket types`),
});
export const ticketTypesReply = z.object({ ticketTypes: z.array(managedTicketType) });

export const managedQuestion = z.object({
  id: z.uuid(),
  fieldType: z.enum(QUESTION_FIELD_TYPES),
  title: z.string(),
  /** Dropdown options, one per line; or the terms text. */
  content: z.string(),
  required: z.boolean(),
  /** Ticket type ids; empty means every ticket. */
  onlyForTickets: z.array(z.uuid()),
  position: z.number().int(),
});
export type ManagedQuestion = z.infer<typeof managedQuestion>;

export const questionInput = z.object({
  id: z.uuid().optional(),
  fieldType: z.enum(QUESTION_FIELD_TYPES),
  title: text(EVENT_LIMITS.questionTitle).min(1, MANAGE_EVENT_MESSAGES.required),
  content: text(EVENT_LIMITS.questionContent).default(''),
  required: z.boolean().default(false),
  onlyForTickets: z.array(z.uuid()).max(TICKET_LIMITS.types).default([]),
});

/** PUT /api/v1/management/courses/:eventId/questions: the whole list in order. */
export const questionsBody = z.object({
  questions: z.array(questionInput).max(EVENT_LIMITS.questions, `At most ${EVENT_LIMITS.questions} questions`),
});
export const questionsReply = z.object({ questions: z.array(managedQuestion) });

export const managedOccurrence = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  doorTime: z.string().nullable(),
  timezone: z.string(),
  ticketsSold: z.number().int(),
});
export type ManagedOccurrence = z.infer<typeof managedOccurrence>;

export const occurrenceInput = z.object({
  id: z.uuid().optional(),
  startsAt: instant,
  endsAt: instant,
  doorTime: instant.nullable().default(null),
  /** Defaults to the event's zone. */
  timezone: text(64).optional(),
});

/** PUT /api/v1/management/courses/:eventId/occurrences: every date of the event; dates left out are removed. */
export const occurrencesBody = z.object({
  occurrences: z.array(occurrenceInput).max(EVENT_LIMITS.occurrences, `At most ${EVENT_LIMITS.occurrences} dates`),
});
export const managedOccurrencesReply = z.object({ occurrences: z.array(managedOccurrence) });

export const managedCollaborator = z.object({
  /** The teaching id. */
  id: z.uuid(),
  profile: profileSummary,
  accessSetting,
  createdAt: z.string(),
});
export type ManagedCollaborator = z.infer<typeof managedCollaborator>;

/** POST .../teachings: a person or organization by id (from /api/search_collaborators) or by username. */
export const addCollaboratorBody = z.object({
  profileId: z.uuid().optional(),
  username: text(100).optional(),
  accessSetting: accessSetting.default('basic'),
});
/** A collaborator invited by e-mail, until they accept (only managers of the team see these). */
export const managedCollaboratorInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  accessSetting,
  /** The account behind the address, when there is one. */
  user: profileSummary.nullable(),
  sendCount: z.number().int(),
  createdAt: z.string(),
});
export type ManagedCollaboratorInvitation = z.infer<typeof managedCollaboratorInvitation>;

/** POST .../collaborator_invitations: someone without an account (or not found by the search) by e-mail. */
export const inviteCollaboratorBody = z.object({
  email: text(254),
  accessSetting: accessSetting.default('basic'),
});
export const collaboratorInvitationReply = z.object({ invitation: managedCollaboratorInvitation });
export const collaboratorInvitationParams = z.object({ eventId: z.uuid(), invitationId: z.uuid() });
export const updateCollaboratorBody = z.object({ accessSetting });
export const collaboratorReply = z.object({ collaborator: managedCollaborator });
export const teachingParams = z.object({ eventId: z.uuid(), teachingId: z.uuid() });

export const eventPermissionsSchema = z.object({
  accessSetting: accessSetting.nullable(),
  canView: z.boolean(),
  canEditDetails: z.boolean(),
  canPublish: z.boolean(),
  canDelete: z.boolean(),
  canViewTeam: z.boolean(),
  canManageTeam: z.boolean(),
  canViewGuests: z.boolean(),
  canViewStats: z.boolean(),
  buttons: z.array(z.enum(MANAGEMENT_BUTTONS)),
});

/** GET /api/v1/management/courses/:eventId (and the create reply): everything the editor pages need. */
export const managedEventReply = z.object({
  event: managedEventDetails,
  owner: profileSummary,
  ticketTypes: z.array(managedTicketType),
  questions: z.array(managedQuestion),
  occurrences: z.array(managedOccurrence),
  collaborators: z.array(managedCollaborator),
  /** Pending e-mail invitations; empty unless the viewer manages the team. */
  collaboratorInvitations: z.array(managedCollaboratorInvitation),
  permissions: eventPermissionsSchema,
  /** Absolute URL of the public page. */
  shareUrl: z.string(),
  /** Made by the AI event creator (issue 31): the editor shows a mark. */
  createdWithAssistant: z.boolean(),
});
export type ManagedEventReply = z.infer<typeof managedEventReply>;

/** POST .../publish answers `true`; when checks fail, 422 with `messages` (each shown as a danger alert). */
export const publishReply = z.literal(true);

/** GET /api/v1/profile_management/events (and events.csv without the paging): the business events table. */
export const businessEventsQuery = z.object({
  ownerId: z.uuid(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(EVENTS_TABLE_PAGE_SIZE),
  query: text(EVENTS_TABLE_SEARCH_MAX).optional(),
  category: categoryKey.optional(),
  past: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  sort: z.enum(EVENTS_TABLE_SORT_BY).default('startsAt'),
  /** Default: asc for upcoming, desc for past. */
  direction: z.enum(SORT_ORDERS).optional(),
  /** Archived events are left out unless 'true' (the table's Show archived). */
  archived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type BusinessEventsQuery = z.infer<typeof businessEventsQuery>;

/** A row of the business events table (accounts-and-reporting 3). Sales figures are null without admin access. */
export const businessEventRow = z.object({
  id: z.uuid(),
  /** The event id (the spec's course). */
  course: z.uuid(),
  name: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  timezone: z.string(),
  published: z.boolean(),
  private: z.boolean(),
  category: categoryKey.nullable(),
  currency: z.string(),
  revenue: z.number().int().nullable(),
  ticketsSold: z.number().int().nullable(),
  ticketTypesCount: z.number().int(),
  tickets: z.array(z.object({ id: z.uuid(), name: z.string(), ticketsSold: z.number().int().nullable() })),
  /** 'admin' on the profile's own events; the collaborator's setting on events it helps with. */
  userAccessSetting: accessSetting,
  owner: profileSummary,
  archived: z.boolean(),
  /** Unpublished after sales: off sale and out of listings, its holders keep their tickets. */
  unpublished: z.boolean(),
});
export type BusinessEventRow = z.infer<typeof businessEventRow>;

export const businessEventsReply = z.object({
  data: z.array(businessEventRow),
  page: z.number().int(),
  perPage: z.number().int(),
  totalCount: z.number().int(),
});
