import { queryOptions } from '@tanstack/react-query';
import { TICKETS_ENDPOINTS } from '../../../contracts/tickets.endpoints.ts';
import type { TicketPageType } from '../../../contracts/tickets.ts';
import { call, endpointPath } from '../../app/http.ts';

/** The ticket page's query, on its own: the ticket routes' loaders (in the app shell) load only this. */
export const ticketPageKey = (type: TicketPageType, id: string) => ['tickets', 'page', type, id] as const;

/** GET /api/v1/ticket_pages/:type/:id: every ticket of an order (`tickets`) or one ticket (`ticket`). */
export function ticketPageQuery(type: TicketPageType, id: string) {
  return queryOptions({
    queryKey: ticketPageKey(type, id),
    queryFn: ({ signal }) => call(TICKETS_ENDPOINTS.ticketPage, { params: { type, id }, signal }),
    staleTime: 10_000,
    retry: false,
  });
}

/** The PDF of a ticket page's active tickets (one page per ticket). */
export const ticketPdfPath = (type: TicketPageType, id: string) => endpointPath(TICKETS_ENDPOINTS.ticketPagePdf.path, { type, id });
