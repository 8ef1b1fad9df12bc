import { createFileRoute } from '@tanstack/react-router';
import { TEAM_MESSAGES } from '../../../../../../contracts/team.messages.ts';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { TeamTable } from '../../../../../features/team/TeamTable.tsx';
import { EmptyBlock } from '../../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/settings/team/')({
  component: TeamPage,
});

function TeamPage() {
  const { profile } = useManagedProfile();
  if (profile.type !== 'school') return <EmptyBlock title="Team" description={TEAM_MESSAGES.onlyOrganizations} />;
  return <TeamTable ownerId={profile.id} username={profile.username} />;
}
