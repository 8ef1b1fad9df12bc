/** Event management texts: plain constants without zod, so the web app can import them without the schemas. */

import { EVENT_MESSAGES, EVENT_PAGE_TEXTS } from './events.messages.ts';
import { ORGANIZATION_TEXTS } from './organizations.messages.ts';
import { NAV_TEXTS } from './site.messages.ts';
import { TEAM_TABLE_TEXTS } from './team.messages.ts';
import { unableTo } from './errors.messages.ts';

/** The events table's figure headers. */
export const SALES_SO_FAR_MESSAGES = {
  ticketsSold: 'Tickets sold',
  revenue: 'Revenue',
} as const;

export const MANAGE_EVENT_MESSAGES = {
  saved: 'Event saved',
  saveFailed: 'Failed to save event',
  created: 'Event created',
  deleted: 'Event deleted',
  deleteQuestion: 'Are you sure you want to delete this draft? This action cannot be undone.',
  onlyDraftsDeleted: 'Only drafts without sales can be deleted.',
  required: 'this field is required',
  endBeforeStart: 'The end must be after the start.',
  datesTogether: 'Enter both the start and the end.',
  doorAfterStart: 'Doors must open before the event starts.',
  salesEndBeforeStart: 'Sales must end after they start.',
  recurringDates: 'This event has several dates: change them in the dates editor.',
  publishedNeedsDate: 'A published event needs a date.',
  invalidTimezone: 'Choose a valid time zone',
  notAnImage: 'Please select an image',
  invalidUrl: 'Enter a full link starting with https://',
  ticketHasSales: (name: string) => `"${name}" has sales: hide it instead of deleting it.`,
  unknownTicket: 'This ticket type does not belong to the event',
  unknownOccurrence: 'This date does not belong to the event',
  unknownQuestion: 'This question does not belong to the event',
  occurrenceHasSales: 'This date has sales and cannot be removed.',
  /** Orders are money records (pending, cancelled or refunded ones too): nothing that they refer to is deleted. */
  occurrenceHasOrders: 'This date has orders (pending, cancelled or refunded) and cannot be removed.',
  ticketHasOrders: (name: string) => `"${name}" has orders (pending, cancelled or refunded): hide it instead of deleting it.`,
  eventHasOrders: 'This event has orders (pending, cancelled or refunded) and cannot be deleted.',
  currencyLocked: 'The currency cannot change once tickets are sold or orders are in progress.',
  codeRequired: 'Secret tickets need a code',
  codeFormat: 'Use only letters and numbers',
  codeTaken: 'Another ticket type uses this code',
  tierRequired: 'Members-only tickets need a membership tier',
  unknownTier: 'Choose one of the organizer’s membership tiers',
  tierArchived: 'This membership tier is archived',
  listRequired: 'Private access list tickets need at least one list',
  unknownList: 'Choose one of the organizer’s private access lists',
  perCodeRequired: 'Set how many tickets each share code can buy',
  minimumAboveSuggested: 'The suggested price must be at least the minimum price',
  absorbedFeeAbovePrice: 'The Ovation fee is more than this price: raise the price or let buyers pay the fee.',
  dropdownOptions: 'Add at least one option, one per line',
  termsText: 'Add the terms to agree to',
  donationMaximum: 'The maximum must be at least the suggested amount',
  collaboratorAdded: 'Collaborator added',
  collaboratorUpdated: 'Collaborator updated',
  collaboratorRemoved: 'Collaborator removed',
  alreadyAdded: 'Already added',
  alreadyInvited: 'An invitation was already sent to this address',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationResent: 'Invitation resent',
  invitationCancelled: 'Invitation cancelled',
  invitationNotFound: 'Invitation not found',
  chooseProfileOrEmail: 'Choose a person or organization, or enter an e-mail address',
  ownerIsNotCollaborator: 'The organizer already manages this event',
  profileNotFound: "We couldn't find an Ovation account by that name.",
  chooseProfile: 'Choose a person or organization',
  notCollaborator: 'You are not a collaborator on this event',
  noPermission: 'Your access to this event does not allow this',
  salesNotAvailable: "Sales details are N/A because you don't have admin privileges to this event.",
} as const;

/** The kinds of questions an event may ask its buyers. */
export const QUESTION_FIELD_TYPES = ['text', 'short text', 'terms', 'dropdown'] as const;

/* ---------- the web's management pages (issue 10 item 8: all UI copy here) ---------- */

/** Words the event management pages share: one copy each. */
export const EVENT_EDITOR_TEXTS = {
  name: 'Name',
  eventName: 'Event name',
  description: 'Description',
  category: 'Category',
  access: 'Access',
  organizer: 'Organizer',
  draft: 'Draft',
  published: 'Published',
  private: 'Private',
  hidden: 'Hidden',
  video: 'Video',
  starts: 'Starts',
  ends: 'Ends',
  doorsOpen: 'Doors open',
  remove: 'Remove',
  zoneTime: EVENT_PAGE_TEXTS.zoneTime,
  sold: (n: number) => `${n} sold`,
  /** Reordered lists (banner messages, questions, ticket types): `item` is '{noun} {n}' or the item's name. */
  moveUp: 'Move up',
  moveDown: 'Move down',
  moveItem: (item: string, direction: 'up' | 'down') => `Move ${item} ${direction}`,
  removeItem: (item: string) => `Remove ${item}`,
  numbered: (noun: string, n: number) => `${noun} ${n}`,
} as const;

/** The management header above every tab, the tabs and the pages without an editor. */
export const MANAGE_EVENT_PAGE_TEXTS = {
  eventsOf: (owner: string) => `Events of ${owner}`,
  dateCount: (n: number) => `${n} dates`,
  noDateYet: 'No date yet',
  byOwner: (owner: string) => `by ${owner}`,
  viewEvent: 'View event',
  moreActions: 'More actions',
  deleteDraft: 'Delete draft',
  deleteDraftTitle: 'Delete this draft?',
  delete: 'Delete',
  tabsLabel: 'Event management',
  noManagementPage: 'Your access to this event does not include any management page.',
  /** Tab labels (the guests tab is the guests page's heading). */
  tabs: { details: 'Details', tickets: 'Tickets', questions: 'Questions', dates: 'Dates', team: 'Team', stats: 'Stats' },
} as const;

/** Details > edit: basics, poster, images and video, and the description's toolbar. */
export const EVENT_BASICS_TEXTS = {
  formLabel: 'Event details',
  basics: 'Basics',
  descriptionHint: 'Tell people what to expect. Bold, italics, headings, lists and links are kept.',
  chooseCategory: 'Choose a category',
  tags: 'Tags',
  tagsHint: (max: number) => `Help people find your event in search (at most ${max}). Press Enter after each tag.`,
  theme: 'Page theme',
  themeHint: 'The colours of the event page and tickets.',
  themes: { light: 'Light', dark: 'Dark' },
  media: 'Poster, images and video',
  poster: 'Poster',
  posterHint: (width: number, height: number) => `Square image shown at the top of the event page and on event cards (${width}×${height}).`,
  noPoster: 'No poster',
  images: 'Images',
  imagesHint: (width: number, height: number, max: number) => `Shown in a gallery on the event page (${width}×${height}, at most ${max}).`,
  image: (n: number) => `Image ${n}`,
  moveImageEarlier: (n: number) => `Move image ${n} earlier`,
  moveImageLater: (n: number) => `Move image ${n} later`,
  removeImage: (n: number) => `Remove image ${n}`,
  videoHint: 'A YouTube, Vimeo or Ovation video link (/watch/…) is embedded on the event page; other links are shown as a link.',
  /** The rich-text toolbar. */
  tools: {
    bold: 'Bold',
    italic: 'Italic',
    heading: 'Heading',
    bulletedList: 'Bulleted list',
    numberedList: 'Numbered list',
    link: 'Link',
    unlink: 'Remove link',
  },
  toolbar: (field: string) => `${field} formatting`,
  linkPrompt: 'Link address (https://…)',
} as const;

/** Details > edit: the date and time, and the location. */
export const EVENT_WHEN_WHERE_TEXTS = {
  dates: 'Date and time',
  datesHint: (city: string) => `Times are in the event's time zone (${city}).`,
  timezone: 'Time zone',
  /** A recurring event: its dates are edited in the dates editor. */
  recurringSummary: (count: number, from: string | null, to: string | null) =>
    `This event has ${count} dates${from ? `, from ${from}` : ''}${to ? ` to ${to}` : ''}.`,
  changeInDatesEditor: 'Change them in the dates editor',
  doorsHint: 'Optional; before the start.',
  severalDates: 'Several dates?',
  addInDatesEditor: 'Add them in the dates editor',
  location: 'Location',
  howPeopleAttend: 'How people attend',
  inPerson: 'In person',
  online: 'Online (streaming)',
  /** Each online date's stream (Ovation live or a link elsewhere) is its broadcast's, set in the Broadcast tab. */
  streamSetUp:
    'Each date’s live stream is set up in the Broadcast tab: live on Ovation from OBS or this browser, or a link to a stream elsewhere. Only online ticket holders see it.',
  openBroadcastTab: 'Open the Broadcast tab',
  venue: 'Venue',
  enterVenue: 'Enter the venue',
  venueName: 'Venue name',
  address: 'Address',
  city: 'City',
  state: 'State or region',
  latitude: 'Latitude',
  longitude: 'Longitude',
  placeId: 'Place ID',
  placeIdHint: 'Optional map place identifier.',
  /** `tba` is the event page's 'To be announced'. */
  tbaNote: (tba: string) => `The event page shows the location as “${tba}”. Enter the venue when it is known.`,
} as const;

/** Details > edit: tickets and checkout, donations, marketing consents and banner messages. */
export const EVENT_CHECKOUT_SETTINGS_TEXTS = {
  checkout: 'Tickets and checkout',
  currency: 'Currency',
  purchaseButton: 'Purchase button text',
  purchaseButtonHint: "Shown on the event page's ticket button.",
  checkoutBanner: 'Checkout banner message',
  checkoutBannerHint: 'Shown at the top of checkout.',
  attendeeInformation: 'Attendee information',
  eachAttendee: 'Ask for the name of each attendee',
  onlyBuyer: 'Ask the buyer only',
  privateEvent: 'Private event',
  privateEventHint: 'Not listed in explore, search or profiles; anyone with the link can buy.',
  refunds: 'Refunds allowed',
  refundsHint: 'Shown on the event page as the refund policy.',
  transfers: 'Ticket transfers allowed',
  transfersHint: 'Ticket holders may transfer a ticket to someone else.',
  cancellations: 'Ticket cancellations allowed',
  cancellationsHint: 'Ticket holders may cancel their ticket.',
  cancelDeadline: 'Cancellation deadline',
  cancelDeadlineHint: 'Hours before the start after which tickets can no longer be cancelled (empty: until the start).',
  /** After the number of the cancellation deadline (with its leading space). */
  hoursSuffix: ' hours',
  donations: 'Donations',
  donationsHint: 'Let buyers add a donation to their order.',
  acceptDonations: 'Accept donations at checkout',
  donationTitle: 'Donation title',
  donationTitleExample: 'Support the artists',
  donationDescription: 'Donation description',
  suggestedAmount: 'Suggested amount',
  maximumAmount: 'Maximum amount',
  maximumAmountHint: 'Larger donations are capped.',
  includeAutomatically: 'Add the suggested donation to every order automatically',
  marketing: 'Marketing consents',
  marketingHint: 'Checkboxes buyers may tick at checkout.',
  consentOwner: 'Ask buyers whether they want news from you',
  consentProduct: 'Ask buyers whether they want news from Ovation',
  banners: 'Banner messages',
  bannersHint: (max: number) => `Announcements at the top of the event page (at most ${max}).`,
  noBanners: 'No banner messages.',
  /** A banner's card is 'Message {n}'; its aria-labels say 'message {n}'. */
  bannerTitle: (n: number) => `Message ${n}`,
  bannerNoun: 'message',
  message: 'Message',
  type: 'Type',
  bannerTypes: { info: 'Info', success: 'Success', warning: 'Warning', danger: 'Danger' },
  colour: 'Colour',
  dismissible: 'Visitors can dismiss it',
  buttonText: 'Button text',
  buttonTextHint: 'Optional call to action.',
  buttonLink: 'Button link',
  preview: 'Preview',
  addBanner: 'Add a banner message',
} as const;

/** Tickets: the ticket types editor and the fields of one ticket type. */
export const TICKET_TYPES_TEXTS = {
  heading: 'Ticket types',
  intro: (currency: string, code: string, city: string) =>
    `Prices are in ${currency} (${code}); sales times in the event's time zone (${city}). Quantities are per date.`,
  noTicketTypes: 'No ticket types yet',
  noTicketTypesHint: 'Add at least one ticket type before you publish.',
  add: 'Add ticket type',
  addOnline: 'Add online ticket type',
  /** The card's header: name, price, quantity and badges. */
  newTicketType: 'New ticket type',
  cardLabel: (n: number, name: string) => `Ticket type ${n}: ${name || 'untitled'}`,
  /** Names a ticket type without a name in the aria-labels. */
  noun: 'ticket type',
  priceFrom: (price: string) => `From ${price}`,
  payWhatYouWant: 'Pay what you want',
  free: 'Free',
  available: (quantity: string) => `${quantity} available`,
  showToBuyers: 'Show to buyers',
  hideFromBuyers: 'Hide from buyers',
  showItem: (name: string) => `Show ${name}`,
  hideItem: (name: string) => `Hide ${name}`,
  hasSales: 'Has sales: hide it instead',
  removeTitle: (name: string) => `Remove “${name || 'this ticket type'}”?`,
  removeText: 'It is deleted when you save. Hide it instead to keep it but stop selling it.',
  /** The fields. */
  namePlaceholder: 'General admission',
  attendance: 'Attendance',
  attendanceTypes: { in_person: EVENT_WHEN_WHERE_TEXTS.inPerson, online: 'Online' },
  pricing: 'Pricing',
  fixedPrice: 'Fixed price',
  price: 'Price',
  priceHint: '0 for a free ticket.',
  minimumPrice: 'Minimum price',
  minimumPriceHint: '0 allows free.',
  suggestedPrice: 'Suggested price',
  fee: 'Booking fee',
  feeHint: 'Added to the price.',
  /** FeeFields: who pays the Ovation fee (docs/decisions/checkout.md, Absorbed fees). */
  absorbFees: 'Absorb the Ovation fee',
  absorbFeesHint: 'Buyers see one price with the fee inside it; the fee comes out of your share.',
  feePreview: (pays: string, fee: string | null, earns: string) =>
    `Buyers pay ${pays}${fee ? ` + ${fee} fee` : ''} · you receive ${earns} before card processing`,
  quantity: 'Quantity',
  quantityHint: 'Capacity per date.',
  maxPerOrder: 'Maximum per order',
  salesStart: 'Sales start',
  salesStartHint: 'Empty: on sale when published.',
  salesEnd: 'Sales end',
  salesEndHint: 'Empty: until the event ends.',
  visibility: 'Visibility',
  visibilityScopes: { public: 'Public', secret: 'Secret code', member: EVENT_MESSAGES.membersOnlyTicket, list: 'Private access list' },
  codeHint: 'Letters and numbers.',
  usesPerCode: 'Uses per code',
  usesPerCodeHint: 'Empty: unlimited.',
  hiddenHint: 'Hidden ticket types are not sold.',
  membershipTier: 'Membership tier',
  membershipTierHint: 'Only its members see and buy this ticket.',
  chooseTier: 'Choose a tier',
  noTiers: 'No membership tiers yet: add one in Memberships.',
  tiersUnavailable: 'The membership tiers could not be loaded.',
  /** A saved ticket's tier that is archived (or no longer listed). */
  archivedTier: (name: string) => `${name} (archived)`,
  /** A private access list ticket: its lists and the purchase limit of each member's share code. */
  lists: 'Private access lists',
  listsHint: 'People on these lists, and friends with their share code, see and buy this ticket.',
  chooseLists: 'Choose lists',
  noLists: 'No private access lists yet: add one in Private Access Lists.',
  listsUnavailable: 'The private access lists could not be loaded.',
  perCode: 'Tickets per share code',
  perCodeHint: 'What each person on the list and their friends can buy in all.',
} as const;

/** How many private access lists one ticket type may name. */
export const LISTS_PER_TICKET_TYPE = 20;

/** Questions: the checkout questions editor. */
export const QUESTIONS_TEXTS = {
  heading: 'Checkout questions',
  intro: 'Buyers answer these at checkout, for each attendee or once per order (see Attendee information in Details).',
  noQuestions: 'No questions',
  noQuestionsHint: 'Ask for dietary needs, T-shirt sizes or agreement to your terms.',
  /** A question's card is 'Question {n}'; its aria-labels say 'question {n}'. */
  title: (n: number) => `Question ${n}`,
  noun: 'question',
  fieldType: 'Answer type',
  fieldTypes: { text: 'Long answer', 'short text': 'Short answer', terms: 'Terms to agree to', dropdown: 'Dropdown' },
  question: 'Question',
  options: 'Options',
  optionsHint: 'One option per line.',
  terms: 'Terms',
  termsHint: 'The text buyers agree to.',
  onlyForTickets: 'Only for these tickets',
  allTickets: 'All tickets',
  onlyForTicketsHint: 'Leave empty to ask for every ticket.',
  saveTicketTypesFirst: 'Save ticket types first to limit a question to some of them.',
  required: 'Required',
  add: 'Add question',
} as const;

/** Dates: the dates editor of a (recurring) event. */
export const EVENT_DATES_EDITOR_TEXTS = {
  heading: 'Event dates',
  intro: (city: string) =>
    `Each date has its own tickets: the quantity of every ticket type is available on each date. Times are in the event's time zone (${city}) unless a date says otherwise. With more than one date, buyers first choose a date.`,
  noDates: 'No dates yet',
  noDatesHint: 'Add the first date of your event.',
  date: (n: number) => `Date ${n}`,
  removeDate: (n: number) => `Remove date ${n}`,
  removeThisDate: 'Remove this date',
  addDate: 'Add date',
  repeatWeekly: 'Repeat weekly',
  repeatWeeklyLabel: 'Number of weekly dates to add',
  /** After the number of weeks (with its leading space). */
  weeksSuffix: ' weeks',
  addWeekly: 'Add weekly dates',
} as const;

/** Team: the collaborators and their invitations. */
export const COLLABORATORS_TEXTS = {
  /** What each access setting lets a collaborator do (buyer-side 6). */
  accessHints: {
    admin: 'Edit the event, guests, team, stats and video',
    door: 'Check in guests and see the team',
    door_with_stats: 'Check in guests and see stats',
    basic: 'Shown on the event page; sees the team',
  },
  /** The page's intro: each access setting's label and hint ('Admin: edit the event, …'). */
  intro: (settings: readonly { label: string; hint: string }[]) =>
    `Collaborators appear on the event page and get access to this event by their setting. ${settings.map((s) => `${s.label}: ${s.hint.toLowerCase()}`).join('; ')}.`,
  tableLabel: 'Event team',
  noCollaborators: 'No collaborators yet.',
  accessOf: (name: string) => `Access of ${name}`,
  removeTitle: (name: string) => `Remove ${name}?`,
  removeText: 'They will no longer appear on the event page or have access to this event.',
  removeFailed: unableTo('remove the collaborator'),
  changeFailed: unableTo('change the access'),
  /** Adding one: a person or organization found by the search, or an e-mail address invited. */
  addTitle: 'Add a collaborator',
  searchHint: 'Search by name or username, or enter an email address to send an invite.',
  searchPlaceholder: 'Name, username or email',
  sendInvitation: 'Send invitation',
  add: 'Add collaborator',
  addFailed: unableTo('add the collaborator'),
  /** An invitation not accepted yet. */
  inviteSent: 'Invite sent',
  resendInvitation: TEAM_TABLE_TEXTS.resendInvitation,
  resendTo: (email: string) => `Resend the invitation to ${email}`,
  resendFailed: unableTo('resend the invitation'),
  cancelInvitation: TEAM_TABLE_TEXTS.cancelInvitation,
  cancelTo: (email: string) => `Cancel the invitation to ${email}`,
  cancelTitle: (email: string) => `Cancel the invitation to ${email}?`,
  cancelText: 'The link in the e-mail will stop working.',
  keepIt: 'Keep it',
  cancelFailed: unableTo('cancel the invitation'),
} as const;

/** The business events table (accounts-and-reporting 2.4); its figures' headers are SALES_SO_FAR_MESSAGES'. */
export const EVENTS_TABLE_TEXTS = {
  label: 'Events',
  searchLabel: 'Search your events',
  searchPlaceholder: 'Search events',
  typeLabel: 'Upcoming or past events',
  showAll: 'Show All',
  showAllLabel: 'Show all ticket types',
  /** The count under the table: '1 event', '12 events'. */
  noun: ['event', 'events'],
  createEvent: NAV_TEXTS.createEvent,
  dateAndName: 'Date and name',
  noDate: 'No date',
  /** Under the name of an event the profile only helps with. */
  helpsWith: (owner: string, access: string) => `by ${owner} · you help as ${access}`,
  ticketTypeCount: (n: number) => `${n} ${n === 1 ? TICKET_TYPES_TEXTS.noun : 'ticket types'}`,
  /** A figure the viewer may not see (the reason is under the event's name). */
  notAvailable: 'N/A',
  actionsFor: (name: string) => `Actions for ${name}`,
} as const;

/** Creating an event: /event/new (buyer-side 2.3), the AI assistant's page until it is built, and /e/new. */
export const NEW_EVENT_TEXTS = {
  title: 'Create an event',
  howToStart: 'How would you like to start?',
  withAi: 'Create with AI',
  withAiBadge: 'New',
  withAiText: 'Describe your event in a chat and let the assistant draft it for you.',
  manually: 'Create Manually',
  manuallyText: 'Fill in the event details, tickets and settings yourself.',
  logInForAi: 'Log in to create with AI',
  logInForAiText: 'The assistant drafts the event for you or one of your organizations. Log in or create a free account to continue.',
  signUp: 'Sign up',
  chooseOrganizer: 'Choose an organizer',
  whoOrganizes: 'Who is organizing this event?',
  personalAccount: ORGANIZATION_TEXTS.personalAccount,
  organization: ORGANIZATION_TEXTS.organization,
  createOrganization: ORGANIZATION_TEXTS.createTitle,
  /** /e/new. */
  startWithName: 'Start with a name. Your event stays a draft, hidden from the public, until you publish it.',
  namePlaceholder: 'e.g. Jazz Night at the Hall',
  organizerHint: 'Who sells the tickets and receives the payments.',
  createDraft: 'Create draft',
} as const;

/** The public dates page of a recurring event (/event/:eventId/dates, buyer-side 2.6). */
export const EVENT_DATES_PAGE_TEXTS = {
  documentTitle: (eventName: string) => `Dates | ${eventName}`,
  chooseDate: 'Choose a date',
  backToEvent: 'Back to the event',
  close: 'Close',
  noUpcomingDates: 'No upcoming dates',
  allDatesPassed: 'Every date of this event has passed.',
  doors: (time: string) => `Doors ${time}`,
} as const;
