import { useNotifications } from '@mantine/notifications';
import { lazy, useState, useSyncExternalStore } from 'react';
import { LazyBoundary } from '../ui/LazyBoundary.tsx';
import { modalsHostStore } from './modals.ts';

const NotificationsStack = lazy(() => import('./NotificationsStack.tsx'));
const ModalsHost = lazy(() => import('./ModalsHost.tsx'));

/** The notification stack mounts with the first notification (notifySuccess/notifyError); the store keeps it until then. */
function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <LazyBoundary fallback={null}>
      <NotificationsStack />
    </LazyBoundary>
  ) : null;
}

function ModalsGate() {
  const requested = useSyncExternalStore(modalsHostStore.subscribe, modalsHostStore.requested, modalsHostStore.requested);
  return requested ? (
    <LazyBoundary fallback={null}>
      <ModalsHost />
    </LazyBoundary>
  ) : null;
}

/** Notifications and confirmation modals, each loaded when first used so that neither is part of the first load. */
export function Overlays() {
  return (
    <>
      <NotificationsHost />
      <ModalsGate />
    </>
  );
}
