import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconBuildingPlus,
  IconBriefcase,
  IconChevronDown,
  IconLogout,
  IconPlus,
  IconSettings,
  IconShieldLock,
  IconTicket,
  IconUser,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { TRUNCATE, truncate } from '../../domain/text.ts';
import { logout, type SessionUser } from '../features/accounts/api.ts';

const menuName = (name: string) => truncate(name, TRUNCATE.menuName);

/** The signed-in user menu (buyer-side 2.1); names are truncated to 18 characters. */
export function UserMenu({ user, compact }: { user: SessionUser; compact?: boolean }) {
  return (
    <Menu position="bottom-end" shadow="lg" width={280} radius="md">
      <Menu.Target>
        <UnstyledButton aria-label="User menu" style={{ borderRadius: 999 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.avatar} name={user.name} color="initials" radius="xl" size={34} />
            {compact ? null : (
              <>
                <Text fz="sm" fw={600} visibleFrom="lg">
                  {menuName(user.firstName || user.name)}
                </Text>
                <IconChevronDown size={14} />
              </>
            )}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{menuName(user.name)}</Menu.Label>
        <Menu.Item leftSection={<IconPlus size={16} />} renderRoot={(p) => <Link to="/event/new" {...p} />}>
          Create An Event
        </Menu.Item>
        <Menu.Item
          leftSection={<IconTicket size={16} />}
          renderRoot={(p) => (
            <Link to="/manage/$username/tickets-and-subscriptions/tickets" params={{ username: user.username }} {...p} />
          )}
        >
          Tickets & Subscriptions
        </Menu.Item>
        <Menu.Item
          leftSection={<IconUser size={16} />}
          renderRoot={(p) => <Link to="/p/$username" params={{ username: user.username }} {...p} />}
        >
          Profile
        </Menu.Item>
        <Menu.Item
          leftSection={<IconSettings size={16} />}
          renderRoot={(p) => <Link to="/manage/$username/settings/account" params={{ username: user.username }} {...p} />}
        >
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconBriefcase size={16} />}
          renderRoot={(p) => (
            <Link
              to="/manage/$username/events"
              params={{ username: user.username }}
              search={{ openMobileNav: 'true' }}
              {...p}
            />
          )}
        >
          Business Tools
        </Menu.Item>
        {user.organizations.map((org) => (
          <Menu.Item
            key={org.id}
            pl="lg"
            leftSection={<Avatar src={org.avatar} name={org.name} color="initials" size={20} radius="sm" />}
            renderRoot={(p) => (
              <Link
                to="/manage/$username/events"
                params={{ username: org.username }}
                search={{ openMobileNav: 'true' }}
                {...p}
              />
            )}
          >
            {menuName(org.name)}
          </Menu.Item>
        ))}
        <Menu.Item leftSection={<IconBuildingPlus size={16} />} renderRoot={(p) => <Link to="/schools/new" {...p} />}>
          Create an organization
        </Menu.Item>
        {user.admin ? (
          <Menu.Item leftSection={<IconShieldLock size={16} />} renderRoot={(p) => <Link to="/super_admin" {...p} />}>
            Super Admin Panel
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
