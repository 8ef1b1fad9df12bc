/** Public event texts and page constants: plain constants without zod, so the web app can import them without the schemas. */

import { NAV_TEXTS } from './site.messages.ts';
import { unableTo } from './errors.messages.ts';

export const EVENT_MESSAGES = {
  /** A members-only ticket: its badge at checkout and the ticket editor's visibility choice (one word, two areas). */
  membersOnlyTicket: 'Members only',
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

/** The public event page's own texts beside EVENT_MESSAGES: badges, facts, sections, the organizer and the collaborators. */
export const EVENT_PAGE_TEXTS = {
  /** Shared with the checkout and ticket pages (their modules point here), so the event page loads neither. */
  loadFailed: unableTo('load this event'),
  dismiss: 'Dismiss',
  doorsOpenAt: 'Doors open at',
  loading: 'Loading the event',
  dateTba: 'Date to be announced',
  /** The badge of an event with several dates (heading and cards): '3 dates'. */
  dateCount: (n: number) => `${n} dates`,
  private: 'Private',
  /** After the start, the zone's city: 'London time'. */
  zoneTime: (city: string) => `${city} time`,
  /** The link to the date selection: '1 more date', '4 more dates'. */
  moreDates: (n: number) => `${n} more ${n === 1 ? 'date' : 'dates'}`,
  onlineEvent: 'Online event',
  streamLinkNote: 'Ticket holders get the stream link.',
  eventEnded: 'This event has ended.',
  organizedBy: 'Organized by',
  manageThisEvent: 'Manage this event',
  collaborators: 'Collaborators',
  /** The collaborators' heading (shown uppercase). */
  collaboratorsWith: 'With',
  remove: 'Remove',
  removeCollaborator: (name: string) => `Remove ${name} as a collaborator`,
  aboutThisEvent: 'About this event',
  video: 'Video',
  images: 'Images',
  location: 'Location',
  /** The contact section: 'Contact' then the organizer's name. */
  contact: 'Contact',
  watchVideo: 'Watch the video',
  videoTitle: 'Event video',
  imageAlt: (name: string, n: number) => `${name}: image ${n}`,
  /** A poster shows the event: its text alternative is the event's name (issue 29). */
  posterAlt: (name: string) => name,
  dismissBanner: 'Dismiss message',
} as const;

/** Event cards and lists (explore, search, profiles). */
export const EVENT_LIST_TEXTS = {
  category: 'Category',
  byOrganizer: (name: string) => `By ${name}`,
  online: 'Online',
  placeAndOnline: (place: string) => `${place} · Online`,
} as const;

/** The homepage's Explore section. */
export const EXPLORE_TEXTS = {
  title: 'Explore',
  intro: 'Concerts, parties, workshops and more from creators on Ovation.',
  loadFailed: unableTo('load events'),
  categoryEmpty: 'No upcoming events in this category yet. Try another one.',
  empty: 'Upcoming public events will appear here. Be the first to publish one.',
  createEvent: NAV_TEXTS.createEvent,
} as const;

/** The location map: its accessible label, the pin and the link to OpenStreetMap. */
export const EVENT_MAP_TEXTS = {
  /** 'Map of {place} at {lat}, {lng}', the place being 'the location' without a name. */
  mapAt: (place: string, latitude: string, longitude: string) => `Map of ${place} at ${latitude}, ${longitude}`,
  theLocation: 'the location',
  mapOf: (query: string) => `Map of ${query}`,
  pinAlt: 'Event location',
  openInMaps: 'Open in maps',
} as const;

/** The Share button and its popup. */
export const EVENT_SHARE_TEXTS = {
  share: 'Share',
  title: 'Share this event',
  eventLink: 'Event link',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  /** Discord has no share address: the link is copied and Discord opens. */
  discord: 'Copy the link and open Discord',
  shareOn: (target: string) => `Share on ${target}`,
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
