import { Box, Center, Container, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CALENDAR_PAGE_TEXTS, CALENDAR_VIEW_TEXTS } from '../../../contracts/calendar.messages.ts';
import { PROFILE_MESSAGES } from '../../../contracts/profiles-public.messages.ts';
import { CALENDAR_LIMITS, effectiveLayout, type CalendarOptions } from '../../../domain/calendar.ts';
import { isApiError } from '../../app/http.ts';
import { NotFound } from '../../ui/NotFound.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { calendarFeedPath, calendarOwnerQuery, type CalendarFilter, type CalendarLetter } from './api.ts';
import { CalendarEvents } from './CalendarEvents.tsx';
import { CalendarToolbar } from './CalendarToolbar.tsx';
import { defaultRange, rangeQuery, viewerTimeZone, type DayRange } from './range.ts';
import { readableColours } from './readable-colours.ts';
import { useWindowWidth } from './useWindowWidth.ts';
import { useTracked } from '../analytics/index.ts';

/**
 * The public calendar /calendar/:type/:username (accounts-and-reporting 2.7, content-management 7 Calendar): framed on
 * other sites, so it draws its own opaque background in the owner's colours and no site chrome (the root leaves it bare).
 */
export function CalendarPage({ type, username, options: chosen }: { type: CalendarLetter; username: string; options: CalendarOptions }) {
  const options = readableColours(chosen);
  const owner = useQuery(calendarOwnerQuery(type, username));
  useTracked('calendar_embed_viewed', { data: { owner: username } });
  useDocumentTitle(owner.data ? CALENDAR_VIEW_TEXTS.title(owner.data.name) : null);

  let body;
  if (owner.isPending) {
    body = (
      <Center py={64} role="status" aria-label={CALENDAR_VIEW_TEXTS.loading}>
        <Loader color={`#${options.highlColor}`} />
      </Center>
    );
  } else if (owner.isError) {
    body =
      isApiError(owner.error) && owner.error.status === 404 ? (
        <NotFound message={PROFILE_MESSAGES.missing} />
      ) : (
        <RetryAlert message={CALENDAR_PAGE_TEXTS.loadFailed} onRetry={() => void owner.refetch()} />
      );
  } else {
    body = (
      <>
        <VisuallyHidden component="h1">{CALENDAR_VIEW_TEXTS.title(owner.data.name)}</VisuallyHidden>
        <CalendarBody type={type} username={username} options={options} />
      </>
    );
  }
  return (
    <Box mih="100vh" py="md" data-calendar-root style={{ background: `#${options.bgColor}`, color: `#${options.textColor}` }}>
      <Container size="lg">{body}</Container>
    </Box>
  );
}

/** The toolbar and the events; the search is debounced 300 ms and the range starts today for three months. */
function CalendarBody({ type, username, options }: { type: CalendarLetter; username: string; options: CalendarOptions }) {
  const timeZone = useMemo(viewerTimeZone, []);
  const [range, setRange] = useState<DayRange>(() => defaultRange(new Date(), timeZone));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), CALENDAR_LIMITS.searchDebounceMs);
  const width = useWindowWidth();
  const filter: CalendarFilter = { ...rangeQuery(range, timeZone), query: options.enableSearch ? debounced : '', tags: options.tags };
  return (
    <Stack gap="md">
      <CalendarToolbar
        options={options}
        feedPath={calendarFeedPath(type, username)}
        search={search}
        onSearch={setSearch}
        range={range}
        onRange={setRange}
      />
      <CalendarEvents type={type} username={username} filter={filter} layout={effectiveLayout(options.defaultLayout, width)} options={options} />
    </Stack>
  );
}
