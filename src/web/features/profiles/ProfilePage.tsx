import {
  Alert,
  Anchor,
  Avatar,
  Box,
  Button,
  Container,
  Group,
  Modal,
  SegmentedControl,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCalendarEvent, IconSettings } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { EVENT_MESSAGES } from '../../../contracts/events.messages.ts';
import { PROFILE_MESSAGES } from '../../../contracts/profiles-public.messages.ts';
import { ALL_CATEGORIES_LABEL, type EventCategory } from '../../../domain/events.ts';
import type { DateFilter } from '../../../domain/occurrences.ts';
import { chooseProfileTab, followTabs, PROFILE_PAGE_SIZES, type FollowTab, type ProfileTab } from '../../../domain/profile-page.ts';
import { formatCount } from '../../../domain/text.ts';
import { isApiError } from '../../app/http.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { InfiniteScrollFooter } from '../../ui/InfiniteScrollFooter.tsx';
import { NotFound } from '../../ui/NotFound.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { CategorySelect } from '../events/CategorySelect.tsx';
import { EventCardGrid } from '../events/EventCard.tsx';
import { FollowButton, usePendingFollowReplay } from '../follows/FollowButton.tsx';
import { followsQuery, profileEventsQuery, profileQuery, type ProfileLetter, type PublicProfile } from './api.ts';
import { profileRoute } from './paths.ts';
import { hasSocialLinks, SocialLinks } from './SocialLinks.tsx';

/** Tabs this release shows (membership and videos arrive with their issues). */
const SHOWN_TABS: readonly ProfileTab[] = ['all', 'events', 'about'];
const TAB_LABELS: Record<ProfileTab, string> = { all: 'All', membership: 'Membership', events: 'Events', videos: 'Videos', about: 'About' };
const FOLLOW_TAB_LABELS: Record<FollowTab, string> = { following: 'Following', followers: 'Followers', organizations: 'Organizations' };
const FOLLOW_EMPTY: Record<FollowTab, string> = {
  followers: PROFILE_MESSAGES.noFollowers,
  following: PROFILE_MESSAGES.notFollowing,
  organizations: PROFILE_MESSAGES.noOrganizations,
};

export interface ProfileSearch {
  tab?: ProfileTab;
  category?: EventCategory;
  filterDate?: DateFilter;
  follow?: 'true';
}

function ProfileSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading the profile">
      <Skeleton className="ovation-profile-banner" radius={0} />
      <Container size="lg">
        <Group align="flex-end" gap="lg" mt={-40}>
          <Skeleton height={120} circle style={{ border: '4px solid white' }} />
          <Stack gap={8} pb="sm" style={{ flex: 1 }}>
            <Skeleton height={28} width="40%" />
            <Skeleton height={14} width="20%" />
          </Stack>
        </Group>
        <Stack gap="sm" mt="xl">
          <Skeleton height={12} width="70%" />
          <Skeleton height={12} width="60%" />
          <Skeleton height={36} mt="lg" />
          <Group grow mt="md">
            <Skeleton height={260} radius="lg" />
            <Skeleton height={260} radius="lg" />
            <Skeleton height={260} radius="lg" visibleFrom="sm" />
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

/** ABOUT: three lines with 'Read more' opening the whole text in a modal. */
function About({ profile }: { profile: PublicProfile }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [opened, setOpened] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [profile.description]);
  if (!profile.description.trim()) return null;
  return (
    <Stack gap={4}>
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase" lts={1}>
        About
      </Text>
      <Text ref={ref} lineClamp={3} style={{ whiteSpace: 'pre-line' }} maw={720}>
        {profile.description}
      </Text>
      {overflows ? (
        <Anchor component="button" type="button" fz="sm" fw={600} onClick={() => setOpened(true)} w="fit-content">
          {PROFILE_MESSAGES.readMore}
        </Anchor>
      ) : null}
      <Modal opened={opened} onClose={() => setOpened(false)} title={`About ${profile.name}`} size="lg" centered>
        <Text style={{ whiteSpace: 'pre-line' }}>{profile.description}</Text>
      </Modal>
    </Stack>
  );
}

function FollowList({ type, username, tab, name }: { type: ProfileLetter; username: string; tab: FollowTab; name: string }) {
  const query = useInfiniteQuery(followsQuery(type, username, tab));
  const people = query.data?.pages.flatMap((p) => p.data) ?? [];
  if (query.isPending) {
    return (
      <Stack gap="sm" py="sm">
        {[0, 1, 2].map((i) => (
          <Group key={i} gap="sm">
            <Skeleton height={40} circle />
            <Skeleton height={12} width={160} />
          </Group>
        ))}
      </Stack>
    );
  }
  if (query.isError) return <Alert color="red">{PROFILE_MESSAGES.loadError}</Alert>;
  if (!people.length) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {name} {FOLLOW_EMPTY[tab]}
      </Text>
    );
  }
  return (
    <Stack gap={4} py="xs">
      {people.map((p) => (
        <UnstyledButton
          key={p.id}
          p="xs"
          style={{ borderRadius: 8 }}
          className="ovation-choice"
          renderRoot={(props) => <Link to={profileRoute(p.type)} params={{ username: p.username }} search={{}} {...props} />}
        >
          <Group gap="sm" wrap="nowrap">
            <Avatar src={p.avatar} name={p.name} color="initials" radius={p.type === 'school' ? 'sm' : 'xl'} />
            <Box style={{ minWidth: 0 }}>
              <Text fw={600} fz="sm" truncate>
                {p.name}
              </Text>
              <Text fz="xs" c="dimmed" truncate>
                @{p.username}
              </Text>
            </Box>
          </Group>
        </UnstyledButton>
      ))}
      <InfiniteScrollFooter hasMore={Boolean(query.hasNextPage)} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
    </Stack>
  );
}

/** The followers modal: Following (people only), Followers, Organizations (people only); infinite scroll. */
function FollowersModal({
  profile,
  type,
  tab,
  onTab,
  onClose,
}: {
  profile: PublicProfile;
  type: ProfileLetter;
  tab: FollowTab | null;
  onTab: (tab: FollowTab) => void;
  onClose: () => void;
}) {
  const tabs = followTabs(profile.type);
  return (
    <Modal opened={tab !== null} onClose={onClose} title={profile.name} centered size="md">
      {tab ? (
        <Tabs value={tab} onChange={(v) => v && onTab(v as FollowTab)} keepMounted={false}>
          <Tabs.List grow>
            {tabs.map((t) => (
              <Tabs.Tab key={t} value={t}>
                {FOLLOW_TAB_LABELS[t]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Panel key={t} value={t} mih={200}>
              <FollowList type={type} username={profile.username} tab={t} name={profile.name} />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : null}
    </Modal>
  );
}

function Count({ value, label, onClick }: { value: number; label: string; onClick: () => void }) {
  return (
    <UnstyledButton onClick={onClick} aria-label={`${value} ${label}`} aria-haspopup="dialog">
      <Text span fw={700}>
        {formatCount(value)}
      </Text>{' '}
      <Text span c="dimmed" fz="sm">
        {label}
      </Text>
    </UnstyledButton>
  );
}

function EventsTab({
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
  // Past when asked, or when nothing is upcoming but past events exist.
  const filterDate: DateFilter = search.filterDate ?? (profile.eventCounts.upcoming === 0 && profile.eventCounts.past > 0 ? 'past' : 'upcoming');
  const category = search.category ?? null;
  const query = useInfiniteQuery(profileEventsQuery(type, profile.username, filterDate, category));
  const events = query.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <CategorySelect value={category} onChange={(c) => setSearch({ category: c ?? undefined })} allLabel={ALL_CATEGORIES_LABEL.profile} w={200} />
        <SegmentedControl
          aria-label="Upcoming or past events"
          value={filterDate}
          onChange={(v) => setSearch({ filterDate: v as DateFilter })}
          data={[
            { value: 'upcoming', label: 'Upcoming' },
            { value: 'past', label: 'Past' },
          ]}
        />
      </Group>
      {query.isError ? (
        <Alert color="red">{PROFILE_MESSAGES.loadError}</Alert>
      ) : !query.isPending && events.length === 0 ? (
        <EmptyBlock
          icon={<IconCalendarEvent size={28} />}
          title={EVENT_MESSAGES.noResults}
          description={
            filterDate === 'upcoming'
              ? `${profile.name} has no upcoming events${category ? ' in this category' : ''}.`
              : `${profile.name} has no past events${category ? ' in this category' : ''}.`
          }
        />
      ) : (
        <EventCardGrid events={events} loading={query.isPending} />
      )}
      <InfiniteScrollFooter hasMore={Boolean(query.hasNextPage)} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
    </Stack>
  );
}

function AllTab({ type, profile, openTab }: { type: ProfileLetter; profile: PublicProfile; openTab: (tab: ProfileTab) => void }) {
  const query = useInfiniteQuery(profileEventsQuery(type, profile.username, 'upcoming', null));
  const events = query.data?.pages[0]?.data ?? [];
  const shown = events.slice(0, PROFILE_PAGE_SIZES.allTabEvents);
  const more = profile.eventCounts.upcoming > PROFILE_PAGE_SIZES.allTabEvents;
  return (
    <Stack gap="xl">
      {profile.eventCounts.upcoming > 0 ? (
        <Stack gap="md" component="section" aria-labelledby="all-upcoming">
          <Group justify="space-between">
            <Title order={2} fz="lg" id="all-upcoming">
              Upcoming events
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
          <Text c="dimmed">No upcoming events right now.</Text>
          <Anchor component="button" type="button" fw={600} fz="sm" onClick={() => openTab('events')}>
            See past events
          </Anchor>
        </Group>
      ) : null}
      {profile.description.trim() && !profile.tabs.includes('events') ? (
        <Stack gap="xs">
          <Title order={2} fz="lg">
            About
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{profile.description}</Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The public profile page /:type/:username (content-management 2.9). */
export function ProfilePage({ type, username, search }: { type: ProfileLetter; username: string; search: ProfileSearch }) {
  const navigate = useNavigate();
  const query = useQuery(profileQuery(type, username));
  const [followTab, setFollowTab] = useState<FollowTab | null>(null);
  const profile = query.data;

  const setSearch = useCallback(
    (patch: Partial<ProfileSearch>, replace = false) =>
      void navigate({ to: '.', search: (prev: ProfileSearch) => ({ ...prev, ...patch }), replace, resetScroll: false } as never),
    [navigate],
  );
  const clearFollow = useCallback(() => setSearch({ follow: undefined }, true), [setSearch]);
  usePendingFollowReplay({
    profileId: profile?.id,
    following: profile?.following ?? false,
    followParam: search.follow,
    clearParam: clearFollow,
  });

  useDocumentTitle(profile ? `${profile.name} (@${profile.username})` : null);

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFound message={PROFILE_MESSAGES.missing} />;
    return (
      <Container size="sm" py={64}>
        <RetryAlert message={PROFILE_MESSAGES.loadError} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (!profile) return null;

  const available = profile.tabs.filter((t) => SHOWN_TABS.includes(t));
  const tab = chooseProfileTab(search.tab, available);
  const isUser = profile.type === 'user';
  const openTab = (next: ProfileTab) => {
    setSearch({ tab: next });
    requestAnimationFrame(() => document.getElementById('profile-tabs')?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <Box pb={64}>
      {profile.banner ? (
        <Box
          className="ovation-profile-banner"
          style={{ backgroundImage: `url("${profile.banner}")` }}
          role="img"
          aria-label={`${profile.name} banner`}
        />
      ) : (
        <Box
          h={{ base: 56, sm: 80 }}
          style={{ background: 'linear-gradient(120deg, var(--mantine-color-violet-1), var(--mantine-color-grape-1))' }}
        />
      )}
      <Container size="lg">
        <Stack gap="lg">
          <Stack gap="sm">
            <Group align="flex-end" justify="space-between" gap="md" mt={{ base: -36, sm: -48 }}>
              <Avatar
                src={profile.avatar}
                name={profile.name}
                color="initials"
                size={112}
                radius={profile.type === 'school' ? 'lg' : 112}
                bg="white"
                style={{ border: '4px solid white', boxShadow: '0 4px 16px rgba(0,0,0,0.08)', flexShrink: 0 }}
              />
              <Group gap="xs" pb={4}>
                {profile.canManage ? (
                  <Button
                    variant="default"
                    radius="xl"
                    leftSection={<IconSettings size={16} />}
                    renderRoot={(props) => <Link to="/manage/$username/events" params={{ username: profile.username }} {...props} />}
                  >
                    {PROFILE_MESSAGES.manage}
                  </Button>
                ) : null}
                {!profile.isSelf ? <FollowButton profileId={profile.id} profileName={profile.name} following={profile.following} /> : null}
              </Group>
            </Group>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 24, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
                {profile.name}
              </Title>
              <Text c="dimmed">@{profile.username}</Text>
            </Stack>
          </Stack>

          <Group gap="lg">
            {isUser ? <Count value={profile.followingCount} label="following" onClick={() => setFollowTab('following')} /> : null}
            <Count
              value={profile.followersCount}
              label={profile.followersCount === 1 ? 'follower' : 'followers'}
              onClick={() => setFollowTab('followers')}
            />
            {isUser ? (
              <Count
                value={profile.organizationsCount}
                label={profile.organizationsCount === 1 ? 'organization' : 'organizations'}
                onClick={() => setFollowTab('organizations')}
              />
            ) : null}
          </Group>

          <About profile={profile} />
          {hasSocialLinks(profile.social) ? <SocialLinks social={profile.social} name={profile.name} /> : null}

          {tab === null ? (
            <EmptyBlock icon={<IconCalendarEvent size={28} />} title={profile.isSelf ? PROFILE_MESSAGES.emptySelf : PROFILE_MESSAGES.empty} />
          ) : (
            <Tabs
              value={tab}
              onChange={(v) => v && setSearch({ tab: v as ProfileTab })}
              keepMounted={false}
              id="profile-tabs"
              style={{ scrollMarginTop: 80 }}
            >
              <Tabs.List aria-label="Profile sections">
                {available.map((t) => (
                  <Tabs.Tab key={t} value={t} fw={600}>
                    {TAB_LABELS[t]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Box pt="lg">
                <Tabs.Panel value="all">
                  <AllTab type={type} profile={profile} openTab={openTab} />
                </Tabs.Panel>
                <Tabs.Panel value="events">
                  <EventsTab type={type} profile={profile} search={search} setSearch={setSearch} />
                </Tabs.Panel>
                <Tabs.Panel value="about">
                  <Stack gap="md" maw={760}>
                    <Text style={{ whiteSpace: 'pre-line' }}>{profile.description}</Text>
                    {hasSocialLinks(profile.social) ? <SocialLinks social={profile.social} name={profile.name} /> : null}
                  </Stack>
                </Tabs.Panel>
              </Box>
            </Tabs>
          )}
        </Stack>
      </Container>
      <FollowersModal profile={profile} type={type} tab={followTab} onTab={setFollowTab} onClose={() => setFollowTab(null)} />
    </Box>
  );
}
