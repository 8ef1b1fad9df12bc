import { EVENT_EDITOR_TEXTS, MANAGE_EVENT_PAGE_TEXTS } from '../../../../contracts/events-management.messages.ts';
import { EVENT_SEATING_TEXTS } from '../../../../contracts/event-seating.messages.ts';
import { GUESTS_TEXTS } from '../../../../contracts/tickets.messages.ts';
import { EVENT_STATUS_TEXTS } from '../../../../contracts/event-cancel.messages.ts';
import { MESSAGES_TAB } from '../../../../contracts/messages.values.ts';
import type { EventPermissions } from '../../../../domain/events.ts';

const T = MANAGE_EVENT_PAGE_TEXTS.tabs;

export interface ManageTab {
  key: string;
  label: string;
  /** The page under /management/courses/:eventId/. */
  path: string;
  count?: number;
}

/**
 * The event management tabs the viewer's access allows: the editors (and Seating) for admins, then Team, Guests, Stats and
 * Video by the management buttons of their access setting.
 */
export function manageTabs(
  p: Pick<EventPermissions, 'canEditDetails' | 'canPublish' | 'canViewTeam' | 'canViewGuests' | 'canViewStats' | 'buttons'>,
  dateCount: number,
): ManageTab[] {
  const tabs: ManageTab[] = [];
  if (p.canEditDetails) {
    tabs.push(
      { key: 'details', label: T.details, path: 'details/edit' },
      { key: 'tickets', label: T.tickets, path: 'tickets' },
      { key: 'questions', label: T.questions, path: 'questions' },
      { key: 'dates', label: T.dates, path: 'dates', ...(dateCount > 1 ? { count: dateCount } : {}) },
      { key: 'seating', label: EVENT_SEATING_TEXTS.tab, path: 'seating' },
    );
  }
  if (p.canViewTeam) tabs.push({ key: 'team', label: T.team, path: 'teachings' });
  if (p.canViewGuests) tabs.push({ key: 'guests', label: GUESTS_TEXTS.heading, path: 'registrations' });
  // Messages reach every holder's inbox: the event's editors only.
  if (p.canEditDetails) tabs.push({ key: 'messages', label: MESSAGES_TAB, path: 'messages' });
  if (p.canViewStats) tabs.push({ key: 'stats', label: T.stats, path: 'stats' });
  if (p.buttons.includes('Video')) tabs.push({ key: 'video', label: EVENT_EDITOR_TEXTS.video, path: 'broadcasts' });
  // Postpone and cancel (the event-lifecycle feature): the admins', last, as the rarest and weightiest.
  if (p.canPublish) tabs.push({ key: 'status', label: EVENT_STATUS_TEXTS.tab, path: 'status' });
  return tabs;
}
