import type { SessionUser } from '../features/accounts/api.ts';
import { NotificationBell } from '../features/notifications/NotificationBell.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * The bell and the user menu of a signed-in visitor, a chunk of their own: a signed-out visitor (every first visit
 * of a shared link) never loads them, nor Mantine's Avatar and Indicator.
 */
export default function SignedInControls({ user, compact }: { user: SessionUser; compact: boolean }) {
  return (
    <>
      <NotificationBell />
      <UserMenu user={user} compact={compact} />
    </>
  );
}
