import { Badge, Group, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ProfileIdentity } from '../../ui/ProfileIdentity.tsx';
import type { CollaboratorResult } from './api.ts';

/** A person or organization found by the search, selectable unless already added. */
export function ResultRow({
  result,
  selected,
  onSelect,
  alreadyLabel,
}: {
  result: CollaboratorResult;
  selected: boolean;
  onSelect: () => void;
  alreadyLabel: string;
}) {
  return (
    <UnstyledButton
      onClick={onSelect}
      disabled={result.alreadyAdded}
      aria-pressed={selected}
      aria-label={`${result.name} @${result.username}${result.alreadyAdded ? ` (${alreadyLabel})` : ''}`}
      p="sm"
      style={{
        borderRadius: 8,
        border: `1px solid ${selected ? 'var(--mantine-color-violet-5)' : 'var(--mantine-color-gray-3)'}`,
        background: selected ? 'var(--mantine-color-violet-0)' : undefined,
        opacity: result.alreadyAdded ? 0.6 : 1,
        cursor: result.alreadyAdded ? 'not-allowed' : 'pointer',
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <ProfileIdentity profile={result} />
        {result.alreadyAdded ? (
          <Badge variant="light" color="gray">
            {alreadyLabel}
          </Badge>
        ) : selected ? (
          <IconCheck size={18} color="var(--mantine-color-violet-6)" />
        ) : null}
      </Group>
    </UnstyledButton>
  );
}
