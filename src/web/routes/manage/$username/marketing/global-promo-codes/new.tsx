import { createFileRoute } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { PromoCodeForm } from '../../../../../features/promo-codes/PromoCodeForm.tsx';

/** Add code (content-management 2.6): global-promo-codes/new. */
export const Route = createFileRoute('/manage/$username/marketing/global-promo-codes/new')({
  component: NewPromoCodePage,
});

function NewPromoCodePage() {
  const { profile } = useManagedProfile();
  return <PromoCodeForm ownerId={profile.id} username={profile.username} mode="new" />;
}
