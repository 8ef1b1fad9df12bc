import { Avatar, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { ProfileType } from '../../../domain/profiles.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';

/** The public profile header and an events placeholder; the full profile page replaces it in a later release. */
export function PublicProfile({ username, type }: { username: string; type: ProfileType }) {
  return (
    <>
      <Box h={{ base: 120, sm: 180 }} style={{ background: 'linear-gradient(120deg, var(--mantine-color-violet-6), var(--mantine-color-grape-5))' }} />
      <Container size="lg" pb={56}>
        <Group align="flex-end" gap="md" mt={-48}>
          <Avatar name={username} color="initials" size={112} radius={type === 'school' ? 'lg' : 112} style={{ border: '4px solid white' }} bg="white" />
          <Stack gap={0} pb="sm" pt={56}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              @{username}
            </Title>
            <Text c="dimmed">{type === 'school' ? 'Organization' : 'Person'}</Text>
          </Stack>
        </Group>
        <Box mt="xl">
          <EmptyBlock
            icon={<IconCalendarEvent size={28} />}
            title="Events will appear here"
            description="Upcoming events, memberships and videos from this profile will show on this page."
          />
        </Box>
      </Container>
    </>
  );
}
