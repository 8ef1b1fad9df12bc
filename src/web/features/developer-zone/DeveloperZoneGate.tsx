import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DEVELOPER_ZONE_TEXTS as T } from '../../../contracts/developer-zone.messages.ts';
import { useManagedProfile, type ManagedProfile, ManagePage } from '../manage/index.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { ButtonLink } from '../../ui/links.tsx';

/**
 * Every developer zone page (content-management 2.8: 'only available when the developer zone is allowed for the
 * account'): the page for the managed profile when it may use the zone, else why not and the way to unlock it (a
 * connected payout account, domain/webhooks.ts developerZoneAllowed). The API refuses the calls anyway; this only
 * spares a visitor of an old link a page of errors.
 */
export function DeveloperZoneGate({ children }: { children: (profile: ManagedProfile) => ReactNode }) {
  const { profile } = useManagedProfile();
  if (profile.developerZoneAllowed) return children(profile);
  return (
    <ManagePage title={T.title}>
      <EmptyBlock
        icon={<IconLock size={28} stroke={1.6} />}
        title={T.lockedTitle}
        description={T.lockedText}
        action={
          <ButtonLink to="/manage/$username/settings/payouts" params={{ username: profile.username }}>
            {T.lockedAction}
          </ButtonLink>
        }
      />
    </ManagePage>
  );
}
