import { EVENT_MESSAGES } from '../../../contracts/events.messages.ts';
import { LazyNotFound } from '../../ui/LazyNotFound.tsx';

/**
 * The not-found page of the routes with an :eventId (also shown when the API answers 404 for the event). A module of
 * its own, apart from route-gates.ts: the route definitions import the gates, so whatever shares their module is in
 * every first load. The router preloads it with the event page, so the page itself loads on first use.
 */
export function EventNotFound() {
  return <LazyNotFound message={EVENT_MESSAGES.eventNotFound} />;
}
