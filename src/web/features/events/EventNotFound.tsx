import { EVENT_MESSAGES } from '../../../contracts/events.messages.ts';
import { NotFound } from '../../ui/NotFound.tsx';

/**
 * The not-found page of the routes with an :eventId (also shown when the API answers 404 for the event). A module of
 * its own, apart from route-gates.tsx: the route definitions import the gates, so whatever shares their module is in
 * every first load, and this page with the events' messages belongs in the pages' chunks.
 */
export function EventNotFound() {
  return <NotFound message={EVENT_MESSAGES.eventNotFound} />;
}
