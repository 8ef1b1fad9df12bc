import { Avatar, Menu } from '@mantine/core';
import { IconBuildingPlus, IconBriefcase, IconLogout, IconPlus, IconSettings, IconShieldLock, IconTicket, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { NAV_TEXTS as T, SUPER_ADMIN_TEXTS } from '../../contracts/site.messages.ts';
import { PATRON_TEXTS } from '../../contracts/tickets.messages.ts';
import { logout, type SessionUser } from '../features/accounts/api.ts';
import { useOpenAfterMount } from '../ui/first-use.ts';
import { menuName, UserMenuButton } from './UserMenu.tsx';

/** The user menu's dropdown, loaded on the first click of the avatar button and opened at once. */
export default function UserMenuDropdown({ user, compact, focused }: { user: SessionUser; compact?: boolean; focused: boolean }) {
  const [target, setTarget] = useState<HTMLButtonElement | null>(null);
  const [opened, setOpened] = useOpenAfterMount(target, focused);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" shadow="lg" width={280} radius="md">
      <Menu.Target>
        <UserMenuButton ref={setTarget} user={user} compact={compact} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{menuName(user.name)}</Menu.Label>
        <Menu.Item leftSection={<IconPlus size={16} />} renderRoot={(p) => <Link to="/event/new" {...p} />}>
          {T.createEvent}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconTicket size={16} />}
          renderRoot={(p) => <Link to="/manage/$username/tickets-and-subscriptions/tickets" params={{ username: user.username }} {...p} />}
        >
          {PATRON_TEXTS.heading}
        </Menu.Item>
        <Menu.Item leftSection={<IconUser size={16} />} renderRoot={(p) => <Link to="/p/$username" params={{ username: user.username }} {...p} />}>
          {T.profile}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconSettings size={16} />}
          renderRoot={(p) => <Link to="/manage/$username/settings/account" params={{ username: user.username }} {...p} />}
        >
          {T.settings}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconBriefcase size={16} />}
          renderRoot={(p) => <Link to="/manage/$username/events" params={{ username: user.username }} search={{ openMobileNav: 'true' }} {...p} />}
        >
          {T.businessTools}
        </Menu.Item>
        {user.organizations.map((org) => (
          <Menu.Item
            key={org.id}
            pl="lg"
            leftSection={<Avatar src={org.avatar} name={org.name} color="initials" size={20} radius="sm" />}
            renderRoot={(p) => <Link to="/manage/$username/events" params={{ username: org.username }} search={{ openMobileNav: 'true' }} {...p} />}
          >
            {menuName(org.name)}
          </Menu.Item>
        ))}
        <Menu.Item leftSection={<IconBuildingPlus size={16} />} renderRoot={(p) => <Link to="/schools/new" {...p} />}>
          {T.createOrganization}
        </Menu.Item>
        {user.admin ? (
          <Menu.Item leftSection={<IconShieldLock size={16} />} renderRoot={(p) => <Link to="/super_admin" {...p} />}>
            {SUPER_ADMIN_TEXTS.title}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {T.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
