import { Alert, Avatar, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { TEAM_MESSAGES, TEAM_PAGE_TEXTS as T } from '../../../contracts/team.messages.ts';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { NotFound } from '../../ui/NotFound.tsx';
import { teamQuery, useUpdateTeamMember, type Roles } from './api.ts';
import { RolesFields } from './RolesFields.tsx';

/** Settings > Team > Edit: the roles of one member; the owner cannot be edited. */
export function EditTeamMember({ ownerId, username, affiliationId }: { ownerId: string; username: string; affiliationId: string }) {
  const navigate = useNavigate();
  const { data, isPending, isError, error } = useQuery(teamQuery(ownerId));
  const update = useUpdateTeamMember(ownerId);
  const member = data?.affiliations.find((a) => a.id === affiliationId);
  const [roles, setRoles] = useState<Roles | null>(null);

  useEffect(() => {
    if (member && !roles) setRoles({ admin: member.admin, receiveNotifications: member.receiveNotifications, hidden: member.hidden });
  }, [member, roles]);

  if (isPending) {
    return (
      <Paper withBorder radius="lg" p="xl" maw={720}>
        <Skeleton height={40} width={240} mb="lg" />
        <Skeleton height={16} mb="sm" />
        <Skeleton height={16} mb="sm" />
        <Skeleton height={16} />
      </Paper>
    );
  }
  if (isError) return <Alert color="red">{error.message}</Alert>;
  if (!member || !roles) return <NotFound message={T.memberNotFound} />;

  const save = () =>
    update.mutate(
      { id: member.id, ...roles },
      {
        onSuccess: () => {
          notifySuccess(TEAM_MESSAGES.updated);
          void navigate({ to: '/manage/$username/settings/team', params: { username } });
        },
        onError: (e) => notifyApiError(e, TEAM_MESSAGES.updateFailed),
      },
    );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={720}>
      <Stack gap="lg">
        <Group gap="sm">
          <Avatar src={member.user.avatar} name={member.user.name} color="initials" radius="xl" size={44} />
          <div>
            <Text fw={600}>{member.user.name}</Text>
            <Text fz="sm" c="dimmed">
              @{member.user.username}
            </Text>
          </div>
        </Group>
        {member.owner ? <Alert color="gray">{TEAM_MESSAGES.ownerCannotBeRemoved}</Alert> : null}
        <RolesFields value={roles} onChange={setRoles} disabled={member.owner} />
        <Group justify="flex-end" gap="sm">
          <ButtonLink to="/manage/$username/settings/team" params={{ username }} variant="default">
            {T.cancel}
          </ButtonLink>
          <Button onClick={save} loading={update.isPending} disabled={member.owner}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
