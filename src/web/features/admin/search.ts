import { ADMIN_SEARCH_MAX, ADMIN_TABS, type AdminTab } from '../../../contracts/admin.values.ts';
import { enumParam, searchParams, textParam } from '../../app/search-params.ts';
import { listParams } from '../../ui/list/list-params.ts';

/**
 * The console's address: ?tab (the section), ?q (the search), ?from and ?to (the figures' range), so a link or the
 * back button restores what an admin was looking at. Plain functions (no zod): route definitions read them.
 */
const dayParam = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export const consoleSearchParams = searchParams({
  tab: enumParam(ADMIN_TABS),
  q: textParam(ADMIN_SEARCH_MAX),
  from: dayParam,
  to: dayParam,
});
export interface ConsoleSearch {
  tab?: AdminTab;
  q?: string;
  from?: string;
  to?: string;
}

/** /organize/organizers: ?search and ?page. */
export const organizersSearchParams = searchParams(listParams(ADMIN_SEARCH_MAX));
export interface OrganizersSearch {
  page?: number;
  search?: string;
}
