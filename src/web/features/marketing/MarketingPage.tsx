import type { ReactNode } from 'react';
import { Box, Container, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

export interface MarketingPageProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  points?: readonly string[];
  actions?: ReactNode;
  children?: ReactNode;
}

/** A short marketing page: heading, a few lines, a list of points and calls to action. */
export function MarketingPage({ eyebrow, title, lead, points, actions, children }: MarketingPageProps) {
  return (
    <>
      <Box py={{ base: 48, sm: 80 }} bg="violet.0">
        <Container size="md">
          <Stack gap="md">
            {eyebrow ? (
              <Text tt="uppercase" fw={700} fz="xs" c="violet.7" style={{ letterSpacing: '0.08em' }}>
                {eyebrow}
              </Text>
            ) : null}
            <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.1}>
              {title}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="dark.4">
              {lead}
            </Text>
            {actions ? <Group gap="sm">{actions}</Group> : null}
          </Stack>
        </Container>
      </Box>
      <Container size="md" py={48}>
        <Stack gap="xl">
          {points?.length ? (
            <Paper withBorder radius="lg" p="xl">
              <List
                spacing="sm"
                icon={
                  <ThemeIcon size={22} radius="xl">
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                {points.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            </Paper>
          ) : null}
          {children}
        </Stack>
      </Container>
    </>
  );
}

export function FeatureGrid({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {items.map((item) => (
        <Paper key={item.title} withBorder radius="lg" p="lg">
          <Text fw={700}>{item.title}</Text>
          <Text c="dimmed" fz="sm" mt={6}>
            {item.text}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
