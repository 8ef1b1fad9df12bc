import { Notifications } from '@mantine/notifications';

/** Mantine's notification stack, loaded with the first notification (see overlays.tsx). */
export default function NotificationsStack() {
  return <Notifications position="top-right" zIndex={1000} />;
}
