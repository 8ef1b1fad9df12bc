import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a form page (settings, event editor). */
export function FormSection({ title, description, children, id }: { title: string; description?: ReactNode; children: ReactNode; id?: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id={id} component="section" aria-labelledby={id ? `${id}-title` : undefined}>
      <Stack gap={4} mb="lg">
        <Title order={2} fz="lg" id={id ? `${id}-title` : undefined}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" fz="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
