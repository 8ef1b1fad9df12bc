/**
 * The words of a seat's name, in a module of their own: the ticket's seat line (contracts/tickets.messages.ts) needs
 * them on every checkout and ticket page, and importing texts.ts for them put all the chart issues' texts in the
 * checkout's first load.
 */
export const SEAT_WORDS = {
  row: 'Row',
  table: 'Table',
  seat: 'Seat',
  area: 'Standing area',
} as const;
