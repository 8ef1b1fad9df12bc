import { EVENT_MESSAGES, EVENT_PAGE_TEXTS as T } from '../../../contracts/events.messages.ts';
import type { PublicEvent } from '../../../contracts/events.ts';
import { addressLines, eventDateRange, zoneCity } from '../../../domain/event-display.ts';
import { imageSrcset, POSTER_SIZES } from '../../../domain/images.ts';
import { formatPriceRange } from '../../../domain/money.ts';
import { profileTypeLetter } from '../../../domain/profiles.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { avatar, html, initial, type SafeHtml } from '../../platform/http/first-html.ts';
import { builtPerCachedPage } from './event-page-cache.ts';
import { eventJson, eventPageCore } from './event-page.service.ts';

/** Where: the venue and its address lines, 'Location to be announced', or the online note, as the page's facts. */
function placeFacts(e: PublicEvent): SafeHtml[] {
  const facts: SafeHtml[] = [];
  if (e.inPerson) {
    const address = addressLines(e.location);
    facts.push(
      e.locationSetting === 'tba'
        ? html`<p><strong>${EVENT_MESSAGES.locationTba}</strong></p>`
        : html`<p>
            <strong>${e.location.name || address[0] || EVENT_MESSAGES.locationTba}</strong>${address
              .slice(e.location.name ? 0 : 1)
              .map((line) => html`<small>${line}</small>`)}
          </p>`,
    );
  }
  if (e.online) facts.push(html`<p><strong>${T.onlineEvent}</strong><small>${T.streamLinkNote}</small></p>`);
  return facts;
}

/**
 * The event page's first HTML: poster, category, name, organizer, date and time in the event's zone, place and
 * price range, laid out as the app's page lays them out (EventPage.tsx).
 */
export function eventFirstHtml(e: PublicEvent): SafeHtml {
  const when = eventDateRange(e.startsAt, e.endsAt, e.timezone);
  const poster = e.poster
    ? html`<img src="${e.poster}" srcset="${imageSrcset(e.poster)}" sizes="${POSTER_SIZES}" alt="${T.posterAlt(e.name)}" fetchpriority="high" />`
    : html`<span class="ovation-poster-fallback" aria-hidden="true">${initial(e.name)}</span>`;
  return html`<div class="ovation-first-event" data-theme="${e.theme}">
    <div class="ovation-first-container ovation-first-event-grid">
      <div class="ovation-first-poster">${poster}</div>
      <div class="ovation-first-stack">
        <div>
          ${e.categoryName ? html`<span class="ovation-first-badge">${e.categoryName}</span>` : null}
          <h1>${e.name}</h1>
        </div>
        <div class="ovation-first-organizer">
          ${avatar(e.owner, 'small')}<span
            ><small>${T.organizedBy}</small><a href="/${profileTypeLetter(e.owner.type)}/${e.owner.username}">${e.owner.name}</a></span
          >
        </div>
        <div class="ovation-first-facts">
          <p><strong>${when ?? T.dateTba}</strong><small>${T.zoneTime(zoneCity(e.timezone))}</small></p>
          ${placeFacts(e)}
          ${e.minPrice !== null && e.maxPrice !== null ? html`<p><strong>${formatPriceRange(e.minPrice, e.maxPrice, e.currency)}</strong></p>` : null}
        </div>
      </div>
    </div>
  </div>`;
}

/**
 * The first HTML of /event/:eventId for anyone: built from the signed-out visitor's reply of the public API (the
 * same cached JSON GET /api/v1/events/:eventId sends). Drafts (the API's 404) and private events get none: a
 * private event shows in the app to whoever holds its link, never in HTML that crawlers and link previews read
 * (nor in its meta tags).
 */
export async function eventPageHtml(db: Db, publicUrl: string, eventId: string): Promise<SafeHtml | null> {
  const id = eventId.toLowerCase();
  const core = await eventPageCore(db, id);
  if (!core) return null;
  return htmlOfPage(core, publicUrl, async () => {
    let json: string;
    try {
      json = await eventJson(db, null, id, publicUrl);
    } catch (err) {
      if (err instanceof AppError && err.code === 'not_found') return null;
      throw err;
    }
    const { event } = JSON.parse(json) as { event: PublicEvent };
    return event.published && !event.private ? eventFirstHtml(event) : null;
  });
}

/**
 * Each cached page's first HTML, built once, as its meta tags are (meta-tags.ts): its dates and prices were most of
 * a request for /event/:id once the page's data was cached.
 */
const htmlOfPage = builtPerCachedPage<SafeHtml | null>();
