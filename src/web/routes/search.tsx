import { Container, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { optionalText } from '../app/search-params.ts';
import { EmptyBlock } from '../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/search')({
  validateSearch: z.object({
    utf8: optionalText,
    query: optionalText,
    tab: z.enum(['events']).optional().catch(undefined),
  }),
  component: SearchPage,
});

function SearchPage() {
  const { query } = Route.useSearch();
  return (
    <Container size="lg" py={48}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {query ? `Results for “${query}”` : 'Search'}
          </Title>
          <Text c="dimmed">Events</Text>
        </Stack>
        <EmptyBlock
          icon={<IconSearch size={28} />}
          title="No results"
          description={query ? 'No events match your search yet. Try another name or place.' : 'Type in the search box to find events.'}
        />
      </Stack>
    </Container>
  );
}
