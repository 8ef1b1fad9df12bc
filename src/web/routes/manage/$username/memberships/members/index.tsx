import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MEMBER_STATUS_FILTERS } from '../../../../../../domain/memberships.values.ts';
import { enumParam, searchParams, uuidParam } from '../../../../../app/search-params.ts';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { MembersTable, type MembersSearch } from '../../../../../features/memberships/MembersTable.tsx';
import { listParams } from '../../../../../ui/list/list-params.ts';

/** The longest search the members list reads from the address. */
const MEMBERS_SEARCH_MAX = 200;

/** Memberships > Members; the list's page, search and filters live in the address (?page, ?search, ?status, ?tierId). */
export const Route = createFileRoute('/manage/$username/memberships/members/')({
  validateSearch: searchParams({ ...listParams(MEMBERS_SEARCH_MAX), status: enumParam(MEMBER_STATUS_FILTERS), tierId: uuidParam }),
  component: MembersPage,
});

function MembersPage() {
  const { profile } = useManagedProfile();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((next: MembersSearch) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true }), [navigate]);
  return <MembersTable ownerId={profile.id} username={profile.username} search={search} onSearch={onSearch} />;
}
