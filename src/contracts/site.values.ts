/**
 * The cookie the site alert bar sets when a visitor closes it: the closed alert's id. The server reads it to leave
 * that alert out of a page's first HTML, as the app leaves it out of the page.
 */
export const DISMISSED_ALERT_COOKIE = 'ovation_alert_dismissed';
