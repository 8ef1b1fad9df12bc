/**
 * The seating rules' words (seat names, chart issues). They live beside the rules that compose them because the
 * domain may not import contracts; `src/contracts/seating.messages.ts` re-exports them for the server and web.
 */

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const formatCount = (count: number) => count.toLocaleString('en-US');

export { SEAT_WORDS } from './seat-words.ts';

/** How an issue names the row, table or area it is about, mid-sentence: 'row B', 'Orchestra, table 4'. */
export const SEATING_OBJECT_NAMES = {
  row: (label: string) => (label ? `row ${label}` : 'a row without a label'),
  table: (label: string) => (label ? `table ${label}` : 'a table without a label'),
  area: (label: string) => `the standing area ${label}`,
  inSection: (section: string, name: string) => (section ? `${section}, ${name}` : name),
} as const;

/** What `validateChart` finds, as the designer and the server's refusals say it. */
export const CHART_ISSUE_MESSAGES = {
  duplicateSeat: (seat: string, times: number) => `Seat ${seat} appears ${times === 2 ? 'twice' : `${times} times`}`,
  duplicateArea: (label: string, times: number) => `The standing area ${label} appears ${times === 2 ? 'twice' : `${times} times`}`,
  noCategorySeats: (count: number, where: string) =>
    `${formatCount(count)} ${plural(count, 'seat', 'seats')} of ${where} ${plural(count, 'has', 'have')} no category`,
  noCategoryArea: (label: string) => `The standing area ${label} has no category`,
  unknownCategory: (where: string, categoryKey: string) => `The category ${categoryKey} of ${where} is not among the chart's categories`,
  duplicateCategory: (key: string) => `Two categories have the key ${key}`,
  tooManySeats: (count: number, max: number) => `The chart has ${formatCount(count)} seats; a chart can have at most ${formatCount(max)}`,
  empty: 'The chart has no seats or standing areas to sell',
} as const;
