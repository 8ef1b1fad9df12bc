import { sql } from 'drizzle-orm';
import { EVENT_MESSAGES } from '../../../contracts/events.ts';
import { profileTypeFromLetter } from '../../../domain/profiles.ts';
import { truncate } from '../../../domain/text.ts';
import { nextOccurrence, finalOccurrence } from '../../../domain/occurrences.ts';
import { formatZoned } from '../../../domain/zoned-format.ts';
import { instanceKey, loadingCache } from '../../platform/cache.ts';
import type { Db } from '../../platform/db/client.ts';
import { profiles } from '../../platform/db/schema/index.ts';
import { escapeHtml, htmlToText } from '../../platform/html.ts';
import type { PageDecorator } from '../../platform/http/errors.ts';
import { builtPerCachedPage } from './event-page-cache.ts';
import { eventPageCore, type EventPageCore } from './event-page.service.ts';

/**
 * Server-rendered meta tags for shared links: the web app's page for /event/:eventId (published, listed events)
 * and /:type/:username (existing profiles) gets its title, description, Open Graph and Twitter card tags, so
 * link previews work without running the app's JavaScript.
 */
export const SITE_NAME = 'Ovation';
const DESCRIPTION_MAX = 200;

interface PageMeta {
  title: string;
  description: string;
  url: string;
  image: string | null;
  type: 'website' | 'profile';
}

export const EVENT_PATH = /^\/event\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
export const PROFILE_PATH = /^\/([po])\/([A-Za-z0-9_-]{1,30})\/?$/;

/** Each cached page's tags, built once: the description's text and the date cost more than the rest of a request. */
const metaOfPage = builtPerCachedPage<PageMeta | null>();

async function eventMeta(db: Db, publicUrl: string, eventId: string): Promise<PageMeta | null> {
  const core = await eventPageCore(db, eventId.toLowerCase());
  if (!core) return null;
  return metaOfPage(core, publicUrl, () => pageMeta(core, publicUrl));
}

function pageMeta(core: EventPageCore, publicUrl: string): PageMeta | null {
  if (!core.event.published || core.event.private) return null;
  const { event: e, owner } = core;
  const date = nextOccurrence(core.occurrences, new Date()) ?? finalOccurrence(core.occurrences);
  const place =
    e.locationSetting === 'tba' ? EVENT_MESSAGES.locationTba : [e.locationName, e.city].filter(Boolean).join(', ') || (e.online ? 'Online' : '');
  const facts = [date ? formatZoned(date.startsAt, date.timezone) : null, place, `by ${owner.name}`].filter(Boolean).join(' · ');
  const about = htmlToText(e.description);
  return {
    title: `${e.name} | ${SITE_NAME}`,
    description: truncate(about ? `${facts}. ${about}` : facts, DESCRIPTION_MAX),
    url: `${publicUrl}/event/${e.id}`,
    image: e.posterUploadId ? `${publicUrl}/api/uploads/${e.posterUploadId}` : e.images[0] ? `${publicUrl}/api/uploads/${e.images[0]}` : null,
    type: 'website',
  };
}

/** A profile's tags, kept a second as its first HTML is (contexts/profiles/first-html.ts). */
const profileMetas = loadingCache<PageMeta | null>(1000, 2000);

function profileMeta(db: Db, publicUrl: string, letter: string, username: string): Promise<PageMeta | null> {
  return profileMetas.get(`${instanceKey(db)} ${publicUrl} ${letter} ${username.toLowerCase()}`, () =>
    readProfileMeta(db, publicUrl, letter, username),
  );
}

async function readProfileMeta(db: Db, publicUrl: string, letter: string, username: string): Promise<PageMeta | null> {
  const type = profileTypeFromLetter(letter);
  const [p] = await db
    .select()
    .from(profiles)
    .where(sql`lower(${profiles.username}) = ${username.toLowerCase()}`)
    .limit(1);
  if (!p || p.type !== type) return null;
  return {
    title: `${p.name} (@${p.username}) | ${SITE_NAME}`,
    description: truncate(
      p.description.replace(/\s+/g, ' ').trim() || `Events, memberships and videos from ${p.name} on ${SITE_NAME}.`,
      DESCRIPTION_MAX,
    ),
    url: `${publicUrl}/${letter}/${p.username}`,
    image: p.avatarUploadId ? `${publicUrl}/api/uploads/${p.avatarUploadId}` : null,
    type: 'profile',
  };
}

/** Replaces the page's title and description and adds the Open Graph and Twitter tags; every value escaped. */
export function injectMeta(html: string, meta: PageMeta): string {
  const attr = escapeHtml;
  const tags = [
    `<meta name="description" content="${attr(meta.description)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${attr(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(meta.title)}" />`,
    `<meta name="twitter:description" content="${attr(meta.description)}" />`,
    ...(meta.image ? [`<meta name="twitter:image" content="${attr(meta.image)}" />`] : []),
    `<link rel="canonical" href="${attr(meta.url)}" />`,
  ].join('\n    ');
  return (
    html
      .replace(/<title>[\s\S]*?<\/title>/i, '')
      .replace(/<meta\s+name="description"[^>]*>/i, '')
      // A replacer function: a replacement string would expand `$'`, `` $` `` and `$&` in user text into parts of the page.
      .replace(/<\/head>/i, () => `  <title>${escapeHtml(meta.title)}</title>\n    ${tags}\n  </head>`)
  );
}

/** The not-found handler's page decorator (src/server/app.ts). */
export function metaTagsDecorator(db: Db, publicUrl: string): PageDecorator {
  return async (html, url) => {
    const path = url.split(/[?#]/)[0] ?? '';
    const event = EVENT_PATH.exec(path);
    const profile = PROFILE_PATH.exec(path);
    const meta = event ? await eventMeta(db, publicUrl, event[1]!) : profile ? await profileMeta(db, publicUrl, profile[1]!, profile[2]!) : null;
    return meta ? injectMeta(html, meta) : null;
  };
}
