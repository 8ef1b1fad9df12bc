import { EVENT_PATH, eventPageHtml, metaTagsDecorator, PROFILE_PATH, SITE_NAME } from './contexts/events/index.ts';
import { profilePageHtml } from './contexts/profiles/index.ts';
import { membershipPageHtml } from './contexts/memberships/index.ts';
import { DISMISSED_ALERT_COOKIE } from '../contracts/site.values.ts';
import { alertBarForPage, homePageHtml } from './contexts/site/index.ts';
import type { Db } from './platform/db/client.ts';
import type { ArrivalCounter } from './contexts/waiting-room/index.ts';
import type { PageDecorator } from './platform/http/errors.ts';
import { fillRoot, firstPage } from './platform/http/first-html.ts';

/**
 * The web app's page as the server sends it: the link-preview meta tags (events' meta-tags.ts), and for a
 * published public event, a profile, a membership page or the home page its first HTML inside the root element (docs/decisions/performance.md,
 * "First HTML and phones"). Composed here because the profile's part reads events, which profiles sits above.
 */
/** The membership page of a profile (routes/o|p/$username_.memberships.tsx). */
const MEMBERSHIP_PATH = /^\/([po])\/([A-Za-z0-9_-]{1,30})\/memberships\/?$/;

export function publicPageDecorator(db: Db, publicUrl: string, arrivals: ArrivalCounter): PageDecorator {
  const meta = metaTagsDecorator(db, publicUrl);
  return async (page, url, cookies) => {
    const path = url.split(/[?#]/)[0] ?? '';
    const event = EVENT_PATH.exec(path);
    // The event page's arrivals may turn its waiting room on by themselves; the page never waits for the count.
    if (event) arrivals.arrived(event[1]!).catch(() => undefined);
    const profile = PROFILE_PATH.exec(path);
    const memberships = MEMBERSHIP_PATH.exec(path);
    // Each page with first HTML, and whether the site alert bar joins it. Not the profile: its first HTML still lacks
    // the app's followers, contact and tabs rows (197 px at 412 px wide), so the bar would not put its content where
    // the app's goes, only elsewhere (docs/decisions/performance.md).
    const first = event
      ? { body: eventPageHtml(db, publicUrl, event[1]!), alert: true }
      : profile
        ? { body: profilePageHtml(db, profile[1] as 'p' | 'o', profile[2]!), alert: false }
        : memberships
          ? { body: membershipPageHtml(db, memberships[1] as 'p' | 'o', memberships[2]!), alert: true }
          : path === '/'
            ? { body: homePageHtml(), alert: true }
            : null;
    const [head, body, alert] = await Promise.all([
      meta(page, url, cookies),
      first?.body ?? null,
      first?.alert ? alertBarForPage(db, cookies[DISMISSED_ALERT_COOKIE]) : null,
    ]);
    return body ? fillRoot(head ?? page, firstPage(SITE_NAME, body, alert)) : head;
  };
}
