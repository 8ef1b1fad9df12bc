import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMergedRef } from '@mantine/hooks';
import { forwardRef, lazy, type ComponentPropsWithoutRef, type ComponentPropsWithRef } from 'react';
import { NOTIFICATION_TEXTS } from '../../../contracts/notifications.messages.ts';
import { formatCount } from '../../../domain/text.ts';
import { preloader } from '../../ui/first-use.ts';
import { LoadOnFirstUse } from '../../ui/LoadOnFirstUse.tsx';
import { notificationsQuery } from './api.ts';

type BellProps = { unread: number; buttonProps?: ComponentPropsWithRef<'button'> } & ComponentPropsWithoutRef<'button'>;

/**
 * The bell with the unread count, with or without the notification list loaded. The popover's target props
 * (aria-expanded, aria-haspopup, its ref) go to the button: on the Indicator's div, a role-less element, axe counts
 * aria-expanded as a critical error (docs/decisions/accessibility.md).
 */
export const NotificationBellButton = forwardRef<HTMLButtonElement, BellProps>(({ unread, buttonProps, ...props }, ref) => {
  const { ref: buttonRef, ...button } = buttonProps ?? {};
  const merged = useMergedRef(ref, buttonRef);
  return (
    <Indicator disabled={unread === 0} label={formatCount(unread)} size={18} offset={6} color="red" inline>
      <ActionIcon
        ref={merged}
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        aria-label={NOTIFICATION_TEXTS.bellLabel(unread)}
        {...props}
        {...button}
      >
        <IconBell size={22} stroke={1.7} />
      </ActionIcon>
    </Indicator>
  );
});
NotificationBellButton.displayName = 'NotificationBellButton';

const load = () => import('./NotificationList.tsx');
const NotificationList = lazy(load);
const preload = preloader(load);

/** The notification list of the top navigation (accounts-and-reporting 2.9); the list loads on the first click. */
export function NotificationBell() {
  const { data } = useQuery(notificationsQuery);
  const unread = data?.unreadCount ?? 0;
  return (
    <LoadOnFirstUse
      trigger={(activate) => (
        <NotificationBellButton
          unread={unread}
          aria-haspopup="dialog"
          aria-expanded={false}
          buttonProps={{ onClick: activate, onMouseEnter: preload, onFocus: preload }}
        />
      )}
      loaded={(focused) => <NotificationList focused={focused} />}
    />
  );
}
