import type { PublicEvent } from '../../../../contracts/events.ts';

/** Share only what anyone may open: published and not private. */
export function canShare(event: Pick<PublicEvent, 'published' | 'private'>): boolean {
  return event.published && !event.private;
}

/** A map for a venue with a pin or an address to show. */
export function showsMap(event: Pick<PublicEvent, 'inPerson' | 'locationSetting' | 'location'>, address: readonly string[]): boolean {
  return event.inPerson && event.locationSetting === 'venue' && (event.location.latitude !== null || address.length > 0);
}

export function hasMoreDates(event: Pick<PublicEvent, 'futureEventCount'>): boolean {
  return event.futureEventCount > 1;
}
