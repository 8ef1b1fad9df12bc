import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One panel of the console: its heading and a line saying what it is for, an action beside them, then the content. */
export function ConsoleSection({ heading, intro, action, children }: { heading: string; intro: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={heading}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="md">
        <div style={{ flex: '1 1 240px' }}>
          <Title order={2} fz="lg">
            {heading}
          </Title>
          <Text c="dimmed" fz="sm">
            {intro}
          </Text>
        </div>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
