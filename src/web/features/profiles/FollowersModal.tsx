import { Alert, Avatar, Box, Group, Modal, Skeleton, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PROFILE_MESSAGES, PROFILE_PAGE_TEXTS } from '../../../contracts/profiles-public.messages.ts';
import { followTabs, type FollowTab } from '../../../domain/profile-page.ts';
import { InfiniteScrollFooter } from '../../ui/InfiniteScrollFooter.tsx';
import { followsQuery, type ProfileLetter, type PublicProfile } from './api.ts';
import { profileRoute } from './paths.ts';

const FOLLOW_TAB_LABELS: Record<FollowTab, string> = {
  following: PROFILE_MESSAGES.following,
  followers: PROFILE_PAGE_TEXTS.followers,
  organizations: PROFILE_PAGE_TEXTS.organizations,
};
const FOLLOW_EMPTY: Record<FollowTab, string> = {
  followers: PROFILE_MESSAGES.noFollowers,
  following: PROFILE_MESSAGES.notFollowing,
  organizations: PROFILE_MESSAGES.noOrganizations,
};

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
export function FollowersModal({
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
