import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { forwardRef, lazy, type ComponentPropsWithoutRef, type ComponentPropsWithRef } from 'react';
import { NOTIFICATION_TEXTS } from '../../../contracts/notifications.messages.ts';
import { formatCount } from '../../../domain/text.ts';
import { preloader, useFirstUse } from '../../ui/first-use.ts';
import { LazyBoundary } from '../../ui/LazyBoundary.tsx';
import { notificationsQuery } from './api.ts';

type BellProps = { unread: number; buttonProps?: ComponentPropsWithRef<'button'> } & ComponentPropsWithoutRef<'div'>;

/** The bell with the unread count, with or without the notification list loaded. */
export const NotificationBellButton = forwardRef<HTMLDivElement, BellProps>(({ unread, buttonProps, ...props }, ref) => (
  <Indicator ref={ref} disabled={unread === 0} label={formatCount(unread)} size={18} offset={6} color="red" inline {...props}>
    <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={NOTIFICATION_TEXTS.bellLabel(unread)} {...buttonProps}>
      <IconBell size={22} stroke={1.7} />
    </ActionIcon>
  </Indicator>
));
NotificationBellButton.displayName = 'NotificationBellButton';

const load = () => import('./NotificationList.tsx');
const NotificationList = lazy(load);
const preload = preloader(load);

/** The notification list of the top navigation (accounts-and-reporting 2.9); the list loads on the first click. */
export function NotificationBell() {
  const { data } = useQuery(notificationsQuery);
  const { used, focused, activate } = useFirstUse();
  const unread = data?.unreadCount ?? 0;
  const placeholder = (
    <NotificationBellButton
      unread={unread}
      aria-haspopup="dialog"
      aria-expanded={false}
      buttonProps={{ onClick: activate, onMouseEnter: preload, onFocus: preload }}
    />
  );
  if (!used) return placeholder;
  return (
    <LazyBoundary fallback={placeholder}>
      <NotificationList focused={focused} />
    </LazyBoundary>
  );
}
