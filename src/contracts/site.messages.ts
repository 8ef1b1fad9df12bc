/** Site-wide constants and the app shell's texts, shared by the server and the web app: plain values without zod. */

import { unableTo } from './errors.messages.ts';

/** The meta tag through which the server tells the page its environment (app.ts serveWeb, web app/env.ts). */
export const ENVIRONMENT_META = 'ovation-environment';

/** A request that failed without the server's own message (web app/http.ts, app/download.ts). */
export const HTTP_MESSAGES = {
  network: 'Network error: Please check your internet connection and try again',
  /** An answer without a JSON error body (a proxy's empty 502, say). */
  requestFailed: (status: number) => `Request failed (${status})`,
} as const;

/** The top navigation, its mobile drawer, the user menu and the management sidebar (buyer-side 2.1). */
export const NAV_TEXTS = {
  explore: 'Explore',
  createEvent: 'Create An Event',
  howItWorks: 'How it works',
  logIn: 'Log in',
  signUp: 'Sign up',
  /** The logo link. */
  home: 'Ovation home',
  /** The desktop links' landmark. */
  main: 'Main',
  /** The burger on phones outside management: the menu drawer. */
  openMenu: 'Open menu',
  /** The burger of the mobile management variant: the management sidebar. */
  openNavigation: 'Open navigation',
  userMenu: 'User menu',
  profile: 'Profile',
  settings: 'Settings',
  businessTools: 'Business Tools',
  createOrganization: 'Create an organization',
  logout: 'Logout',
  /** The sidebar's landmark. */
  management: 'Management',
  supportCenter: 'Support center',
} as const;

/** The global alert bar (buyer-side 2.1). */
export const SITE_ALERT_TEXTS = {
  label: 'Site announcement',
  dismiss: 'Dismiss announcement',
} as const;

/** The top navigation's search box and the /search page. */
export const SEARCH_TEXTS = {
  /** The box's placeholder and name, and the page's title before a search. */
  searchEvents: 'Search events',
  /** The box's button and the page's heading without a query. */
  search: 'Search',
  resultsFor: (query: string) => `Results for “${query}”`,
  eventCount: (n: number) => (n === 1 ? '1 event' : `${n} events`),
  tabs: 'Search results',
  eventsTab: 'Events',
  startHint: 'Type in the search box to find events by name, place or tag.',
  noMatch: 'No events match your search. Try another name, place or tag.',
  failed: unableTo('search'),
} as const;

/** The dev outbox (/dev/outbox). */
export const OUTBOX_MESSAGES = {
  attachmentNotFound: 'Attachment not found',
  title: 'Outbox',
  intro: 'E-mails sent by this server (development only).',
  logInTitle: 'Log in to read the outbox',
  logInText: 'The outbox shows the e-mails sent to your account.',
  emptyTitle: 'No e-mails yet',
  emptyText: 'E-mails the app sends will appear here.',
  loadFailed: unableTo('load the outbox'),
  attachments: 'Attachments',
  to: (address: string) => `To ${address}`,
  /** The frame that shows an e-mail's HTML. */
  frameTitle: (subject: string) => `E-mail: ${subject}`,
} as const;

/** The super admin panel (/super_admin): the global alert. */
/** The user menu's way to the console (the console's own texts are in admin.messages.ts). */
export const SUPER_ADMIN_TEXTS = {
  title: 'Super Admin Panel',
} as const;
