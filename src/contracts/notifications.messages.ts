import { unableTo } from './errors.messages.ts';

/** Notification list texts and sizes: plain constants without zod, so the web app can import them without the schemas. */

export const NOTIFICATIONS_EMPTY = 'No notifications yet';
export const NOTIFICATIONS_PAGE_SIZE = 30;

const NOTIFICATIONS_TITLE = 'Notifications';

/** The bell of the top navigation and its popover list (accounts-and-reporting 2.9). */
export const NOTIFICATION_TEXTS = {
  title: NOTIFICATIONS_TITLE,
  markAllRead: 'Mark all as read',
  /** The dot button of a row: its label says what a click does. */
  read: 'Read',
  markRead: 'Mark as read',
  bellLabel: (unread: number) => (unread > 0 ? `${NOTIFICATIONS_TITLE} (${unread} unread)` : NOTIFICATIONS_TITLE),
} as const;

/** Settings > Account, Notifications: the person's own switches (docs/decisions/messages.md). */
export const NOTIFICATION_SETTINGS_TEXTS = {
  title: NOTIFICATIONS_TITLE,
  saleNotices: 'New sales and memberships',
  saleNoticesHint:
    'A notification for each sale, registration and new member of your own events and memberships and of the teams you receive notifications for, with an e-mail summary at most every 15 minutes.',
  saved: 'Notification settings saved',
  loadFailed: unableTo('load your notification settings'),
  saveFailed: unableTo('save your notification settings'),
} as const;

/** Told to site admins when an e-mail failed for good (its day of retries is over); arguments already HTML-escaped. */
export const mailFailedNotice = (to: string, subject: string) =>
  `An e-mail to <strong>${to}</strong> (“${subject}”) could not be delivered after a day of retries. Once mail works again, re-send failed e-mails: POST /api/v1/admin/mail/retry_failed.`;

/** Told to site admins when the receiving server refused an e-mail for good (5xx): no retry, the address is on the bounce list. */
export const mailBouncedNotice = (to: string, subject: string) =>
  `An e-mail to <strong>${to}</strong> (“${subject}”) bounced: the receiving server refused the address, so it was not retried and later messages to attendees skip it.`;
