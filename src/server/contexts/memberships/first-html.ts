import { MEMBERSHIP_PAGE_TEXTS as T } from '../../../contracts/memberships.messages.ts';
import type { MembershipPageReply } from '../../../contracts/membership-subscriptions.ts';
import { profileTypeLetter } from '../../../domain/profiles.ts';
import type { Db } from '../../platform/db/client.ts';
import { avatar, html, profilePageCache, type SafeHtml } from '../../platform/http/first-html.ts';
import { announce, onNotice } from '../../platform/notices.ts';
import { membershipPage } from './membership-page.service.ts';

/**
 * The membership page's first HTML: the owner (avatar and name, linking to the profile) and the page's call to
 * action, the title a phone paints as its largest text, in the boxes of the app's page (MembershipPage.tsx,
 * MembershipTiers.tsx). The tier cards come with the app, below them.
 */
export function membershipFirstHtml(page: MembershipPageReply): SafeHtml {
  const { profile } = page;
  return html`<div class="ovation-first-container ovation-first-membership">
    <a class="ovation-first-owner" href="/${profileTypeLetter(profile.type)}/${profile.username}"
      >${avatar(profile, 'medium')}
      <h1>${profile.name}</h1></a
    >
    <div class="ovation-first-membership-cta">
      <h2>${page.title.trim() || T.ctaTitle}</h2>
      <p>${page.description.trim() || T.ctaText}</p>
    </div>
  </div>`;
}

/**
 * Each membership page's first HTML, kept a second: its reads (the owner, the tiers on sale with their prices and
 * benefits) held a crowd on a shared link to about 360 pages a second on the embedded database. The app replaces it
 * with the API's reply as it loads, so an edit seen a second late shows only until then. Two changes show at once:
 * a page set up since (an empty root is not kept), and a page made private (`forgetMembershipPages`, in every
 * process through a notice; a lost notice: within the second).
 */
const membershipPages = profilePageCache({ ttlMs: 1000, keepEmpty: false });
const PAGES_NOTICE = 'membership-pages';
onNotice(PAGES_NOTICE, { apply: () => membershipPages.clear(), reset: () => membershipPages.clear() });

/** After a commit that may hide a membership page (its settings): no process shows the kept first HTML again. */
export function forgetMembershipPages(): Promise<void> {
  return announce(PAGES_NOTICE, '*');
}

/**
 * The first HTML of /p|o/:username/memberships: the signed-out visitor's reply of the public API. A page that is not
 * set up, or private (its link is not a visitor's), gets none, as the app shows it no tiers either.
 */
export function membershipPageHtml(db: Db, letter: 'p' | 'o', username: string): Promise<SafeHtml | null> {
  return membershipPages.get(db, letter, username, async () => {
    const page = await membershipPage(db, null, { type: letter, username });
    return page.setUp && page.status !== 'private' ? membershipFirstHtml(page) : null;
  });
}
