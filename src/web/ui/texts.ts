/**
 * The kit's own texts (src/web/ui): the kit is context-free, so its default texts live beside it rather than in a
 * context's messages module. Components that take texts as parameters use these as their defaults.
 */

/** The word mark, the tab title's suffix ('Jazz Night | Ovation') and the footer's name. */
export const BRAND_NAME = 'Ovation';

/** The tab title of a page. */
export const documentTitle = (title: string) => `${title} | ${BRAND_NAME}`;

/** Words the kit's pieces share. */
export const KIT_TEXTS = {
  tryAgain: 'Try again',
  /** The full-page loading screen (buyer-side 2.10). */
  loading: 'Loading',
  loadingMore: 'Loading more',
  loadMore: 'Load more',
  /** A table's column of row buttons, read by screen readers only, and the list toolbar's menu. */
  actions: 'Actions',
  /** The × of a toast. */
  dismissNotification: 'Dismiss notification',
  /** The close button of toasts, alerts and dialogs (an icon alone). */
  close: 'Close',
} as const;

/** A page that failed to load (the router's error component). */
export const ERROR_PAGE_TEXTS = {
  title: 'Something went wrong',
  /** When the error carries no message of its own. */
  fallback: 'Please try again later.',
} as const;

/** The not-found component (buyer-side 2.10). */
export const NOT_FOUND_TEXTS = {
  message: 'The page you were looking for was not found',
  back: 'Go Back',
  illustration: 'Lost ticket illustration',
} as const;

/** The full-page 404 (buyer-side 2.10, accounts-and-reporting 8). */
export const PAGE_404_TEXTS = {
  title: 'Page not found',
  text: 'The page you’re looking for cannot be found. It might have been removed, renamed, or is temporarily unavailable.',
  home: 'Go back home',
} as const;

/** A confirmation's default buttons (confirmAction and the modals host). */
export const CONFIRM_TEXTS = { confirm: 'Confirm', cancel: 'Cancel' } as const;
/** The × of every dialog the modals host opens. */
export const DIALOG_CLOSE = KIT_TEXTS.close;

/** The kind after a profile's handle ('@jane · Person'). */
export const PROFILE_KIND_TEXTS = { person: 'Person', organization: 'Organization' } as const;
