import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { GETTING_STARTED_ITEMS } from '../../../contracts/getting-started.values.ts';
import { GETTING_STARTED_TEXTS as T } from '../../../contracts/getting-started.messages.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { gettingStartedQuery } from './api.ts';
import { ChecklistProgress, HideChecklistButton, ItemAction } from './Checklist.tsx';

/**
 * The checklist in short on the management home (docs/decisions/accounts.md "First-run checklist"): progress, the
 * next item with its action, the whole list and Hide. It shows while the checklist does (`show`) and says nothing
 * while it loads or when the read fails: the page's own content is what the visit is for.
 */
export function ChecklistCard() {
  const headingId = useId();
  const { data: state } = useQuery(gettingStartedQuery);
  if (!state?.show) return null;
  const next = GETTING_STARTED_ITEMS.find((item) => !state.items[item]) ?? 'share';
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mb="lg">
      <Stack gap="sm">
        {/* Hide stays at the top right on a phone too, where a card's way out is looked for. */}
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Title id={headingId} order={2} fz="lg" style={{ minWidth: 0 }}>
            {T.title}
          </Title>
          <HideChecklistButton size="xs" />
        </Group>
        <ChecklistProgress state={state} />
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Text fz="sm" fw={600}>
              {T.next(T.items[next].title)}
            </Text>
            <Text fz="sm" c="dimmed">
              {T.items[next].text}
            </Text>
          </Stack>
          <Group gap="xs">
            <ItemAction item={next} state={state} />
            <ButtonLink size="xs" variant="default" to="/getting-started">
              {T.allSteps}
            </ButtonLink>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
