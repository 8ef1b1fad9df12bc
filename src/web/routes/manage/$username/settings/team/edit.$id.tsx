import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { TEAM_MESSAGES, TEAM_PAGE_TEXTS } from '../../../../../../contracts/team.messages.ts';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { EditTeamMember } from '../../../../../features/team/EditTeamMember.tsx';
import { EmptyBlock } from '../../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/settings/team/edit/$id')({
  component: EditTeamMemberPage,
});

function EditTeamMemberPage() {
  const { id } = Route.useParams();
  const { profile } = useManagedProfile();
  if (profile.type !== 'school') return <EmptyBlock title={TEAM_PAGE_TEXTS.title} description={TEAM_MESSAGES.onlyOrganizations} />;
  return (
    <>
      <Title order={2} fz="xl" mb="md">
        {TEAM_PAGE_TEXTS.editTitle}
      </Title>
      <EditTeamMember ownerId={profile.id} username={profile.username} affiliationId={id} />
    </>
  );
}
