import { createFileRoute } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { PromoCodeForm } from '../../../../../features/promo-codes/PromoCodeForm.tsx';

/** Bulk import of codes from a CSV file (content-management 2.6, 5): global-promo-codes/bulk-import. */
export const Route = createFileRoute('/manage/$username/marketing/global-promo-codes/bulk-import')({
  component: BulkImportPage,
});

function BulkImportPage() {
  const { profile } = useManagedProfile();
  return <PromoCodeForm ownerId={profile.id} username={profile.username} mode="bulk" />;
}
