import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title and intro of each section of the developer zone's page (webhooks, logs, API keys). */
export function SectionHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} mb="md">
      <Title order={2} fz={{ base: 20, sm: 22 }}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm">
        {children}
      </Text>
    </Stack>
  );
}
