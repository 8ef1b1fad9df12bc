import { lazy, Suspense } from 'react';
import { managementAccess } from '../../../domain/access.ts';
import { useSession } from '../accounts/index.ts';

const ActingAsAdminBanner = lazy(() => import('./ActingAsAdminBanner.tsx'));

/**
 * Where a management layout puts the acting-as-admin banner: only a site admin in an area that is not theirs loads
 * it (a chunk of its own), so owners and their teams pay nothing for it.
 */
export function ActingAsAdminSlot({ owner }: { owner: { id: string; name: string } }) {
  const { user } = useSession();
  if (!user || managementAccess(user, owner.id) !== 'site_admin') return null;
  return (
    <Suspense fallback={null}>
      <ActingAsAdminBanner owner={owner} />
    </Suspense>
  );
}
