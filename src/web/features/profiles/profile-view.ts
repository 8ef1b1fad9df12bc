import { PROFILE_PAGE_TEXTS } from '../../../contracts/profiles-public.messages.ts';
import type { DateFilter } from '../../../domain/occurrences.ts';
import type { ProfileTab } from '../../../domain/profile-page.ts';
import type { PublicProfile } from './api.ts';

/** Tabs this release shows (videos arrive with their issue); the server orders them all, membership, events, videos, about. */
const SHOWN_TABS: readonly ProfileTab[] = ['all', 'membership', 'events', 'about'];

export function shownProfileTabs(tabs: readonly ProfileTab[]): ProfileTab[] {
  return tabs.filter((t) => SHOWN_TABS.includes(t));
}

/** Past when asked, or when nothing is upcoming but past events exist. */
export function eventsFilterDate(requested: DateFilter | undefined, counts: PublicProfile['eventCounts']): DateFilter {
  return requested ?? (counts.upcoming === 0 && counts.past > 0 ? 'past' : 'upcoming');
}

/** The events tab's empty text, naming the filter in force. */
export function noEventsText(name: string, filterDate: DateFilter, inCategory: boolean): string {
  return PROFILE_PAGE_TEXTS.noEvents(name, filterDate, inCategory);
}
