/**
 * Seating texts (issue 32). The words the seating rules compose (seat names, the chart's issues) live in
 * src/domain/seating/texts.ts, beside those rules (the domain imports no contracts), and are re-exported here.
 * The server's and the web's own seating texts are in seating-server.messages.ts and seating-web.messages.ts.
 */
export { CHART_ISSUE_MESSAGES, SEATING_OBJECT_NAMES, SEAT_WORDS } from '../domain/seating/texts.ts';
export { chartIssueMessage, seatDisplay } from '../domain/seating/index.ts';
