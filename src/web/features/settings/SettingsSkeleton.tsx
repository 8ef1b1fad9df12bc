import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { SETTINGS_PAGE_TEXTS } from '../../../contracts/settings.messages.ts';

export function SettingsSkeleton() {
  return (
    <Stack gap="lg" maw={880} role="status" aria-busy="true" aria-label={SETTINGS_PAGE_TEXTS.loading}>
      {[0, 1].map((i) => (
        <Paper key={i} withBorder radius="lg" p="xl">
          <Skeleton height={18} width={140} mb="lg" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {[0, 1, 2, 3].map((j) => (
              <Stack key={j} gap={6}>
                <Skeleton height={12} width={90} />
                <Skeleton height={36} />
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
