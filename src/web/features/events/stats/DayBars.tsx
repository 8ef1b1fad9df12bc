import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { barLayout } from './chart-series.ts';

const WIDTH = 600;

export interface DayBar {
  key: string;
  label: string;
  value: number;
}

/**
 * Bars over days (an SVG, no chart library): its name says what it shows, each bar's title its day and figure, the
 * first and last day and the largest figure frame it, and `table`, read by screen readers only, has every figure.
 */
export function DayBars({ bars, label, color, height, table }: { bars: DayBar[]; label: string; color: string; height: number; table: ReactNode }) {
  const layout = barLayout(
    bars.map((b) => b.value),
    WIDTH,
    height,
  );
  return (
    <div>
      <Text fz="xs" c="dimmed" ta="right" aria-hidden>
        {Math.max(0, ...bars.map((b) => b.value))}
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        style={{ display: 'block', width: '100%', height, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {layout.map((bar, i) => (
          <rect key={bars[i]!.key} {...bar} rx={Math.min(3, bar.width / 4)} fill={color}>
            <title>{`${bars[i]!.label}: ${bars[i]!.value}`}</title>
          </rect>
        ))}
      </svg>
      <Group justify="space-between" mt={4} aria-hidden>
        <Text fz="xs" c="dimmed">
          {bars[0]?.label}
        </Text>
        <Text fz="xs" c="dimmed">
          {bars.length > 1 ? bars.at(-1)!.label : null}
        </Text>
      </Group>
      <VisuallyHidden>{table}</VisuallyHidden>
    </div>
  );
}
