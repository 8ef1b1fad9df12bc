import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { TEAM_MESSAGES } from '../../../../../../contracts/team.messages.ts';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { AddTeamMember } from '../../../../../features/team/AddTeamMember.tsx';
import { EmptyBlock } from '../../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/settings/team/new')({
  component: NewTeamMemberPage,
});

function NewTeamMemberPage() {
  const { profile } = useManagedProfile();
  if (profile.type !== 'school') return <EmptyBlock title="Team" description={TEAM_MESSAGES.onlyOrganizations} />;
  return (
    <>
      <Title order={2} fz="xl" mb="md">
        Add team member
      </Title>
      <AddTeamMember ownerId={profile.id} username={profile.username} />
    </>
  );
}
