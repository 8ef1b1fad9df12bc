import { Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBuildingPlus, IconCheck, IconSelector } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import type { ProfileSummary } from '../../../contracts/common.ts';
import { ORGANIZATION_TEXTS as T } from '../../../contracts/organizations.messages.ts';
import { TRUNCATE, truncate } from '../../../domain/text.ts';
import type { SessionUser } from '../accounts/index.ts';
import { type ManagedProfile, manageSubPath, switchProfilePath } from '../manage/index.ts';
import { ProfileIdentity } from '../../ui/ProfileIdentity.tsx';

const sidebarName = (name: string) => truncate(name, TRUNCATE.sidebarName);

function ProfileLine({ profile, size = 32 }: { profile: Pick<ProfileSummary, 'name' | 'avatar' | 'type'>; size?: number }) {
  return (
    <ProfileIdentity
      profile={profile}
      avatarSize={size}
      name={
        <Text fz="sm" fw={600} lh={1.2} title={profile.name}>
          {sidebarName(profile.name)}
        </Text>
      }
      detail={
        <Text fz="xs" c="dimmed" lh={1.2}>
          {profile.type === 'school' ? T.organization : T.personalAccount}
        </Text>
      }
    />
  );
}

/**
 * The sidebar's profile picker (accounts-and-reporting 2.1): the user's own account and each of their
 * organizations; switching keeps the current tab. Names are truncated at 15 characters.
 */
export function ProfilePicker({ user, current, onNavigate }: { user: SessionUser; current: ManagedProfile; onNavigate?: () => void }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const navigate = useNavigate();
  const own: ProfileSummary = { id: user.id, type: 'user', username: user.username, name: user.name, avatar: user.avatar };
  const choices = [own, ...user.organizations];

  const switchTo = (profile: ProfileSummary) => {
    onNavigate?.();
    if (profile.id === current.id) return;
    const sub = switchProfilePath(manageSubPath(pathname, current.username), profile.type);
    void navigate({ to: `/manage/$username/${sub}` as never, params: { username: profile.username } as never });
  };

  return (
    <Menu position="bottom-start" width="target" shadow="md" radius="md">
      <Menu.Target>
        {/* Named by its content: the hidden hint, then the profile's name and kind as shown (WCAG 2.5.3). */}
        <UnstyledButton p="xs" w="100%" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 10 }}>
          <VisuallyHidden>{T.switchProfile}</VisuallyHidden>
          <Group justify="space-between" wrap="nowrap">
            <ProfileLine profile={current} />
            <IconSelector size={16} color="var(--mantine-color-gray-6)" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map((profile) => (
          <Menu.Item key={profile.id} onClick={() => switchTo(profile)} rightSection={profile.id === current.id ? <IconCheck size={16} /> : null}>
            <ProfileLine profile={profile} size={28} />
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconBuildingPlus size={16} />} renderRoot={(props) => <Link to="/schools/new" onClick={onNavigate} {...props} />}>
          {T.createTitle}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
