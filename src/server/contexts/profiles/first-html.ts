import type { EventCard } from '../../../contracts/events.ts';
import { PROFILE_PAGE_TEXTS as T } from '../../../contracts/profiles-public.messages.ts';
import type { PublicProfile } from '../../../contracts/profiles-public.ts';
import { formatZoned } from '../../../domain/zoned-format.ts';
import { imageSrcset } from '../../../domain/images.ts';
import { CARD_DATE_FORMAT, placeLine } from '../../../domain/event-display.ts';
import type { Db } from '../../platform/db/client.ts';
import { avatar, html, initial, profilePageCache, type SafeHtml } from '../../platform/http/first-html.ts';
import { profileEvents } from '../events/index.ts';
import { findPublicProfile, publicProfile } from './public-profiles.service.ts';

/** The first row of upcoming events is what a phone or a laptop shows above the fold; the app loads the rest. */
const FIRST_EVENTS = 6;

function eventCard(e: EventCard): SafeHtml {
  const date = e.startsAt ? formatZoned(new Date(e.startsAt), e.timezone, CARD_DATE_FORMAT) : null;
  const poster = e.poster
    ? html`<img
        src="${e.poster}"
        srcset="${imageSrcset(e.poster)}"
        sizes="(min-width: 62em) 360px, (min-width: 36em) 50vw, 100vw"
        alt=""
        loading="lazy"
      />`
    : html`<span class="ovation-poster-fallback" aria-hidden="true">${initial(e.name)}</span>`;
  return html`<a class="ovation-first-card" href="/event/${e.id}"
    ><span class="ovation-first-poster">${poster}</span
    ><span>${date ? html`<small>${date}</small>` : null}<strong>${e.name}</strong><small>${placeLine(e.location)}</small></span></a
  >`;
}

/**
 * The profile page's first HTML: banner, avatar, name, @username, bio, the membership call to action and the first
 * upcoming events, laid out as the app's page and its All tab lay them out (ProfilePage.tsx, ProfileEventTabs.tsx).
 */
export function profileFirstHtml(p: PublicProfile, events: EventCard[]): SafeHtml {
  const banner = p.banner
    ? html`<div class="ovation-profile-banner" style='background-image: url("${p.banner}")' role="img" aria-label="${T.bannerLabel(p.name)}"></div>`
    : html`<div class="ovation-first-banner-strip"></div>`;
  return html`<div class="ovation-first-profile">
    ${banner}
    <div class="ovation-first-container ovation-first-stack">
      <div class="ovation-first-identity">
        ${avatar(p, 'large')}
        <h1>${p.name}</h1>
        <small>@${p.username}</small>
      </div>
      ${
        p.description.trim()
          ? html`<div class="ovation-first-about">
              <small>${T.about}</small>
              <p>${p.description}</p>
            </div>`
          : null
      }
      ${
        p.tabs.includes('membership')
          ? html`<section class="ovation-first-cta">
              <h2>${p.membershipCta.title}</h2>
              <small>${p.membershipCta.text}</small>
            </section>`
          : null
      }
      ${
        events.length
          ? html`<div>
              <h2>${T.upcoming}</h2>
              <div class="ovation-first-cards">${events.map(eventCard)}</div>
            </div>`
          : null
      }
    </div>
  </div>`;
}

/**
 * Each profile's first HTML, kept a second: its reads (the profile, its follow counts, its event cards) held a crowd
 * on a shared profile link to about 110 pages a second on the embedded database. The app replaces it with the API's
 * own replies as soon as it loads, so an edit seen a second late here only shows until then.
 */
const profilePages = profilePageCache({ ttlMs: 1000, keepEmpty: true });

/** The first HTML of /p/:username and /o/:username: the signed-out visitor's view of the public API's replies. */
export function profilePageHtml(db: Db, letter: 'p' | 'o', username: string): Promise<SafeHtml | null> {
  return profilePages.get(db, letter, username, async () => {
    const row = await findPublicProfile(db, letter, username);
    const [profile, events] = await Promise.all([publicProfile(db, null, row), profileEvents(db, row.id, { filterDate: 'upcoming', page: 1 })]);
    return profileFirstHtml(profile, events.data.slice(0, FIRST_EVENTS));
  });
}
