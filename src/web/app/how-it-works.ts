/** The dropdown closes 200 ms after a click outside it (buyer-side 2.1). */
export const HOW_IT_WORKS_CLOSE_DELAY_MS = 200;

export const HOW_IT_WORKS_LINKS = [
  { label: 'For Event Creators', to: '/for-venues-and-event-creators' },
  { label: 'For Artists', to: '/for-artists' },
  { label: 'Universal Creator Income Fund', to: '/ucif' },
] as const;
