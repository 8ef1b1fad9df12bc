/** Event management texts: plain constants without zod, so the web app can import them without the schemas. */

/**
 * Reporting and event stats until those reports are built (not in the spec, docs/decisions/): say so and show
 * the figures the events table already has.
 */
export const SALES_SO_FAR_MESSAGES = {
  reportingTitle: 'Reports are not built yet',
  reportingText: 'Until they are, here are your events with the most revenue. The Events table lists every event with its revenue and tickets sold.',
  eventStatsTitle: 'Stats for this event are not built yet',
  eventStatsText: 'Until they are, here are the tickets sold so far, by ticket type.',
  eventRevenueText: 'Revenue for each event is in the Events table.',
  openEventsTable: 'Open the Events table',
  ticketsSold: 'Tickets sold',
  revenue: 'Revenue',
  total: 'Total',
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
  minimumAboveSuggested: 'The suggested price must be at least the minimum price',
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
