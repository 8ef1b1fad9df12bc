import type { ProfileType } from '../../../domain/profiles.ts';

/** The part of a management URL after /manage/{username}/ ('' for the area's root). */
export function manageSubPath(pathname: string, username: string): string {
  const prefix = `/manage/${username}`;
  if (pathname.toLowerCase().startsWith(prefix.toLowerCase())) return pathname.slice(prefix.length).replace(/^\/+/, '');
  const parts = pathname.split('/').filter(Boolean);
  return parts.slice(2).join('/');
}

const TWO_LEVEL = new Set(['settings', 'memberships', 'reporting', 'marketing', 'tickets-and-subscriptions']);

/**
 * The same tab under another profile (the sidebar's profile picker): record pages (new, edit/:id, a report's id)
 * fall back to their section, and tabs the other profile type has not fall back to events.
 */
export function switchProfilePath(subPath: string, targetType: ProfileType): string {
  const parts = subPath.split('/').filter(Boolean);
  const section = parts[0];
  if (!section) return 'events';
  let path = TWO_LEVEL.has(section) && parts[1] ? `${section}/${parts[1]}` : section;
  if (section === 'tickets-and-subscriptions' && parts[1] === 'tickets' && parts[2] === 'past-events') {
    path = 'tickets-and-subscriptions/tickets/past-events';
  }
  if (targetType === 'school' && section === 'tickets-and-subscriptions') return 'events';
  if (targetType === 'user' && path === 'settings/team') return 'settings/account';
  return path;
}
