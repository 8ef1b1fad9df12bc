const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The id of one of our own videos when an event's video link is its player page on this site
 * (`<site origin>/watch/<uuid>`, or relative `/watch/<uuid>`); null for any other link, which the event page shows
 * as before (an embedded YouTube or Vimeo player, or a plain link).
 */
export function ownVideoId(url: string | null | undefined, siteOrigin: string): string | null {
  const value = url?.trim();
  if (!value) return null;
  let link: URL;
  let site: URL;
  try {
    site = new URL(siteOrigin);
    link = new URL(value, site);
  } catch {
    return null;
  }
  if (link.host !== site.host || (link.protocol !== 'https:' && link.protocol !== 'http:')) return null;
  const id = /^\/watch\/([^/]+)\/?$/.exec(link.pathname)?.[1];
  return id && UUID.test(id) ? id.toLowerCase() : null;
}
