import { Badge, Box, Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
import {
  IconApps,
  IconArmchair,
  IconCalendarEvent,
  IconChartBar,
  IconCode,
  IconCrown,
  IconHelpCircle,
  IconListCheck,
  IconPlus,
  IconSettings,
  IconSpeakerphone,
  IconTicket,
  IconUserCircle,
  IconUserShare,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { NAV_TEXTS as T } from '../../contracts/site.messages.ts';
import { profileTypeLetter } from '../../domain/profiles.ts';
import { sidebarTabs, type SidebarTab } from '../../domain/navigation.ts';
import type { SessionUser } from '../features/accounts/api.ts';
import type { ManagedProfile } from '../features/manage/api.ts';
import { ProfilePicker } from '../features/organizations/ProfilePicker.tsx';
import { ButtonLink } from '../ui/links.tsx';

const TAB_ICONS: Record<string, Icon> = {
  events: IconCalendarEvent,
  memberships: IconCrown,
  videos: IconVideo,
  lists: IconListCheck,
  reporting: IconChartBar,
  marketing: IconSpeakerphone,
  seating: IconArmchair,
  apps: IconApps,
  'tickets-and-subscriptions': IconTicket,
  'referral-tracker': IconUserShare,
  profile: IconUserCircle,
  settings: IconSettings,
  'developer-zone': IconCode,
};

function isActive(tab: SidebarTab, pathname: string, username: string): boolean {
  if (!tab.path) return false;
  const section = tab.path.split('/')[0];
  const base = `/manage/${username}/${section}`.toLowerCase();
  const path = pathname.toLowerCase();
  return path === base || path.startsWith(`${base}/`);
}

/** The management sidebar (accounts-and-reporting 2.1, content-management 2.1). */
export function ManagementSidebar({ user, profile, onNavigate }: { user: SessionUser; profile: ManagedProfile; onNavigate?: () => void }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const tabs = sidebarTabs({ profileType: profile.type, developerZoneAllowed: profile.developerZoneAllowed });

  return (
    <Stack h="100%" gap={0}>
      <Stack gap="sm" p="md" pb="sm">
        <ProfilePicker user={user} current={profile} onNavigate={onNavigate} />
        <ButtonLink to="/event/new" leftSection={<IconPlus size={16} />} fullWidth onClick={onNavigate}>
          {T.createEvent}
        </ButtonLink>
      </Stack>
      <ScrollArea style={{ flex: 1 }} px="xs" type="auto">
        <Box component="nav" aria-label={T.management}>
          {tabs.map((tab) => {
            const Icon = TAB_ICONS[tab.key] ?? IconCalendarEvent;
            const active = isActive(tab, pathname, profile.username);
            const common = {
              label: tab.label,
              active,
              leftSection: <Icon size={19} stroke={1.7} />,
              rightSection: tab.badge ? (
                <Badge size="xs" variant="light" color="violet">
                  {tab.badge}
                </Badge>
              ) : undefined,
              onClick: onNavigate,
              variant: 'light' as const,
              style: { borderRadius: 8 },
              fw: 500,
            };
            return tab.key === 'profile' ? (
              <NavLink
                key={tab.key}
                {...common}
                renderRoot={(props) => (
                  <Link
                    to={profileTypeLetter(profile.type) === 'o' ? '/o/$username' : '/p/$username'}
                    params={{ username: profile.username }}
                    {...props}
                  />
                )}
              />
            ) : (
              <NavLink
                key={tab.key}
                {...common}
                aria-current={active ? 'page' : undefined}
                renderRoot={(props) => (
                  <Link to={`/manage/$username/${tab.path}` as never} params={{ username: profile.username } as never} {...props} />
                )}
              />
            );
          })}
        </Box>
      </ScrollArea>
      <Divider />
      <Box p="xs">
        <NavLink
          label={T.supportCenter}
          leftSection={<IconHelpCircle size={19} stroke={1.7} />}
          style={{ borderRadius: 8 }}
          onClick={onNavigate}
          renderRoot={(props) => <Link to="/pages/$slug" params={{ slug: 'knowledge-base' }} {...props} />}
        />
      </Box>
    </Stack>
  );
}
