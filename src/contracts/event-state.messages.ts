/** The event page's cancelled / postponed banner: a module of its own, so the page loads only these words. */
export const EVENT_STATE_BANNER = {
  canceled: 'This event has been canceled.',
  canceledDetail: 'Orders are refunded to the card that paid for them.',
  postponed: 'This event has been postponed.',
  postponedTo: (date: string) => `New date: ${date}`,
} as const;
