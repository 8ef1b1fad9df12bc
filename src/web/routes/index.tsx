import { Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake, IconTicket, IconUsersGroup, IconVideo } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { HOME_TEXTS as T } from '../../contracts/marketing-pages.messages.ts';
import { NAV_TEXTS } from '../../contracts/site.messages.ts';
import { ExploreSection } from '../features/events-explore/ExploreSection.tsx';
import { ButtonLink } from '../ui/links.tsx';

export const Route = createFileRoute('/')({
  component: HomePage,
});

const FEATURES = [
  { icon: IconTicket, ...T.features.tickets },
  { icon: IconUsersGroup, ...T.features.memberships },
  { icon: IconVideo, ...T.features.videos },
];

function HomePage() {
  return (
    <>
      <Box
        component="section"
        py={{ base: 56, sm: 96 }}
        style={{
          background:
            'radial-gradient(1200px 400px at 10% 0%, var(--mantine-color-violet-1), transparent), linear-gradient(180deg, var(--mantine-color-violet-0), white)',
        }}
      >
        <Container size="lg">
          <Stack gap="lg" maw={760}>
            <Text fz="sm" fw={700} c="violet.8" bg="violet.1" px={12} py={4} w="fit-content" style={{ borderRadius: 999 }}>
              {T.ucifShare}
            </Text>
            <Title order={1} fz={{ base: 36, sm: 56 }} lh={1.08} style={{ letterSpacing: '-0.03em' }}>
              {T.title}
            </Title>
            <Text fz={{ base: 'md', sm: 'xl' }} c="dark.4" maw={620}>
              {T.lead}
            </Text>
            <Group gap="sm">
              <ButtonLink to="/event/new" size="lg" radius="xl">
                {NAV_TEXTS.createEvent}
              </ButtonLink>
              <Button component="a" href="#explore" size="lg" radius="xl" variant="default">
                {T.exploreEvents}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={56} component="section" aria-label={T.featuresLabel}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Paper key={title} withBorder radius="lg" p="xl">
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={24} />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="md">
                {title}
              </Title>
              <Text c="dimmed" mt={6} fz="sm">
                {text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Paper mt="xl" radius="lg" p="xl" bg="violet.7" c="white">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={44} radius="md" color="white" variant="white">
              <IconHeartHandshake size={24} color="var(--mantine-color-violet-7)" />
            </ThemeIcon>
            <Stack gap={4}>
              <Text fw={700} fz="lg">
                {T.ucifShare}
              </Text>
              <Text fz="sm" c="white">
                {T.ucifText}
              </Text>
              <ButtonLink to="/ucif" variant="white" color="violet" size="xs" mt="xs" w="fit-content">
                {T.learnMore}
              </ButtonLink>
            </Stack>
          </Group>
        </Paper>
      </Container>

      <ExploreSection />
    </>
  );
}
