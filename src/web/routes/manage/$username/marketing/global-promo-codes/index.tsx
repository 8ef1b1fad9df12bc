import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { promoCodesSearchParams, type PromoCodesSearch } from '../../../../../features/promo-codes/list-search.ts';
import { PromoCodesTable } from '../../../../../features/promo-codes/PromoCodesTable.tsx';

/** Marketing > Global promo codes (content-management 2.6); page, search and sort live in the address. */
export const Route = createFileRoute('/manage/$username/marketing/global-promo-codes/')({
  validateSearch: promoCodesSearchParams,
  component: PromoCodesPage,
});

function PromoCodesPage() {
  const { profile } = useManagedProfile();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: PromoCodesSearch) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }), [navigate]);
  return <PromoCodesTable ownerId={profile.id} username={profile.username} search={search} onSearch={onSearch} />;
}
