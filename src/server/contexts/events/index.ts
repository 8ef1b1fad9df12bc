export { acceptEventInvitation, findEventInvitation, viewEventInvitation } from './collaborator-invitations.service.ts';
export { involves, listed, profileEventCounts, profileEvents } from './event-lists.service.ts';
export { invalidateAllEventPages } from './event-page-cache.ts';
export { eventPageCore, listTickets, seatingIdOf, ticketTypesBuyableBy } from './event-page.service.ts';
export { donationMaximumOf, iso, type OccurrenceRow, type QuestionRow, type TicketTypeRow, toManagedQuestion } from './event-views.ts';
export { codeUsesLeft, type ListPass, memberListPass, ownListPasses, passFor, sharedListPass } from './list-passes.ts';
export {
  benefitOffered,
  type HeldBenefit,
  type Member,
  memberById,
  memberTicketVisible,
  type MemberView,
  memberViewOf,
  NO_MEMBERSHIP,
} from './member-benefits.ts';
export { eventPageHtml } from './first-html.ts';
export { EVENT_PATH, metaTagsDecorator, PROFILE_PATH, SITE_NAME } from './meta-tags.ts';
export { dateProblems, listOccurrences, replaceOccurrences, setSingleDate, syncEventSpan } from './occurrences.service.ts';
// The AI event creator saves a confirmed draft through the editor's own services (contexts/event-creator).
export { createEvent } from './events.service.ts';
export { replaceTicketTypes } from './ticket-types.service.ts';
export { replaceQuestions } from './questions.service.ts';
export { invalidateEventPage } from './event-page-cache.ts';
