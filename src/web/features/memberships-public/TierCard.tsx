import { Badge, Box, Button, Group, List, Paper, SegmentedControl, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { MEMBERSHIP_PAGE_TEXTS as T, MEMBERSHIP_PATRON_TEXTS as P } from '../../../contracts/memberships.messages.ts';
import type { PublicTier, TierPrice } from './api.ts';
import { priceLabel, shownPrices, tierAction } from './membership-view.ts';

const label = (p: TierPrice) => priceLabel(p.price, p.currency, p.interval);

/**
 * One tier (content-management 2.3): name, description (the server's sanitized rich text), benefits, its prices
 * (a choice when there are two) and Subscribe, or Manage when the viewer holds it.
 */
export function TierCard({
  tier,
  busy,
  onSubscribe,
  onManage,
  onManual,
}: {
  tier: PublicTier;
  /** A form is being posted: every button waits. */
  busy: boolean;
  onSubscribe: (price: TierPrice) => void;
  onManage: () => void;
  onManual: () => void;
}) {
  const prices = shownPrices(tier.prices);
  const held = tier.subscription;
  const [priceId, setPriceId] = useState(prices[0]?.id);
  const price = prices.find((p) => p.id === priceId) ?? prices[0];
  const action = tierAction(tier, price);
  const titleId = `tier-${tier.id}`;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={titleId}
      style={{ display: 'flex', flexDirection: 'column', borderColor: held ? 'var(--mantine-color-violet-4)' : undefined }}
    >
      <Stack gap="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {tier.name}
          </Title>
          {held ? (
            <Badge color="violet" variant="light" style={{ flexShrink: 0 }}>
              {P.yourTier}
            </Badge>
          ) : tier.soldOut ? (
            <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
              {P.soldOut}
            </Badge>
          ) : null}
        </Group>
        {tier.description.trim() ? (
          // Sanitized by the server (rich text allow-list), like an event's description.
          <Box className="ovation-html-content" fz="sm" dangerouslySetInnerHTML={{ __html: tier.description }} />
        ) : null}
        {tier.benefits.length ? (
          <Stack gap={6}>
            <Text fw={600} fz="sm">
              {P.benefits}
            </Text>
            <List
              spacing={4}
              fz="sm"
              icon={
                <ThemeIcon size={18} radius="xl" variant="light" color="violet">
                  <IconCheck size={12} />
                </ThemeIcon>
              }
            >
              {tier.benefits.map((b) => (
                <List.Item key={b.id}>{b.name}</List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        <Box mt="auto">
          {prices.length > 1 ? (
            <SegmentedControl
              fullWidth
              aria-label={P.priceChoice(tier.name)}
              // A held tier shows the price the member pays; the choice is for subscribing.
              value={held ? held.priceId : (price?.id ?? '')}
              onChange={setPriceId}
              disabled={held !== null}
              data={prices.map((p) => ({ value: p.id, label: label(p) }))}
              mb="sm"
            />
          ) : price ? (
            <Text fw={700} fz="xl" mb="sm">
              {label(price)}
            </Text>
          ) : null}
          {action.kind === 'subscribe' ? (
            <Button fullWidth radius="md" disabled={!action.enabled} loading={busy} onClick={() => price && onSubscribe(price)}>
              {T.subscribe}
            </Button>
          ) : (
            <Button fullWidth radius="md" variant="light" loading={busy} onClick={action.kind === 'manage' ? onManage : onManual}>
              {T.manage}
            </Button>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
