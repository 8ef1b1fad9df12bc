import { Avatar, Box, Button, Divider, Group, Popover, ScrollArea, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { NOTIFICATION_TEXTS as T, NOTIFICATIONS_EMPTY } from '../../../contracts/notifications.messages.ts';
import type { Notification } from '../../../contracts/notifications.ts';
import { unableTo } from '../../../contracts/errors.messages.ts';
import { notificationDate } from '../../../domain/dates.ts';
import { useOpenAfterMount } from '../../ui/first-use.ts';
import { notificationsQuery, useMarkRead } from './api.ts';
import { NotificationBellButton } from './NotificationBell.tsx';

function NotificationRow({ item, onMark, onOpen }: { item: Notification; onMark: () => void; onOpen: () => void }) {
  const created = new Date(item.createdAt);
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" px="md" py="sm" bg={item.read ? undefined : 'violet.0'}>
      <UnstyledButton
        onClick={onMark}
        aria-label={item.read ? T.read : T.markRead}
        disabled={item.read}
        style={{ display: 'flex', alignItems: 'center', gap: 8, paddingTop: 4 }}
      >
        <Box
          data-testid="notification-dot"
          data-read={item.read}
          w={8}
          h={8}
          style={{
            borderRadius: 8,
            flexShrink: 0,
            background: item.read ? 'var(--mantine-color-gray-3)' : 'var(--mantine-color-violet-6)',
          }}
        />
        <Avatar src={item.user?.avatar ?? null} name={item.user?.name} color="initials" size={36} radius="xl" />
      </UnstyledButton>
      <Box style={{ flex: 1, minWidth: 0, cursor: item.link ? 'pointer' : undefined }} onClick={item.link ? onOpen : undefined}>
        <Text fz="sm" className="ovation-html" dangerouslySetInnerHTML={{ __html: item.content }} />
        <Text fz="xs" c="dimmed" mt={4}>
          {Number.isNaN(created.getTime()) ? '' : notificationDate(created)}
        </Text>
      </Box>
    </Group>
  );
}

/** The bell's popover with the notification list, loaded on the first click of the bell and opened at once. */
export default function NotificationList({ focused }: { focused: boolean }) {
  const [target, setTarget] = useState<HTMLButtonElement | null>(null);
  const [opened, setOpened] = useOpenAfterMount(target, focused);
  const { data, isPending, isError } = useQuery(notificationsQuery);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = data?.unreadCount ?? 0;
  const items = data?.notifications ?? [];

  const open = (item: Notification) => {
    if (!item.read) markRead.mutate(item.id);
    if (!item.link) return;
    setOpened(false);
    if (item.link.startsWith('/')) void navigate({ href: item.link });
    else window.location.assign(item.link);
  };

  return (
    <Popover opened={opened} onChange={setOpened} width={380} position="bottom-end" shadow="lg" radius="md" withinPortal>
      <Popover.Target>
        <NotificationBellButton unread={unread} buttonProps={{ ref: setTarget, onClick: () => setOpened((o) => !o) }} />
      </Popover.Target>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
        <Group justify="space-between" px="md" py="sm">
          <Text fw={700}>{T.title}</Text>
          <Button variant="subtle" size="compact-sm" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate(null)}>
            {T.markAllRead}
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={420} type="auto">
          {isPending ? (
            <Stack p="md" gap="md">
              {[0, 1, 2].map((i) => (
                <Group key={i} wrap="nowrap">
                  <Skeleton circle height={36} />
                  <Stack gap={6} style={{ flex: 1 }}>
                    <Skeleton height={10} />
                    <Skeleton height={10} width="60%" />
                  </Stack>
                </Group>
              ))}
            </Stack>
          ) : isError ? (
            <Text c="dimmed" ta="center" py="xl" fz="sm">
              {unableTo('load notifications')}
            </Text>
          ) : items.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" fz="sm">
              {NOTIFICATIONS_EMPTY}
            </Text>
          ) : (
            <Stack gap={0} role="list" aria-label={T.title}>
              {items.map((item) => (
                <Box key={item.id} role="listitem" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                  <NotificationRow item={item} onMark={() => markRead.mutate(item.id)} onOpen={() => open(item)} />
                </Box>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
