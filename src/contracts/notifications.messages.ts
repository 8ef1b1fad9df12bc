/** Notification list texts and sizes: plain constants without zod, so the web app can import them without the schemas. */

export const NOTIFICATIONS_EMPTY = 'No notifications yet';
export const NOTIFICATIONS_PAGE_SIZE = 30;
