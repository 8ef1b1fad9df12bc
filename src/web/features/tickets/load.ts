import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { isApiError } from '../../app/http.ts';
import { isUuid } from '../../app/search-params.ts';
import type { TicketPageType } from '../../../contracts/tickets.ts';
import { ticketPageQuery } from './page-query.ts';

/**
 * The ticket page's loader: an unknown or foreign ticket goes to /{type}/{id}/not-found, a ticket that needs a
 * signed-in holder (a transferred one, opened signed out) to the login page and back.
 */
export async function loadTicketPage(queryClient: QueryClient, type: TicketPageType, id: string, href: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  try {
    await queryClient.ensureQueryData(ticketPageQuery(type, id));
  } catch (error) {
    if (isApiError(error)) {
      if (error.status === 401) throw redirect({ to: '/auth', search: { redirect_to: href } });
      if (error.status === 404 || error.status === 403) {
        throw redirect({ href: `/${type}/${encodeURIComponent(id)}/not-found`, replace: true });
      }
    }
    throw error;
  }
}
