import { Group, SegmentedControl, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { EVENTS_TABLE_TEXTS as T } from '../../../../contracts/events-management.messages.ts';
import { EVENT_MESSAGES } from '../../../../contracts/events.messages.ts';
import { EVENT_LIFECYCLE_MESSAGES as L } from '../../../../contracts/event-lifecycle.messages.ts';
import { unableTo } from '../../../../contracts/errors.messages.ts';
import { ALL_CATEGORIES_LABEL } from '../../../../domain/events.ts';
import {
  EVENTS_TABLE_PAGE_SIZE,
  EVENTS_TABLE_SEARCH_MAX,
  defaultSortOrder,
  eventsTableApiParams,
  shouldFallBackToPast,
  type EventsTableQuery,
  type EventsTableSortBy,
} from '../../../../domain/events-table.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import type { ListSort } from '../../../ui/list/DataTable.tsx';
import { listQueryState } from '../../../ui/list/list-query-state.ts';
import { DataTable } from '../../../ui/list/DataTable.tsx';
import { ListActionsMenu } from '../../../ui/list/ListActionsMenu.tsx';
import { ListFooter } from '../../../ui/list/ListFooter.tsx';
import { ListPage, ListToolbar } from '../../../ui/list/ListPage.tsx';
import { businessEventsQuery } from '../api.ts';
import { CategorySelect } from '../CategorySelect.tsx';
import { eventColumns } from './event-columns.tsx';

/** The sort the table shows: the address's, else the date in the tab's default order. */
function currentSort(query: EventsTableQuery): ListSort {
  const id = query.sortBy ?? 'startsAt';
  const order = query.sortOrder ?? (id === 'startsAt' ? defaultSortOrder(query.type) : 'desc');
  return { id, desc: order === 'desc' };
}

/**
 * The business events table (accounts-and-reporting 2.4), on the list kit and paged by the server (25 a page).
 * `query` is the parsed query string; `onChange` writes the next one back to the URL.
 */
export function BusinessEventsTable({
  ownerId,
  username,
  query,
  onChange,
  actions,
}: {
  ownerId: string;
  username: string;
  query: EventsTableQuery;
  onChange: (next: EventsTableQuery, options?: { replace?: boolean }) => void;
  actions?: ReactNode;
}) {
  const params = eventsTableApiParams(ownerId, query);
  const result = useQuery(businessEventsQuery(params));
  const [showAll, setShowAll] = useState(false);
  const columns = useMemo(() => eventColumns({ ownerId, type: query.type, showAll }), [ownerId, query.type, showAll]);
  const firstLoad = useRef(true);
  const pagePath = useRef(window.location.pathname);

  // An empty Upcoming list on the first load, without filters, switches to Past. Not once the person has gone on to
  // another page: the answer can land while that page loads, and this switch would take them back here.
  useEffect(() => {
    if (!result.isSuccess || result.isPlaceholderData || !firstLoad.current) return;
    firstLoad.current = false;
    if (window.location.pathname !== pagePath.current) return;
    if (shouldFallBackToPast(query, result.data.totalCount, true)) onChange({ ...query, type: 'Past' }, { replace: true });
  }, [result.isSuccess, result.isPlaceholderData, result.data, query, onChange]);

  const { page: _page, perPage: _perPage, ...filters } = params;

  return (
    <ListPage
      toolbar={
        <ListToolbar
          search={{
            label: T.searchLabel,
            placeholder: T.searchPlaceholder,
            value: query.search,
            maxLength: EVENTS_TABLE_SEARCH_MAX,
            onSearch: (search) => onChange({ ...query, search, page: 1 }, { replace: true }),
          }}
          filters={
            <>
              {/* Tab and category share a line, on a phone too (the category takes what the tab leaves). */}
              <Group gap="sm" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
                <SegmentedControl
                  aria-label={T.typeLabel}
                  data={['Upcoming', 'Past']}
                  value={query.type}
                  onChange={(v) =>
                    onChange({ ...query, type: v === 'Past' ? 'Past' : 'Upcoming', page: 1, sortOrder: undefined, archived: undefined })
                  }
                  style={{ flexShrink: 0 }}
                />
                <CategorySelect
                  value={query.category}
                  onChange={(category) => onChange({ ...query, category: category ?? undefined, page: 1 })}
                  allLabel={ALL_CATEGORIES_LABEL.table}
                  style={{ flex: '1 1 190px', minWidth: 0 }}
                />
              </Group>
              {query.type === 'Past' ? (
                <Switch
                  size="sm"
                  label={L.showArchived}
                  checked={!!query.archived}
                  onChange={(e) => onChange({ ...query, archived: e.currentTarget.checked || undefined, page: 1 })}
                />
              ) : null}
              <Switch
                size="sm"
                label={T.showAll}
                checked={showAll}
                onChange={(e) => setShowAll(e.currentTarget.checked)}
                aria-label={T.showAllLabel}
              />
            </>
          }
          actions={
            <>
              {actions}
              <ListActionsMenu csv={{ path: '/api/v1/profile_management/events.csv', query: filters, fileName: `events-${username}.csv` }} />
            </>
          }
        />
      }
      footer={
        <ListFooter
          total={result.isSuccess ? result.data.totalCount : undefined}
          perPage={EVENTS_TABLE_PAGE_SIZE}
          page={query.page}
          noun={T.noun}
          onPage={(page) => onChange({ ...query, page: page ?? 1 })}
        />
      }
    >
      <DataTable
        label={T.label}
        columns={columns}
        rows={result.data?.data}
        getRowId={(row) => row.id}
        {...listQueryState(result, unableTo('load events'))}
        emptyMessage={EVENT_MESSAGES.noResults}
        emptyAction={
          !query.search && !query.category ? (
            <ButtonLink to="/event/new" variant="light" size="xs">
              {T.createEvent}
            </ButtonLink>
          ) : null
        }
        sort={currentSort(query)}
        onSort={(sort) => onChange({ ...query, sortBy: sort.id as EventsTableSortBy, sortOrder: sort.desc ? 'desc' : 'asc', page: 1 })}
        minWidth={720}
      />
    </ListPage>
  );
}
