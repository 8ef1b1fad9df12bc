/**
 * What a session records of the page it starts on (docs/decisions/analytics.md, "Collection and storage"): where the
 * visitor came from (another site's address, UTM parameters, a promoter link), the event and its date when it is an
 * event's page (the buyer's steps name the date as ?occurrenceId=), and the profile of a profile page. Pure: the
 * tracker passes the location and document.referrer.
 */

export interface Landing {
  eventId: string | null;
  eventOccurrenceId: string | null;
  /** The handle of /o/:username or /p/:username (and the pages under them); the server finds the profile. */
  organizerUsername: string | null;
  referrer: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  promoter: string | null;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const EVENT_PATH = new RegExp(`^/event/(${UUID})(?:/|$)`, 'i');
const PROMOTE_PATH = new RegExp(`^/event/${UUID}/promote/([^/]+)/?$`, 'i');
const PROFILE_PATH = /^\/[op]\/([^/]+)/;
const OCCURRENCE = new RegExp(`^${UUID}$`, 'i');
/** The server keeps at most this much of a UTM value or promoter (contracts/analytics.values.ts ANALYTICS_LIMITS.text). */
const MAX = 100;

const param = (search: URLSearchParams, name: string) => search.get(name)?.trim().slice(0, MAX) || null;

/** The referrer when it is another site's; our own pages' links are navigation, not a source. */
function externalReferrer(referrer: string, origin: string): string {
  try {
    const url = new URL(referrer);
    if (url.origin === origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return '';
    return `${url.origin}${url.pathname}`;
  } catch {
    return '';
  }
}

/** Where the visitor landed: read at the app's first script run (landing-address.ts), not when the tracker loads. */
export interface LandingAddress {
  pathname: string;
  search: string;
  origin: string;
}

export function landingOf(location: LandingAddress, referrer: string): Landing {
  const search = new URLSearchParams(location.search);
  const promoter = PROMOTE_PATH.exec(location.pathname)?.[1];
  const profile = PROFILE_PATH.exec(location.pathname)?.[1];
  const eventId = eventIdOfPath(location.pathname);
  const occurrence = search.get('occurrenceId') ?? '';
  return {
    eventId,
    eventOccurrenceId: eventId && OCCURRENCE.test(occurrence) ? occurrence.toLowerCase() : null,
    organizerUsername: profile ? decodeURIComponent(profile).slice(0, MAX) : null,
    referrer: externalReferrer(referrer, location.origin),
    utmSource: param(search, 'utm_source'),
    utmMedium: param(search, 'utm_medium'),
    utmCampaign: param(search, 'utm_campaign'),
    promoter: promoter ? decodeURIComponent(promoter).slice(0, MAX) : null,
  };
}

/** The event of an event page's path (/event/:id and the pages under it), or null. */
export function eventIdOfPath(pathname: string): string | null {
  return EVENT_PATH.exec(pathname)?.[1]?.toLowerCase() ?? null;
}
