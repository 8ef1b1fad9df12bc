import { HOME_TEXTS as T } from '../../../contracts/marketing-pages.messages.ts';
import { NAV_TEXTS } from '../../../contracts/site.messages.ts';
import { html, type SafeHtml } from '../../platform/http/first-html.ts';

/**
 * The home page's first HTML: its hero (the badge, the title, the lead and the two calls to action) in the boxes of
 * the app's hero (routes/index.tsx), so a phone paints the title, the page's largest text, before the app has
 * loaded. Static: the same words for everyone, from the page's messages.
 */
export function homePageHtml(): SafeHtml {
  return html`<section class="ovation-first-hero">
    <div class="ovation-first-container">
      <div class="ovation-first-stack">
        <span class="ovation-first-eyebrow">${T.ucifShare}</span>
        <h1>${T.title}</h1>
        <p>${T.lead}</p>
        <div class="ovation-first-actions">
          <a class="ovation-first-button" data-variant="filled" href="/event/new">${NAV_TEXTS.createEvent}</a>
          <a class="ovation-first-button" data-variant="default" href="#explore">${T.exploreEvents}</a>
        </div>
      </div>
    </div>
  </section>`;
}
