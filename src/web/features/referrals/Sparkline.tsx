import { Box } from '@mantine/core';
import { sparklinePoints } from './sparkline.ts';

const WIDTH = 96;
const HEIGHT = 24;

/** A small line of the running earnings by date (the Trend column); named for screen readers by `label`. */
export function Sparkline({ dates, label }: { dates: Record<string, number>; label: string }) {
  const points = sparklinePoints(dates, WIDTH, HEIGHT);
  return (
    <Box component="svg" role="img" aria-label={label} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} display="block">
      {points ? (
        <polyline points={points} fill="none" stroke="var(--mantine-color-teal-6)" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
      ) : (
        <line x1={2} x2={WIDTH - 2} y1={HEIGHT - 2} y2={HEIGHT - 2} stroke="var(--mantine-color-gray-4)" strokeWidth={2} strokeDasharray="3 3" />
      )}
    </Box>
  );
}
