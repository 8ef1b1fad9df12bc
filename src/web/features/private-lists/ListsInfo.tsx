import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { PRIVATE_LISTS_TEXTS as T } from '../../../contracts/private-lists.messages.ts';

/** The overview's info tooltip (content-management 2.5): a click opens and closes it, a click elsewhere closes it. */
export function ListsInfo() {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} width={340} position="bottom-start" shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={T.infoLabel} aria-expanded={opened} onClick={() => setOpened((o) => !o)}>
          <IconInfoCircle size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 32px)">
        <Text fz="sm">{T.info}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
