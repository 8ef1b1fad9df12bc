import { Avatar, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { SANDBOX_SUBSCRIPTION_TEXTS as S } from '../../../contracts/memberships.messages.ts';
import type { SandboxSubscriptionView } from './api.ts';
import { membershipDateLine, priceLabel } from './membership-view.ts';

const STATUS_COLORS: Record<SandboxSubscriptionView['status'], string> = {
  pending: 'yellow',
  active: 'green',
  past_due: 'orange',
  canceled: 'gray',
  expired: 'gray',
  invited: 'blue',
};

/** The membership's summary: the owner, the tier, the amount per interval, its state and date, and the card. */
export function SubscriptionSummary({ view }: { view: SandboxSubscriptionView }) {
  const date = membershipDateLine(view, new Date());
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="subscription-summary">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} fz="lg" id="subscription-summary">
            {S.summary}
          </Title>
          <Badge color={STATUS_COLORS[view.status]} variant="light" style={{ flexShrink: 0 }}>
            {S.statuses[view.status]}
          </Badge>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={view.owner.avatar} name={view.owner.name} color="initials" radius={view.owner.type === 'school' ? 'md' : 'xl'} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {view.tier.name}
            </Text>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {S.of(view.owner.name)}
            </Text>
          </Stack>
        </Group>
        <Divider />
        <Text fw={700} fz="xl">
          {priceLabel(view.amount, view.currency, view.interval)}
        </Text>
        {date ? <Text fz="sm">{date}</Text> : null}
        {view.status === 'past_due' ? (
          <Text fz="sm" c="orange">
            {S.pastDue}
          </Text>
        ) : null}
        {view.status !== 'pending' ? (
          <Group gap={6} c="dimmed">
            <IconCreditCard size={16} aria-hidden />
            <Text fz="sm">{view.cardLast4 ? S.card(view.cardLast4) : S.noCard}</Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
