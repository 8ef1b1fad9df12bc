import { PROFILE_PAGE_TEXTS } from '../../../contracts/profiles-public.messages.ts';
import type { DateFilter } from '../../../domain/occurrences.ts';
import type { PublicProfile } from './api.ts';

/** How many videos the All tab shows: 3 on a phone (under Mantine's sm breakpoint), 6 wider (content-management 2.9). */
export const ALL_TAB_VIDEOS = { mobile: 3, wider: 6 } as const;

/** Where the All tab's videos section needs 'View all': wherever the profile has more videos than that width shows. */
export function allTabVideosViewAll(totalCount: number): 'everywhere' | 'mobile' | 'nowhere' {
  if (totalCount > ALL_TAB_VIDEOS.wider) return 'everywhere';
  return totalCount > ALL_TAB_VIDEOS.mobile ? 'mobile' : 'nowhere';
}

/** Past when asked, or when nothing is upcoming but past events exist. */
export function eventsFilterDate(requested: DateFilter | undefined, counts: PublicProfile['eventCounts']): DateFilter {
  return requested ?? (counts.upcoming === 0 && counts.past > 0 ? 'past' : 'upcoming');
}

/** The events tab's empty text, naming the filter in force. */
export function noEventsText(name: string, filterDate: DateFilter, inCategory: boolean): string {
  return PROFILE_PAGE_TEXTS.noEvents(name, filterDate, inCategory);
}
