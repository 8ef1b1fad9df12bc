import { MEMBERSHIP_PAGE_TEXTS as T } from '../../../contracts/memberships.messages.ts';
import type { MembershipPageReply } from '../../../contracts/membership-subscriptions.ts';
import { profileTypeLetter } from '../../../domain/profiles.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { avatar, html, type SafeHtml } from '../../platform/http/first-html.ts';
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
 * The first HTML of /p|o/:username/memberships: the signed-out visitor's reply of the public API. A page that is not
 * set up, or private (its link is not a visitor's), gets none, as the app shows it no tiers either.
 */
export async function membershipPageHtml(db: Db, letter: 'p' | 'o', username: string): Promise<SafeHtml | null> {
  try {
    const page = await membershipPage(db, null, { type: letter, username });
    return page.setUp && page.status !== 'private' ? membershipFirstHtml(page) : null;
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') return null;
    throw err;
  }
}
