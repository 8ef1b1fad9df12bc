/** Management area texts: plain constants without zod, so the web app can import them without the schemas. */
import { NAV_TEXTS } from './site.messages.ts';

/** The management area's shell (/manage/:username): navigation, the Events and Settings pages, empty states. */
export const MANAGE_TEXTS = {
  navigationLabel: 'Management navigation',
  events: 'Events',
  createEvent: NAV_TEXTS.createEvent,
  settings: 'Settings',
  /** Tickets and Subscriptions opened for an organization. */
  personalAccountsOnly: 'Tickets and subscriptions are only available for personal accounts.',
} as const;

/**
 * The tabs of contexts not built yet (marketing): their headings, tab bars and empty states, until their issues
 * replace them.
 */
export const MANAGE_PLACEHOLDER_TEXTS = {
  marketing: {
    title: 'Marketing',
    tabs: { globalPromoCodes: 'Global promo codes', customCalendar: 'Custom calendar', services: 'Services' },
  },
} as const;
