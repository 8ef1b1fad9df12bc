/** The site admins' console (/super_admin) and the organizers list (/organize/organizers): plain values, no zod. */

import { ADMIN_SEARCH_MAX } from './admin.values.ts';
import { unableTo } from './errors.messages.ts';
import { SUPER_ADMIN_TEXTS } from './site.messages.ts';

export { ADMIN_SEARCH_MAX, ADMIN_TABS, type AdminTab } from './admin.values.ts';

/** Sizes the server and the web share. */
export const ADMIN_LIMITS = {
  searchMax: ADMIN_SEARCH_MAX,
  /** Results per group (users, organizations, events, orders): a search narrows, it does not page. */
  groupSize: 10,
  /** Weeks of figures one request may ask for. */
  maxFigureDays: 371,
  /** Weeks shown when the console opens. */
  defaultWeeks: 12,
  /** Failed e-mails listed (the newest). */
  failedMailShown: 50,
  organizersPageSize: 25,
} as const;

export const ADMIN_MESSAGES = {
  badRange: 'Choose a start date on or before the end date, at most a year apart',
  mailNotFound: 'This e-mail is no longer waiting for a retry',
  webhookNotFound: 'This webhook is not paused',
} as const;

export const ADMIN_TEXTS = {
  title: SUPER_ADMIN_TEXTS.title,
  tabsLabel: 'Admin sections',
  tabs: { search: 'Search', figures: 'Figures', deliveries: 'Deliveries', alert: 'Site alert', audit: 'Audit log', waiting: 'Waiting rooms' },
  dateFormat: 'MMM d, yyyy',
  dateTimeFormat: 'MMM d, yyyy HH:mm',
  organizersLink: 'All organizers',
} as const;

export const ADMIN_SEARCH_TEXTS = {
  label: 'Search users, organizations, events and orders',
  placeholder: 'E-mail, name, username, id or transaction id',
  hint: 'Type at least the start of an e-mail, a name or a username, or a whole id.',
  noResults: (q: string) => `Nothing matches "${q}".`,
  failed: unableTo('search'),
  groups: { users: 'Users', organizations: 'Organizations', events: 'Events', orders: 'Orders' },
  more: 'Showing the first 10: type more to narrow.',
  admin: 'Site admin',
  verified: 'E-mail verified',
  unverified: 'E-mail not verified',
  joined: (date: string) => `Joined ${date}`,
  openArea: 'Open their area',
  details: 'Account details',
  hideDetails: 'Hide details',
  facts: { email: 'E-mail', username: 'Username', joined: 'Joined', id: 'Id' },
  published: 'Published',
  draft: 'Draft',
  by: (owner: string) => `by ${owner}`,
  noEventDate: 'No date',
  orderOf: (event: string) => `for ${event}`,
  noBuyer: 'No buyer details',
  orderStatus: { pending: 'Pending', completed: 'Completed', canceled: 'Canceled', transferred: 'Transferred' } as Record<string, string>,
} as const;

export const ADMIN_FIGURES_TEXTS = {
  heading: 'Platform figures by week',
  intro: 'Completed orders by ISO week (Monday to Sunday, UTC). Money is shown per currency.',
  from: 'From',
  to: 'To',
  table: 'Figures by week',
  columns: {
    week: 'Week',
    gmv: 'GMV',
    orders: 'Orders',
    fees: 'Platform fees',
    organizers: 'Active organizers',
    signups: 'New sign-ups',
  },
  weekOf: (week: string, start: string) => `${week} (${start})`,
  none: 'No orders and no sign-ups in these weeks.',
  noMoney: '—',
  failed: unableTo('load the figures'),
  chart: 'Orders per week',
} as const;

export const ADMIN_DELIVERY_TEXTS = {
  mailHeading: 'Failed e-mails',
  mailIntro:
    'E-mails given up after a day of retries, and bounced ones: the receiving server refused the address, so they were not retried. Fix the mail server first, then retry.',
  bounced: 'Bounced',
  mailNone: 'No failed e-mails.',
  mailColumns: { to: 'To', subject: 'Subject', error: 'Error', failedAt: 'Failed' },
  retry: 'Retry',
  retryAll: 'Retry all',
  retryAllTitle: 'Retry every failed e-mail?',
  retryAllBody: (count: number) => `${count} e-mail${count === 1 ? '' : 's'} will be sent again now.`,
  retried: (count: number) => `${count} e-mail${count === 1 ? '' : 's'} queued again`,
  retryFailed: unableTo('retry'),
  webhooksHeading: 'Paused webhooks',
  webhooksIntro: 'Webhooks paused after 5 days of failed deliveries. Resume once the receiver works again.',
  webhooksNone: 'No paused webhooks.',
  webhookColumns: { url: 'Endpoint', owner: 'Owner', lastError: 'Last error', pausedAt: 'Paused' },
  resume: 'Resume',
  resumed: 'Webhook resumed',
  resumeFailed: unableTo('resume the webhook'),
  noError: 'No attempt logged',
  failed: unableTo('load the deliveries'),
} as const;

export const ADMIN_ALERT_TEXTS = {
  alertHeading: 'Global alert',
  alertIntro: 'A message shown to every visitor at the top of every page, until they close it.',
  currentlyShown: 'Currently shown',
  noAlert: 'No alert is shown right now.',
  alertLabel: 'Alert message',
  clear: 'Clear alert',
  save: 'Save alert',
  saved: 'Alert message saved',
  cleared: 'Alert message cleared',
  saveFailed: unableTo('save the alert'),
} as const;

export const ORGANIZERS_TEXTS = {
  title: 'Organizers',
  intro: 'People and organizations that own events or membership tiers.',
  search: 'Search organizers',
  searchPlaceholder: 'Name or username',
  table: 'Organizers',
  columns: { name: 'Organizer', events: 'Events', orders: 'Orders', gmv: 'GMV', joined: 'Joined' },
  person: 'Person',
  organization: 'Organization',
  noGmv: 'None yet',
  empty: 'No organizers yet.',
  noResults: 'No organizers match this search.',
  failed: unableTo('load the organizers'),
  nouns: ['organizer', 'organizers'] as const,
  back: 'Back to the console',
} as const;
