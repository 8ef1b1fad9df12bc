import { Avatar, Badge, Group, Menu, Paper, Skeleton, Table, Text } from '@mantine/core';
import { IconMail, IconPencil, IconTrash, IconUserPlus, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { unableTo } from '../../../contracts/errors.messages.ts';
import { TEAM_MESSAGES, TEAM_PAGE_SIZE } from '../../../contracts/team.messages.ts';
import { TRUNCATE, truncate } from '../../../domain/text.ts';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { ActionsHeader } from '../../ui/ActionsHeader.tsx';
import { confirmAction } from '../../ui/confirm.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { RowMenu } from '../../ui/RowMenu.tsx';
import { SearchInput } from '../../ui/SearchInput.tsx';
import { TablePager } from '../../ui/TablePager.tsx';
import { teamQuery, useCancelInvitation, useRemoveTeamMember, useResendInvitation } from './api.ts';
import { filterTeamRows, teamRows, type TeamRow } from './rows.ts';

function RowActions({ row, ownerId, username }: { row: TeamRow; ownerId: string; username: string }) {
  const remove = useRemoveTeamMember(ownerId);
  const cancel = useCancelInvitation(ownerId);
  const resend = useResendInvitation(ownerId);
  if (row.owner) return null;

  const run = (mutation: typeof remove, done: string, failed: string) =>
    mutation.mutate(row.id, { onSuccess: () => notifySuccess(done), onError: (e) => notifyApiError(e, failed) });

  const removeMember = async () => {
    const ok = await confirmAction({
      title: TEAM_MESSAGES.removeQuestion,
      message: `${row.name} will lose access to this organization.`,
      confirmLabel: TEAM_MESSAGES.removeConfirm,
      danger: true,
    });
    if (!ok) return;
    run(remove, TEAM_MESSAGES.removed, TEAM_MESSAGES.removeFailed);
  };

  return (
    <RowMenu label={`Actions for ${row.name}`} loading={remove.isPending || cancel.isPending || resend.isPending}>
      {row.kind === 'invitation' ? (
        <>
          <Menu.Item
            leftSection={<IconMail size={16} />}
            onClick={() => run(resend, TEAM_MESSAGES.invitationResent, TEAM_MESSAGES.invitationResendFailed)}
          >
            Resend invitation
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconX size={16} />}
            onClick={() => run(cancel, TEAM_MESSAGES.invitationCancelled, TEAM_MESSAGES.invitationCancelFailed)}
          >
            Cancel invitation
          </Menu.Item>
        </>
      ) : (
        <>
          <Menu.Item
            leftSection={<IconPencil size={16} />}
            renderRoot={(props) => <Link to="/manage/$username/settings/team/edit/$id" params={{ username, id: row.id }} {...props} />}
          >
            Edit
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void removeMember()}>
            Remove
          </Menu.Item>
        </>
      )}
    </RowMenu>
  );
}

function LoadingRows() {
  return (
    <>
      {[0, 1, 2, 3].map((i) => (
        <Table.Tr key={i}>
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <Skeleton circle height={32} />
              <Skeleton height={12} width={140} />
            </Group>
          </Table.Td>
          <Table.Td>
            <Skeleton height={12} width={60} />
          </Table.Td>
          <Table.Td>
            <Skeleton height={12} width={120} />
          </Table.Td>
          <Table.Td>
            <Skeleton height={12} width={70} />
          </Table.Td>
          <Table.Td />
        </Table.Tr>
      ))}
    </>
  );
}

/** Settings > Team list (accounts-and-reporting 2.2). */
export function TeamTable({ ownerId, username }: { ownerId: string; username: string }) {
  const { data, isPending, isError, error } = useQuery(teamQuery(ownerId));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const rows = useMemo(() => (data ? filterTeamRows(teamRows(data), search) : []), [data, search]);
  const pages = Math.max(1, Math.ceil(rows.length / TEAM_PAGE_SIZE));
  const visible = rows.slice((page - 1) * TEAM_PAGE_SIZE, page * TEAM_PAGE_SIZE);

  useEffect(() => setPage(1), [search]);
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} maw={1000}>
      <Group justify="space-between" mb="md" gap="sm">
        <SearchInput placeholder="Search by name or handle" label="Search team" value={search} onChange={setSearch} maxWidth={360} />
        <ButtonLink to="/manage/$username/settings/team/new" params={{ username }} leftSection={<IconUserPlus size={16} />}>
          Add member
        </ButtonLink>
      </Group>
      {isError ? (
        <Text c="red" py="md">
          {error.message || unableTo('load the team')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Team members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Handle</Table.Th>
                <Table.Th>Type</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {isPending ? (
                <LoadingRows />
              ) : visible.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed" ta="center" py="lg">
                      No results
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                visible.map((row) => (
                  <Table.Tr key={`${row.kind}-${row.id}`}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={row.avatar} name={row.name} color="initials" radius={row.type === 'Organization' ? 'sm' : 'xl'} size={32} />
                        <Text fz="sm" fw={500} title={row.name}>
                          {truncate(row.name, TRUNCATE.teamName)}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {row.status ? (
                        <Badge variant="light" color={row.status === 'Owner' ? 'violet' : 'yellow'}>
                          {row.status}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm" c="dimmed">
                        {row.handle}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm">{row.type}</Text>
                    </Table.Td>
                    <Table.Td>
                      <RowActions row={row} ownerId={ownerId} username={username} />
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TablePager pages={pages} page={page} onChange={setPage} justify="flex-end" mt="md" />
    </Paper>
  );
}
