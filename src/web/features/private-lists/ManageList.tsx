import { Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { LIST_MANAGE_TEXTS as T } from '../../../contracts/private-lists.messages.ts';
import { ManagePage } from '../manage/index.ts';
import { AnchorLink } from '../../ui/links.tsx';
import type { PrivateListView } from './api.ts';
import type { MembersSearch } from './list-search.ts';
import { MembersTable } from './MembersTable.tsx';
import { listDateLabel } from './rows.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** Manage list (content-management 2.5): the list's name, '# of People' and 'Date Created', then its people. */
export function ManageList({
  ownerId,
  username,
  list,
  search,
  onSearch,
}: {
  ownerId: string;
  username: string;
  list: PrivateListView;
  search: MembersSearch;
  onSearch: (patch: MembersSearch) => void;
}) {
  return (
    <Stack gap="xs">
      <AnchorLink to="/manage/$username/lists" params={{ username }} fz="sm" c="dimmed">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {T.back}
        </Group>
      </AnchorLink>
      <ManagePage title={<span style={{ overflowWrap: 'anywhere' }}>{list.name}</span>}>
        <Group gap="xl" mb="lg">
          <Figure label={T.people} value={list.userCount.toLocaleString()} />
          <Figure label={T.dateCreated} value={listDateLabel(list.createdAt)} />
        </Group>
        <MembersTable ownerId={ownerId} username={username} list={list} search={search} onSearch={onSearch} />
      </ManagePage>
    </Stack>
  );
}
