import { z } from 'zod';
import { EVENT_CATEGORY_KEYS } from '../../../domain/events.ts';
import { DATE_FILTERS } from '../../../domain/occurrences.ts';
import { PROFILE_TABS } from '../../../domain/profile-page.ts';
import { optionalFlag } from '../../app/search-params.ts';

/** The profile page's query string: tab, the events tab's category and filterDate, and follow=true after sign-in. */
export const profileSearch = z.object({
  tab: z.enum(PROFILE_TABS).optional().catch(undefined),
  category: z.enum(EVENT_CATEGORY_KEYS).optional().catch(undefined),
  filterDate: z.enum(DATE_FILTERS).optional().catch(undefined),
  follow: optionalFlag,
});
