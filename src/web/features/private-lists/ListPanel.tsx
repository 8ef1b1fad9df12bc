import { CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * The frame of the lists' smaller pages (Add list, Rename, Add Emails, Bulk Import): the title with the list it
 * belongs to under it, and a close link (× ) back to where the page was opened from.
 */
export function ListPanel({
  title,
  subtitle,
  close,
  closeLabel,
  maw = 720,
  children,
}: {
  title: string;
  subtitle?: string;
  /** Where × goes: the overview or the list's page. */
  close: Pick<LinkProps, 'to' | 'params'>;
  closeLabel: string;
  maw?: number;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={maw}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" truncate>
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          <CloseButton size="lg" aria-label={closeLabel} renderRoot={(props) => <Link {...close} {...props} />} />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
