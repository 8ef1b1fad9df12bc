import { sql } from 'drizzle-orm';
import type { PastVenue } from '../../../contracts/event-lifecycle.ts';
import type { Db } from '../../platform/db/client.ts';

/** Venues offered again: enough to pick from without a search box. */
const PAST_VENUES_SHOWN = 20;

/**
 * The distinct venues of an owner's events (same name and address, ignoring case and spaces, are one), each as it
 * was last used, most recently used first.
 */
export async function pastVenues(db: Db, ownerId: string): Promise<PastVenue[]> {
  const { rows } = await db.execute<PastVenue>(sql`
    select name, address, city, state, latitude, longitude, "googlePlaceId" from (
      select distinct on (lower(trim(location_name)), lower(trim(coalesce(address, ''))))
        trim(location_name) as name, address, city, state, latitude, longitude, google_place_id as "googlePlaceId", created_at
      from events
      where owner_id = ${ownerId} and location_name is not null and trim(location_name) <> ''
      order by lower(trim(location_name)), lower(trim(coalesce(address, ''))), created_at desc
    ) venues
    order by created_at desc
    limit ${PAST_VENUES_SHOWN}`);
  return rows;
}
