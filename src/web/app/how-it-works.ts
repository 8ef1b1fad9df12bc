import { MARKETING_PAGE_NAMES as PAGES } from '../../contracts/marketing.messages.ts';

/** The dropdown closes 200 ms after a click outside it (buyer-side 2.1). */
export const HOW_IT_WORKS_CLOSE_DELAY_MS = 200;

export const HOW_IT_WORKS_LINKS = [
  { label: PAGES.forEventCreators, to: '/for-venues-and-event-creators' },
  { label: PAGES.forArtists, to: '/for-artists' },
  { label: PAGES.ucif, to: '/ucif' },
] as const;
