import { EVENT_CATEGORY_KEYS, type EventCategory } from '../../../domain/events.values.ts';
import { DATE_FILTERS, type DateFilter } from '../../../domain/occurrences.ts';
import { PROFILE_TABS, type ProfileTab } from '../../../domain/profile-page.ts';
import { enumParam, optionalFlag, searchParams } from '../../app/search-params.ts';
import { MEMBERSHIP_PARAMS } from '../memberships-public/search.ts';

/**
 * The profile page's query string: tab, the events tab's category and filterDate, follow=true after sign-in, and
 * the Membership tab's form post outcome and subscribe replay.
 */
export const profileSearch = searchParams({
  tab: enumParam(PROFILE_TABS),
  category: enumParam(EVENT_CATEGORY_KEYS),
  filterDate: enumParam(DATE_FILTERS),
  follow: optionalFlag,
  ...MEMBERSHIP_PARAMS,
});

/** The query string as the page reads it. */
export interface ProfileSearch {
  tab?: ProfileTab;
  category?: EventCategory;
  filterDate?: DateFilter;
  follow?: 'true';
  error_message?: string;
  success_message?: string;
  subscribe?: string;
}
