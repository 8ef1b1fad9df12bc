/** Public event texts and page constants: plain constants without zod, so the web app can import them without the schemas. */

export const EVENT_MESSAGES = {
  publishSuccess: 'Your event is live. You can now share the link and start selling tickets.',
  publishFailed: 'Failed to publish event',
  /** The success alert clears itself after this many milliseconds. */
  publishSuccessMs: 5000,
  draftBanner: 'Draft mode: hidden from public view.',
  publishButton: 'Publish Event',
  collaboratorRemoved: "You've been successfully removed as a collaborator from this event.",
  collaboratorRemoveFailed: 'Failed to remove collaborator. Please try again.',
  collaboratorRemoveQuestion: 'Are you sure you want to remove yourself as a collaborator from this event?',
  /** errorCode=1 on the event page; the parameter is cleared after showing it. */
  ticketsLoadError: 'We had a problem loading the tickets in checkout. Please try again.',
  locationTba: 'To be announced',
  soldOutButton: 'Sold Out',
  defaultPurchaseButton: 'Get Tickets',
  streamButton: 'Get Stream Access',
  refundsAllowed: 'Refunds are available for this event.',
  noRefunds: 'All sales are final: tickets are non-refundable.',
  seeMore: 'See more',
  seeLess: 'See less',
  noResults: 'No results',
  exploreEmpty: 'No upcoming events yet',
  searchEmpty: 'No results',
  eventNotFound: 'The page you were looking for was not found',
  /** Alert after following / unfollowing fails. */
  followFailed: 'Unable to follow. Please try again later.',
  unfollowFailed: 'Unable to unfollow. Please try again later.',
} as const;

/** Values of the event page's errorCode query parameter. */
export const EVENT_PAGE_ERROR_CODES = { 1: EVENT_MESSAGES.ticketsLoadError } as const;

/** Share popup: closes this long after a copy (buyer-side 9). */
export const SHARE_POPUP_CLOSE_MS = 500;
/** Image masonry columns: 1 for one image, otherwise 2. Map zoom 12. */
export const masonryColumns = (images: number) => (images === 1 ? 1 : 2);
export const MAP_DEFAULT_ZOOM = 12;
/** Explore, search and profile event lists: 30 per page, a next page when the last one is full. */
export const EVENT_LIST_PAGE_SIZE = 30;
