import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { OrdersPage } from '../../../../../features/reporting/OrdersTable.tsx';
import { ordersSearchParams, type OrdersSearch } from '../../../../../features/reporting/search.ts';

/** Reporting > Orders (accounts-and-reporting 2.3): ?search, ?page, ?sortBy and ?sortOrder live in the address. */
export const Route = createFileRoute('/manage/$username/reporting/orders/')({
  validateSearch: ordersSearchParams,
  component: OrdersRoute,
});

function OrdersRoute() {
  const { profile } = useManagedProfile();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: OrdersSearch) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }), [navigate]);
  return <OrdersPage ownerId={profile.id} username={profile.username} search={search} onSearch={onSearch} />;
}
