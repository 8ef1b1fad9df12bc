import { Button, Group, Stack, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { TitledModal } from './TitledModal.tsx';

/**
 * A centered message under a large icon, with one button: Close unless `action` gives another (Escape and the ×
 * close it either way).
 */
export function MessageModal({
  opened,
  title,
  icon,
  color,
  onClose,
  closeLabel,
  action,
  children,
}: {
  opened: boolean;
  title: string;
  icon: ReactNode;
  color: string;
  onClose: () => void;
  /** The × button's name, and the Close button's text. */
  closeLabel: string;
  /** The button instead of Close (give it data-autofocus). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <TitledModal opened={opened} onClose={onClose} closeLabel={closeLabel} title={title}>
      <Stack gap="md" align="center" ta="center" pb="xs">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        {children}
        <Group justify="center" gap="sm">
          {action ?? (
            <Button onClick={onClose} data-autofocus>
              {closeLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </TitledModal>
  );
}
