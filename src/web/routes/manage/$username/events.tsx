import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import {
  parseEventsTableQuery,
  serializeEventsTableQuery,
  type EventsTableQuery,
  type EventsTableSortBy,
  type EventsTableType,
  type SortOrder,
} from '../../../../domain/events-table.ts';
import type { EventCategory } from '../../../../domain/events.values.ts';
import { MANAGE_TEXTS } from '../../../../contracts/manage.messages.ts';
import { BusinessEventsTable } from '../../../features/events/table/BusinessEventsTable.tsx';
import { ChecklistCard } from '../../../features/getting-started/ChecklistCard.tsx';
import { CreateEventButton } from '../../../features/manage/EmptyStates.tsx';
import { useManagedProfile } from '../../../features/manage/api.ts';
import { ManagePage } from '../../../features/manage/ManagePage.tsx';

/** The table's query string; values outside the allowed enumerations and defaults are left out. */
interface EventsSearch {
  page?: number;
  search?: string;
  type?: EventsTableType;
  sortOrder?: SortOrder;
  sortBy?: EventsTableSortBy;
  category?: EventCategory;
  archived?: true;
}

const TABLE_KEYS = ['page', 'search', 'type', 'sortOrder', 'sortBy', 'category', 'archived'] as const;

function toSearch(q: EventsTableQuery): EventsSearch {
  return {
    page: q.page > 1 ? q.page : undefined,
    search: q.search,
    type: q.type === 'Upcoming' ? undefined : q.type,
    sortOrder: q.sortOrder,
    sortBy: q.sortBy,
    category: q.category,
    archived: q.archived,
  };
}

export const Route = createFileRoute('/manage/$username/events')({
  validateSearch: (raw: Record<string, unknown>): EventsSearch => toSearch(parseEventsTableQuery(raw)),
  component: EventsPage,
});

/** /manage/:username/events, the management home: the business events table (accounts-and-reporting 2.4). */
function EventsPage() {
  const { profile, access } = useManagedProfile();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const query = parseEventsTableQuery(search as Record<string, unknown>);

  const onChange = useCallback(
    (next: EventsTableQuery, options?: { replace?: boolean }) =>
      void navigate({
        search: (prev) => ({ ...prev, ...Object.fromEntries(TABLE_KEYS.map((k) => [k, undefined])), ...toSearch(next) }),
        replace: options?.replace,
      }),
    [navigate],
  );

  // Drop what the address carries outside the allowed values (?type=Soon, ?sortBy=name) from the address itself.
  useEffect(() => {
    const raw = new URLSearchParams(window.location.search);
    const clean = serializeEventsTableQuery(query);
    const dirty = TABLE_KEYS.some((k) => raw.has(k) && raw.get(k) !== clean[k]);
    if (dirty) onChange(query, { replace: true });
  }, [query, onChange]);

  return (
    <ManagePage title={MANAGE_TEXTS.events} actions={<CreateEventButton />}>
      <BusinessEventsTable ownerId={profile.id} username={profile.username} query={query} onChange={onChange} />
      {/* Under the table: on a phone the list (or its empty state's Create An Event) stays the first thing seen. The
          checklist is the signed-in user's own: a site admin looking after another account does not see theirs. */}
      {access === 'site_admin' ? null : <ChecklistCard />}
    </ManagePage>
  );
}
