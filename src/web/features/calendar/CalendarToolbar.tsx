import { Button, Group, TextInput } from '@mantine/core';
import { IconArrowLeft, IconCalendarPlus } from '@tabler/icons-react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { CALENDAR_PAGE_TEXTS, CALENDAR_VIEW_TEXTS } from '../../../contracts/calendar.messages.ts';
import type { CalendarOptions } from '../../../domain/calendar.ts';
import { SearchInput } from '../../ui/SearchInput.tsx';
import type { DayRange } from './range.ts';

type ToolbarOptions = Pick<CalendarOptions, 'enableSearch' | 'browseByDate' | 'showBackButton' | 'highlColor'>;

/** The date inputs' labels take the page's text colour rather than the theme's. */
const INHERIT_LABEL = { label: { color: 'inherit' } } as const;

/**
 * Back goes back within the app's history. In an iframe with none, it is hidden: history.back() there would move the
 * host page. Opened on its own (a new tab from a link), it follows the browser's history.
 */
function useBackAvailable(): boolean {
  const canGoBack = useCanGoBack();
  return canGoBack || (window.self === window.top && window.history.length > 1);
}

/** Back, 'Add to calendar app', the search box and the From/To dates, each as the options allow. */
export function CalendarToolbar({
  options,
  feedPath,
  search,
  onSearch,
  range,
  onRange,
}: {
  options: ToolbarOptions;
  feedPath: string;
  search: string;
  onSearch: (value: string) => void;
  range: DayRange;
  onRange: (range: DayRange) => void;
}) {
  const router = useRouter();
  const backAvailable = useBackAvailable();
  const highl = `#${options.highlColor}`;
  return (
    <>
      <Group justify="space-between" gap="sm">
        {options.showBackButton && backAvailable ? (
          <Button variant="subtle" color={highl} leftSection={<IconArrowLeft size={16} />} onClick={() => router.history.back()}>
            {CALENDAR_PAGE_TEXTS.back}
          </Button>
        ) : (
          <span />
        )}
        <Button
          component="a"
          href={feedPath}
          variant="subtle"
          color={highl}
          leftSection={<IconCalendarPlus size={16} />}
          title={CALENDAR_VIEW_TEXTS.addToCalendarHint}
        >
          {CALENDAR_PAGE_TEXTS.addToCalendar}
        </Button>
      </Group>
      {options.enableSearch || options.browseByDate ? (
        <Group gap="sm" align="flex-end">
          {options.enableSearch ? (
            <SearchInput
              label={CALENDAR_PAGE_TEXTS.search}
              placeholder={CALENDAR_PAGE_TEXTS.search}
              value={search}
              onChange={onSearch}
              maxWidth={480}
            />
          ) : null}
          {options.browseByDate ? (
            // The dates wrap under each other in a frame narrower than two date inputs (a sidebar embed, the preview).
            <Group gap="sm" style={{ flex: '1 1 280px', maxWidth: 360 }}>
              <TextInput
                type="date"
                label={CALENDAR_PAGE_TEXTS.from}
                value={range.from}
                max={range.to || undefined}
                onChange={(e) => onRange({ ...range, from: e.currentTarget.value })}
                styles={INHERIT_LABEL}
                style={{ flex: '1 1 140px' }}
              />
              <TextInput
                type="date"
                label={CALENDAR_PAGE_TEXTS.to}
                value={range.to}
                min={range.from || undefined}
                onChange={(e) => onRange({ ...range, to: e.currentTarget.value })}
                styles={INHERIT_LABEL}
                style={{ flex: '1 1 140px' }}
              />
            </Group>
          ) : null}
        </Group>
      ) : null}
    </>
  );
}
