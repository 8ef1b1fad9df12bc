import { Box, Container, Group, Skeleton, Stack } from '@mantine/core';
import { PROFILE_PAGE_TEXTS } from '../../../contracts/profiles-public.messages.ts';

/** The profile page's shape while the profile loads. */
export function ProfileSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label={PROFILE_PAGE_TEXTS.loading}>
      <Skeleton className="ovation-profile-banner" radius={0} />
      <Container size="lg">
        <Group align="flex-end" gap="lg" mt={-40}>
          <Skeleton height={120} circle style={{ border: '4px solid white' }} />
          <Stack gap={8} pb="sm" style={{ flex: 1 }}>
            <Skeleton height={28} width="40%" />
            <Skeleton height={14} width="20%" />
          </Stack>
        </Group>
        <Stack gap="sm" mt="xl">
          <Skeleton height={12} width="70%" />
          <Skeleton height={12} width="60%" />
          <Skeleton height={36} mt="lg" />
          <Group grow mt="md">
            <Skeleton height={260} radius="lg" />
            <Skeleton height={260} radius="lg" />
            <Skeleton height={260} radius="lg" visibleFrom="sm" />
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
