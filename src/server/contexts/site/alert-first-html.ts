import { SITE_ALERT_TEXTS as T } from '../../../contracts/site.messages.ts';
import type { Db } from '../../platform/db/client.ts';
import { html, type SafeHtml } from '../../platform/http/first-html.ts';
import { currentAlert } from './site.service.ts';

/**
 * The site alert bar in a page's first HTML, in the boxes of the app's (ui/NoticeBar.tsx), so the page below it sits
 * where the app will put it: without it, the app's bar pushed the page down on mount and a phone's largest text was
 * painted a second time, later (the membership page's LCP, docs/decisions/performance.md). A visitor who closed this
 * alert (DISMISSED_ALERT_COOKIE names it) gets none, as the app shows none. The close button works once the app has loaded.
 */
export function alertBarHtml(alert: { id: string; message: string }): SafeHtml {
  return html`<div class="ovation-first-alert" role="region" aria-label="${T.label}">
    <div>
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
        <path d="M18 8a3 3 0 0 1 0 6" />
        <path d="M10 8v11a1 1 0 0 1 -1 1h-1a1 1 0 0 1 -1 -1v-5" />
        <path d="M12 8l4.524 -3.77a.9 .9 0 0 1 1.476 .692v12.156a.9 .9 0 0 1 -1.476 .692l-4.524 -3.77h-8a1 1 0 0 1 -1 -1v-4a1 1 0 0 1 1 -1h8" />
      </svg>
      <p>${alert.message}</p>
      <button type="button" aria-label="${T.dismiss}">
        <svg aria-hidden="true" viewBox="0 0 15 15" fill="currentColor">
          <path
            d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
          />
        </svg>
      </button>
    </div>
  </div>`;
}

/**
 * The alert bar for one page request, or null (no alert, or this visitor closed it). The alert is kept a second
 * (`currentAlert`), and a new or cleared one shows in the next page load.
 */
export async function alertBarForPage(db: Db, dismissedId: string | undefined): Promise<SafeHtml | null> {
  const alert = await currentAlert(db);
  return alert && alert.id !== dismissedId ? alertBarHtml(alert) : null;
}
