import { Alert, Anchor, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { EVENT_MESSAGES } from '../../../contracts/events.messages.ts';
import { PROFILE_MESSAGES, PROFILE_PAGE_TEXTS as T } from '../../../contracts/profiles-public.messages.ts';
import { PATRON_TEXTS } from '../../../contracts/tickets.messages.ts';
import { ALL_CATEGORIES_LABEL } from '../../../domain/events.ts';
import type { DateFilter } from '../../../domain/occurrences.ts';
import { PROFILE_PAGE_SIZES, type ProfileTab } from '../../../domain/profile-page.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { InfiniteScrollFooter } from '../../ui/InfiniteScrollFooter.tsx';
import { CategorySelect, EventCardGrid } from '../events/index.ts';
import { profileEventsQuery, type ProfileLetter, type PublicProfile } from './api.ts';
import { MembershipCta } from './ProfileMembership.tsx';
import { AllTabVideos } from './ProfileVideos.tsx';
import { eventsFilterDate, noEventsText } from './profile-view.ts';
import type { ProfileSearch } from './search.ts';

/** The Events tab: category and upcoming/past filters over an infinite grid of the profile's events. */
export function EventsTab({
  type,
  profile,
  search,
  setSearch,
}: {
  type: ProfileLetter;
  profile: PublicProfile;
  search: ProfileSearch;
  setSearch: (patch: Partial<ProfileSearch>) => void;
}) {
  const filterDate = eventsFilterDate(search.filterDate, profile.eventCounts);
  const category = search.category ?? null;
  const query = useInfiniteQuery(profileEventsQuery(type, profile.username, filterDate, category));
  const events = query.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <CategorySelect value={category} onChange={(c) => setSearch({ category: c ?? undefined })} allLabel={ALL_CATEGORIES_LABEL.profile} w={200} />
        <SegmentedControl
          aria-label={T.upcomingOrPast}
          value={filterDate}
          onChange={(v) => setSearch({ filterDate: v as DateFilter })}
          data={[
            { value: 'upcoming', label: T.upcoming },
            { value: 'past', label: T.past },
          ]}
        />
      </Group>
      {query.isError ? (
        <Alert color="red">{PROFILE_MESSAGES.loadError}</Alert>
      ) : !query.isPending && events.length === 0 ? (
        <EmptyBlock
          icon={<IconCalendarEvent size={28} />}
          title={EVENT_MESSAGES.noResults}
          description={noEventsText(profile.name, filterDate, Boolean(category))}
        />
      ) : (
        <EventCardGrid events={events} loading={query.isPending} />
      )}
      <InfiniteScrollFooter hasMore={Boolean(query.hasNextPage)} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
    </Stack>
  );
}

/**
 * The All tab: the membership call to action when the Membership tab shows, the first upcoming events (or a way to
 * the past ones), the first videos, and About when there is no Events tab.
 */
export function AllTab({ type, profile, openTab }: { type: ProfileLetter; profile: PublicProfile; openTab: (tab: ProfileTab) => void }) {
  const query = useInfiniteQuery(profileEventsQuery(type, profile.username, 'upcoming', null));
  const events = query.data?.pages[0]?.data ?? [];
  const shown = events.slice(0, PROFILE_PAGE_SIZES.allTabEvents);
  const more = profile.eventCounts.upcoming > PROFILE_PAGE_SIZES.allTabEvents;
  return (
    <Stack gap="xl">
      {profile.tabs.includes('membership') ? <MembershipCta profile={profile} openTab={openTab} /> : null}
      {profile.eventCounts.upcoming > 0 ? (
        <Stack gap="md" component="section" aria-labelledby="all-upcoming">
          <Group justify="space-between">
            <Title order={2} fz="lg" id="all-upcoming">
              {PATRON_TEXTS.upcomingTab}
            </Title>
            {more ? (
              <Anchor component="button" type="button" fw={600} fz="sm" onClick={() => openTab('events')}>
                {PROFILE_MESSAGES.viewAll}
              </Anchor>
            ) : null}
          </Group>
          {query.isError ? (
            <Alert color="red">{PROFILE_MESSAGES.loadError}</Alert>
          ) : (
            <EventCardGrid events={shown} loading={query.isPending} skeletons={3} />
          )}
        </Stack>
      ) : profile.eventCounts.past > 0 ? (
        <Group justify="space-between">
          <Text c="dimmed">{T.noUpcomingNow}</Text>
          <Anchor component="button" type="button" fw={600} fz="sm" onClick={() => openTab('events')}>
            {T.seePastEvents}
          </Anchor>
        </Group>
      ) : null}
      {profile.tabs.includes('videos') ? <AllTabVideos profile={profile} openTab={openTab} /> : null}
      {profile.description.trim() && !profile.tabs.includes('events') ? (
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {T.about}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{profile.description}</Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
