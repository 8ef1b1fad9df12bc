import { Group, TextInput } from '@mantine/core';
import { TRAFFIC_TEXTS as T } from '../../../contracts/insight.messages.ts';
import { pickRange } from '../../../domain/insight.ts';
import type { TrafficRange } from './api.ts';

/**
 * The range's two days as the browser's own date fields (keyboard and screen readers know them; phones open their
 * picker). Shows the range the server answered for when none was chosen; the other end follows a pick that would make
 * the range backwards or too long (pickRange), and an emptied field goes back to the default.
 */
export function RangePicker({ shown, onRange }: { shown: { from: string; to: string }; onRange: (range: TrafficRange) => void }) {
  const change = (end: 'from' | 'to', day: string) => onRange(pickRange(shown, end, day));
  return (
    <Group gap="sm" role="group" aria-label={T.range} wrap="wrap">
      <TextInput type="date" label={T.from} value={shown.from} max={shown.to} onChange={(e) => change('from', e.currentTarget.value)} w={150} />
      <TextInput type="date" label={T.to} value={shown.to} min={shown.from} onChange={(e) => change('to', e.currentTarget.value)} w={150} />
    </Group>
  );
}
