import type { BLOCK_REASONS } from './event-seating.ts';

/**
 * The organizer's side of an event's seats (issue 32): the event's Seating tab, the ticket type's seat categories,
 * moving an attendee to another seat. The chart issues' and seat names' words are the domain's (seating.messages.ts).
 */

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

export const BLOCK_REASON_LABELS = {
  held_back: 'Held back',
  wheelchair: 'Wheelchair space',
  companion: 'Companion seat',
} as const satisfies Record<(typeof BLOCK_REASONS)[number], string>;

export const EVENT_SEATING_TEXTS = {
  tab: 'Seating',
  heading: 'Seating',
  intro: 'Sell seats on a chart: buyers pick their seats, each ticket type sells the seat categories you choose.',
  loadFailed: "The event's seating could not be loaded",
  chartsFailed: 'Your seat charts could not be loaded',
  // Choosing a chart
  noChartsTitle: 'No seat charts yet',
  noChartsText: 'Draw your venue once as a seat chart, then use it for any event.',
  drawChart: 'Draw a seat chart',
  chart: 'Seat chart',
  chooseChart: 'Choose a chart',
  chartOption: (name: string, seats: number, standing: number) =>
    `${name} (${plural(seats, 'seat', 'seats')}${standing ? `, ${count(standing)} standing` : ''})`,
  useChart: 'Use this chart',
  noSeating: 'This event does not use a seat chart: buyers choose tickets from the list.',
  manageCharts: 'Manage seat charts',
  chartNotUsable: 'This chart cannot be used yet. Fix it in the designer:',
  // The attached snapshot
  snapshotOf: (name: string | null, takenAt: string) => `${name ?? 'Deleted chart'}, copied ${takenAt}`,
  snapshotHint: 'The event keeps its own copy of the chart: later changes to the chart reach it only when you use the chart again.',
  replace: 'Replace chart',
  replaceWith: 'Replace with',
  replaceTitle: 'Replace the seat chart?',
  replaceText: 'The event takes a new copy of the chart. Seats that are held or sold must keep their place and category.',
  detach: 'Stop using seats',
  detachTitle: 'Stop using a seat chart?',
  detachText: 'Buyers will choose tickets from the list without seats. Blocked seats are released.',
  detached: 'The event no longer uses a seat chart',
  attached: 'Seat chart saved',
  // Categories
  categories: 'Categories',
  category: 'Category',
  seats: 'Seats',
  standing: 'Standing',
  soldBy: 'Sold by',
  notSold: 'No ticket type',
  unmappedTitle: 'Some seats cannot be sold',
  unmappedText: (names: string) => `No ticket type sells ${names}. Choose seat categories on each ticket type in Tickets.`,
  editTickets: 'Edit ticket types',
  // Blocking
  blocking: 'Blocked seats',
  blockingHint: 'Keep seats from sale for a date: click seats on the chart (shift-click for a run of a row) or pick them in the list.',
  date: 'Date',
  reason: 'Reason',
  block: (n: number) => (n ? `Block ${plural(n, 'seat', 'seats')}` : 'Block seats'),
  release: (n: number) => (n ? `Release ${plural(n, 'seat', 'seats')}` : 'Release seats'),
  clearSelection: 'Clear selection',
  blockedCount: (n: number) => `${plural(n, 'seat', 'seats')} blocked on this date`,
  blockedDone: (n: number) => `${plural(n, 'seat', 'seats')} blocked`,
  releasedDone: (n: number) => `${plural(n, 'seat', 'seats')} released`,
  pickSeats: 'Seats',
  pickSeatsPlaceholder: 'Search a row or seat',
  drawingLabel: 'Seat chart, read only: click seats to select them',
  seatTitle: (name: string, state: string) => `${name}: ${state}`,
  legendFree: 'Free',
  legendTaken: 'Held or sold',
  legendBlocked: 'Blocked',
  legendSelected: 'Selected',
  free: 'free',
  taken: 'held or sold',
  blockedAs: (reason: string) => `blocked (${reason})`,
} as const;

export const TICKET_SEATS_TEXTS = {
  label: 'Seat categories',
  hint: 'Buyers of this ticket pick a seat of these categories on the chart. Leave empty for a ticket without a seat.',
  placeholder: 'Choose categories',
  unavailable: 'The seat chart could not be loaded',
  notOnChart: (key: string) => `${key} (not on the chart)`,
} as const;

/** Moving an attendee to another seat (guests list), and the server's refusals. */
export const MOVE_SEAT_TEXTS = {
  action: 'Move to another seat',
  title: (name: string) => `Move ${name}`,
  current: (seat: string) => `Now: ${seat}`,
  newSeat: 'New seat',
  placeholder: 'Choose a free seat',
  noFreeSeat: 'No free seat of this category on this date',
  move: 'Move',
  moved: (seat: string) => `Moved to ${seat}`,
  ticketNotFound: 'Ticket not found for this event',
  noSeat: 'This ticket has no seat',
  otherCategory: 'Choose a seat of the same category',
  sameSeat: 'This is already the seat of the ticket',
  notActive: 'Only an active ticket can change seats',
  seatNotFree: 'This seat is not free on this date',
} as const;
