import { Box, Stack, Tabs, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { PROFILE_MESSAGES, PROFILE_PAGE_TEXTS, PROFILE_TAB_LABELS } from '../../../contracts/profiles-public.messages.ts';
import { chooseProfileTab, type ProfileTab } from '../../../domain/profile-page.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import type { ProfileLetter, PublicProfile } from './api.ts';
import { AllTab, EventsTab } from './ProfileEventTabs.tsx';
import { MembershipTab } from './ProfileMembership.tsx';
import { VideosTab } from './ProfileVideos.tsx';
import type { ProfileSearch } from './search.ts';
import { hasSocialLinks, SocialLinks } from './SocialLinks.tsx';

const TAB_LABELS: Record<ProfileTab, string> = PROFILE_TAB_LABELS;

/** The profile's tabs (the one in the query when available), or the empty-profile block when it has none. */
export function ProfileTabs({
  type,
  profile,
  search,
  setSearch,
  openTab,
}: {
  type: ProfileLetter;
  profile: PublicProfile;
  search: ProfileSearch;
  setSearch: (patch: Partial<ProfileSearch>) => void;
  openTab: (tab: ProfileTab) => void;
}) {
  const available = profile.tabs;
  const tab = chooseProfileTab(search.tab, available);
  if (tab === null) {
    return <EmptyBlock icon={<IconCalendarEvent size={28} />} title={profile.isSelf ? PROFILE_MESSAGES.emptySelf : PROFILE_MESSAGES.empty} />;
  }
  return (
    <Tabs
      value={tab}
      onChange={(v) => v && setSearch({ tab: v as ProfileTab })}
      keepMounted={false}
      id="profile-tabs"
      style={{ scrollMarginTop: 80 }}
    >
      <Tabs.List aria-label={PROFILE_PAGE_TEXTS.sections}>
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
        <Tabs.Panel value="membership">
          <MembershipTab type={type} profile={profile} />
        </Tabs.Panel>
        <Tabs.Panel value="events">
          <EventsTab type={type} profile={profile} search={search} setSearch={setSearch} />
        </Tabs.Panel>
        <Tabs.Panel value="videos">
          <VideosTab profile={profile} openTab={openTab} />
        </Tabs.Panel>
        <Tabs.Panel value="about">
          <Stack gap="md" maw={760}>
            <Text style={{ whiteSpace: 'pre-line' }}>{profile.description}</Text>
            {hasSocialLinks(profile.social) ? <SocialLinks social={profile.social} name={profile.name} /> : null}
          </Stack>
        </Tabs.Panel>
      </Box>
    </Tabs>
  );
}
