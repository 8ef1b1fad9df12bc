/**
 * The words of a seat's name (and of a standing place's), in a module of their own: the ticket's seat line (contracts/tickets.messages.ts) needs
 * them on every checkout and ticket page, and importing texts.ts for them put all the chart issues' texts in the
 * checkout's first load.
 */
export const SEAT_WORDS = {
  row: 'Row',
  table: 'Table',
  seat: 'Seat',
  area: 'Standing area',
} as const;

/** A standing area's place, as its ticket names it ('Standing: Floor'). */
export const standingLabel = (area: string) => `Standing: ${area}`;

/**
 * Whether a ticket's seat label is a chart's full name already ('Stalls, Row B, Seat 3', 'Table 4, Seat 2',
 * 'Standing: Floor'), as opposed to a bare label ('A12') that needs the word 'Seat' before it.
 */
export const namesItself = (label: string) =>
  label.startsWith(`${SEAT_WORDS.seat} `) || label.includes(`, ${SEAT_WORDS.seat} `) || label.startsWith(standingLabel(''));
