/** The marketing pages' texts (home, For Artists, For Venues, UCIF, the static pages) and the footer's: plain constants without zod. */

/** The marketing pages' names: their headings and the links to them (footer, How it works menu). */
export const MARKETING_PAGE_NAMES = {
  aboutUs: 'About us',
  ucif: 'Universal Creator Income Fund',
  fees: 'Fees',
  becomeMember: 'Become a member',
  forArtists: 'For Artists',
  /** The footer's link to /for-venues-and-event-creators. */
  forOrganizers: 'For Organizers',
  /** The How it works menu's link to /for-venues-and-event-creators. */
  forEventCreators: 'For Event Creators',
  knowledgeBase: 'Knowledge Base',
  privacy: 'Privacy Policy',
  terms: 'Terms',
  accessibility: 'Accessibility statement',
} as const;

/** The site footer (accounts-and-reporting 2.7); its first column is headed by the brand name. */
export const FOOTER_TEXTS = {
  tagline: 'Event tickets, memberships and videos in one platform. 33% of our fees go to the Universal Creator Income Fund.',
  creators: 'Creators',
  legal: 'Legal',
  fees: 'Fees: $0.69 + 1% per ticket',
  social: { instagram: 'Instagram', facebook: 'Facebook', x: 'X', youtube: 'YouTube', tiktok: 'TikTok' },
  /** The app-store badges (phones only): the small line over the store's name. */
  appStore: { top: 'Download on the', bottom: 'App Store' },
  googlePlay: { top: 'GET IT ON', bottom: 'Google Play' },
} as const;
