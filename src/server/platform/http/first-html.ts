import { imageSrcset } from '../../../domain/images.ts';
import { initialsColor } from '../../../domain/profiles.ts';
import { instanceKey, loadingCache } from '../cache.ts';
import type { Db } from '../db/client.ts';
import { escapeHtml } from '../html.ts';
import { AppError } from './errors.ts';

/**
 * The first HTML of a public page: markup the server writes inside the web app's root element, so a shared link
 * shows the page before the app's script has loaded (and a phone paints it a few seconds sooner). The app's
 * createRoot() replaces it when it mounts; the classes (src/web/app/first-html.css) give it the boxes of the app's
 * own page.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
}

type Part = SafeHtml | string | number | null | undefined | false | readonly Part[];

const render = (part: Part): string =>
  part instanceof SafeHtml
    ? part.value
    : Array.isArray(part)
      ? part.map(render).join('')
      : part === null || part === undefined || part === false
        ? ''
        : escapeHtml(String(part));

/** A template whose every value is escaped unless it is already SafeHtml: user text cannot become markup. */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, i) => out + text + (i < values.length ? render(values[i]!) : ''), ''));
}

/** The first letter of a name, as the app's poster fallback shows it. */
export const initial = (name: string) => name.trim().charAt(0).toUpperCase();

/** 'AL' for 'Ada Lovelace', as Mantine's Avatar shows a name without a picture. */
const initials = (name: string) => name.split(/\s+/).filter(Boolean).slice(0, 2).map(initial).join('');

const AVATAR_PX = { small: 44, medium: 64, large: 112 } as const;

/**
 * A profile's avatar (small: 44 px, the event page's organizer; medium: 64 px, the membership page's owner; large:
 * 112 px, the profile's): picture or initials.
 */
export function avatar(owner: { name: string; avatar: string | null; type: string }, size: keyof typeof AVATAR_PX): SafeHtml {
  const shape = owner.type === 'school' ? 'square' : 'round';
  return owner.avatar
    ? html`<img
        class="ovation-first-avatar"
        data-size="${size}"
        data-shape="${shape}"
        src="${owner.avatar}"
        srcset="${imageSrcset(owner.avatar)}"
        sizes="${AVATAR_PX[size]}px"
        alt=""
      />`
    : html`<span class="ovation-first-avatar" data-size="${size}" data-shape="${shape}" data-color="${initialsColor(owner.name)}" aria-hidden="true"
        >${initials(owner.name)}</span
      >`;
}

/** The site alert bar when there is one, the top bar's place and word mark (the app's TopNav: 64 px high), then the page's content. */
export function firstPage(brand: string, content: SafeHtml, alert: SafeHtml | null = null): SafeHtml {
  return html`<div class="ovation-first">
    ${alert}
    <header class="ovation-first-nav">
      <div>
        <a class="ovation-first-logo" href="/"
          ><svg aria-hidden="true" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="8" />
            <circle cx="16" cy="16" r="8" /></svg
          >${brand}</a
        >
      </div>
    </header>
    <main class="ovation-main">${content}</main>
  </div>`;
}

const EMPTY_ROOT = /<div id="root"><\/div>/;

/** The page with the first HTML inside its (empty) root element. */
export function fillRoot(page: string, body: SafeHtml): string {
  // A replacer function: a replacement string would expand `$&` and the like found in user text.
  return page.replace(EMPTY_ROOT, () => `<div id="root">${body.value}</div>`);
}

/**
 * The first HTML of a profile's public pages (/p|o/:username and what hangs below it), kept `ttlMs` per database and
 * profile: what `build` made, or none for a profile not found. Unless `keepEmpty`, a page without first HTML is read
 * again at the next request, so one set up meanwhile shows at once. `clear` forgets every kept page.
 */
export function profilePageCache(opts: { ttlMs: number; keepEmpty: boolean }) {
  const pages = loadingCache<SafeHtml | null>(opts.ttlMs, 2000, (page) => opts.keepEmpty || page !== null);
  return {
    get(db: Db, letter: 'p' | 'o', username: string, build: () => Promise<SafeHtml | null>): Promise<SafeHtml | null> {
      return pages.get(`${instanceKey(db)} ${letter} ${username.toLowerCase()}`, async () => {
        try {
          return await build();
        } catch (err) {
          if (err instanceof AppError && err.code === 'not_found') return null;
          throw err;
        }
      });
    },
    clear: () => pages.clear(),
  };
}
