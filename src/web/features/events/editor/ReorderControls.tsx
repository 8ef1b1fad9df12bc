import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { EVENT_EDITOR_TEXTS as T } from '../../../../contracts/events-management.messages.ts';

/** A red trash button with a tooltip that removes one item of a list. */
export function RemoveButton({
  label,
  tooltip = T.remove,
  disabled,
  onClick,
  iconSize = 18,
}: {
  /** The aria-label, e.g. 'Remove question 2'. */
  label: string;
  tooltip?: string;
  disabled: boolean;
  onClick: () => void;
  iconSize?: number;
}) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" color="red" aria-label={label} disabled={disabled} onClick={onClick}>
        <IconTrash size={iconSize} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The move up / move down buttons of item `index` of a list of `count` (aria-labels 'Move {noun} {n} up'
 * and '… down', or 'Move {name} up' when a name is given), and a Remove button when `onRemove` is given.
 */
export function ReorderControls({
  noun,
  name,
  index,
  count,
  disabled,
  onMove,
  onRemove,
  idPrefix,
  iconSize = 18,
}: {
  noun: string;
  /** Names the item in the aria-labels instead of '{noun} {n}'. */
  name?: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onRemove?: () => void;
  /** Gives the buttons the ids `{idPrefix}-up` and `{idPrefix}-down` (to move the focus back to them). */
  idPrefix?: string;
  iconSize?: number;
}) {
  const item = name ?? T.numbered(noun, index + 1);
  return (
    <>
      {(['up', 'down'] as const).map((direction) => (
        <Tooltip key={direction} label={direction === 'up' ? T.moveUp : T.moveDown}>
          <ActionIcon
            id={idPrefix ? `${idPrefix}-${direction}` : undefined}
            variant="subtle"
            color="gray"
            aria-label={T.moveItem(item, direction)}
            disabled={disabled || index === (direction === 'up' ? 0 : count - 1)}
            onClick={() => onMove(index, direction === 'up' ? index - 1 : index + 1)}
          >
            {direction === 'up' ? <IconArrowUp size={iconSize} /> : <IconArrowDown size={iconSize} />}
          </ActionIcon>
        </Tooltip>
      ))}
      {onRemove ? <RemoveButton label={T.removeItem(item)} disabled={disabled} onClick={onRemove} iconSize={iconSize} /> : null}
    </>
  );
}

/**
 * The header of a card in a numbered list (banner messages, questions): its title ('Question 2') and, on the right,
 * the move and remove buttons of `ReorderControls`, so such cards share one layout.
 */
export function ListItemHeader({ title, ...controls }: { title: string } & ComponentProps<typeof ReorderControls>) {
  return (
    <Group justify="space-between" gap="xs">
      <Text fw={600} fz="sm">
        {title}
      </Text>
      <Group gap={2}>
        <ReorderControls {...controls} />
      </Group>
    </Group>
  );
}
