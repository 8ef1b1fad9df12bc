import { Container, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { ButtonLink } from '../../ui/links.tsx';

/** The homepage's Explore section (/#explore). Upcoming public events fill it in a later release. */
export function ExploreSection() {
  return (
    <Container size="lg" py={64} id="explore" component="section" aria-labelledby="explore-title">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} id="explore-title">
            Explore
          </Title>
          <Text c="dimmed">Concerts, parties, workshops and more from creators on Ovation.</Text>
        </Stack>
        <EmptyBlock
          icon={<IconCalendarEvent size={28} stroke={1.6} />}
          title="No upcoming events yet"
          description="Upcoming public events will appear here. Be the first to publish one."
          action={<ButtonLink to="/event/new">Create An Event</ButtonLink>}
        />
      </Stack>
    </Container>
  );
}
