import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPencil, IconSparkles } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { optionalText } from '../../app/search-params.ts';

export const Route = createFileRoute('/event/new')({
  validateSearch: z.object({ step: optionalText }),
  component: NewEventPage,
});

function Option({ icon, title, text, badge }: { icon: React.ReactNode; title: string; text: string; badge?: string }) {
  return (
    <Card withBorder radius="lg" padding="xl" aria-disabled="true" style={{ opacity: 0.85 }}>
      <Group justify="space-between" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        {badge ? <Badge color="green">{badge}</Badge> : null}
      </Group>
      <Title order={2} fz="xl" mt="md">
        {title}
      </Title>
      <Text c="dimmed" mt={6} fz="sm">
        {text}
      </Text>
    </Card>
  );
}

function NewEventPage() {
  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <Stack gap="lg">
        <Title order={1}>Create an event</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Option
            icon={<IconSparkles size={26} />}
            title="Create with AI"
            badge="New"
            text="Describe your event in a chat and let the assistant draft it for you."
          />
          <Option
            icon={<IconPencil size={26} />}
            title="Create Manually"
            text="Fill in the event details, tickets and settings yourself."
          />
        </SimpleGrid>
        <Text c="dimmed" ta="center">
          Event creation opens in the next release
        </Text>
      </Stack>
    </Container>
  );
}
