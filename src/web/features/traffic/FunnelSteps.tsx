import { Group, Progress, Stack, Text } from '@mantine/core';
import { TRAFFIC_TEXTS as T } from '../../../contracts/insight.messages.ts';
import { conversionRates, FUNNEL_STEPS, type FunnelStep } from '../../../domain/insight.ts';

const figure = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The funnel as a list: each step's visitors, a bar against the first step, and its share of the step before
 * (domain/insight.ts conversionRates). A list, so a screen reader reads the steps in order with their figures.
 */
export function FunnelSteps({ funnel }: { funnel: Record<FunnelStep, number> }) {
  const rates = conversionRates(funnel);
  const first = Math.max(funnel.viewed, 1);
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {FUNNEL_STEPS.map(([step]) => (
        <li key={step}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fz="sm" fw={600}>
              {T.steps[step]}
            </Text>
            <Text fz="sm" fw={700} style={figure}>
              {funnel[step]}
            </Text>
          </Group>
          <Progress value={(funnel[step] / first) * 100} size="lg" radius="xl" mt={4} aria-hidden />
          {step !== 'viewed' && rates[step] !== null ? (
            <Text fz="xs" c="dimmed" mt={2}>
              {T.stepRate(rates[step])}
            </Text>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}
