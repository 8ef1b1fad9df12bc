import type { ReactNode } from 'react';
import { EmptyState, Paper } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

export interface EmptyBlockProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** Draw a bordered card around the state (default true). */
  withBorder?: boolean;
}

/** The empty state every list and page uses: an icon, a title, a sentence and an optional action. */
export function EmptyBlock({ title, description, icon, action, withBorder = true }: EmptyBlockProps) {
  const body = (
    <EmptyState variant="light" icon={icon ?? <IconInbox size={28} stroke={1.6} />} title={title} description={description} py="xl">
      {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
    </EmptyState>
  );
  return withBorder ? (
    <Paper withBorder radius="lg" p="xl">
      {body}
    </Paper>
  ) : (
    body
  );
}
