import { isSameSitePath } from '../../../domain/links.ts';
import { profileTypeLetter } from '../../../domain/profiles.ts';
import type { ProfileRow } from '../accounts/index.ts';

/** Where the membership pages live (content-management 2.3) and where the form posts send the browser back. */

type PageOwner = Pick<ProfileRow, 'type' | 'username' | 'membershipStatus' | 'membershipPrivateUuid'>;

/** The public page `/:type/:username/memberships`. */
export function membershipPagePath(owner: Pick<ProfileRow, 'type' | 'username'>): string {
  return `/${profileTypeLetter(owner.type)}/${owner.username}/memberships`;
}

/** The page a member goes back to: the private link `/:type/:username/:uuid` when the page is private. */
export function memberPagePath(owner: PageOwner): string {
  return owner.membershipStatus === 'private' && owner.membershipPrivateUuid
    ? `/${profileTypeLetter(owner.type)}/${owner.username}/${owner.membershipPrivateUuid}`
    : membershipPagePath(owner);
}

/** Whether a path is the owner's private membership link (the browser came from it). */
export function isPrivateLink(path: string, owner: PageOwner): boolean {
  if (!owner.membershipPrivateUuid) return false;
  const pathname = path.split(/[?#]/)[0]!.toLowerCase();
  return pathname === memberPagePath({ ...owner, membershipStatus: 'private' }).toLowerCase();
}

/** A path of this site to send the browser to; null for anything that could lead elsewhere. */
export const sameSitePath = (value: string | undefined): string | null => (isSameSitePath(value) ? value : null);

/** The path with the page's result modal message set (`error_message` or `success_message`), replacing any before. */
export function withMessage(path: string, kind: 'error_message' | 'success_message', message: string): string {
  const url = new URL(path, 'http://ovation.invalid');
  url.searchParams.delete('error_message');
  url.searchParams.delete('success_message');
  url.searchParams.set(kind, message);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, coming back to `path` after. */
export const signInPath = (path: string) => `/auth?redirect_to=${encodeURIComponent(path)}`;
