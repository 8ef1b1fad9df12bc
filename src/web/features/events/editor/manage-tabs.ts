import type { EventPermissions } from '../../../../domain/events.ts';

export interface ManageTab {
  key: string;
  label: string;
  /** The page under /management/courses/:eventId/. */
  path: string;
  count?: number;
}

/**
 * The event management tabs the viewer's access allows: the editors for admins, then Team, Guests, Stats and
 * Video by the management buttons of their access setting.
 */
export function manageTabs(
  p: Pick<EventPermissions, 'canEditDetails' | 'canViewTeam' | 'canViewGuests' | 'canViewStats' | 'buttons'>,
  dateCount: number,
): ManageTab[] {
  const tabs: ManageTab[] = [];
  if (p.canEditDetails) {
    tabs.push(
      { key: 'details', label: 'Details', path: 'details/edit' },
      { key: 'tickets', label: 'Tickets', path: 'tickets' },
      { key: 'questions', label: 'Questions', path: 'questions' },
      { key: 'dates', label: 'Dates', path: 'dates', ...(dateCount > 1 ? { count: dateCount } : {}) },
    );
  }
  if (p.canViewTeam) tabs.push({ key: 'team', label: 'Team', path: 'teachings' });
  if (p.canViewGuests) tabs.push({ key: 'guests', label: 'Guests', path: 'registrations' });
  if (p.canViewStats) tabs.push({ key: 'stats', label: 'Stats', path: 'stats' });
  if (p.buttons.includes('Video')) tabs.push({ key: 'video', label: 'Video', path: 'broadcasts' });
  return tabs;
}
