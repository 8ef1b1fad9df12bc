import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { TEAM_MESSAGES, TEAM_PAGE_TEXTS } from '../../../../../../contracts/team.messages.ts';
import { TEAM_SEARCH_MAX } from '../../../../../../contracts/team.values.ts';
import { searchParams } from '../../../../../app/search-params.ts';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { TeamTable, type TeamSearch } from '../../../../../features/team/TeamTable.tsx';
import { EmptyBlock } from '../../../../../ui/EmptyBlock.tsx';
import { listParams } from '../../../../../ui/list/list-params.ts';

/** Settings > Team; the list's search and page live in the address (?search, ?page). */
export const Route = createFileRoute('/manage/$username/settings/team/')({
  validateSearch: searchParams(listParams(TEAM_SEARCH_MAX)),
  component: TeamPage,
});

function TeamPage() {
  const { profile, rights } = useManagedProfile();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((patch: TeamSearch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }), [navigate]);
  if (profile.type !== 'school') return <EmptyBlock title={TEAM_PAGE_TEXTS.title} description={TEAM_MESSAGES.onlyOrganizations} />;
  return <TeamTable ownerId={profile.id} username={profile.username} canEdit={rights.canEdit} search={search} onSearch={onSearch} />;
}
