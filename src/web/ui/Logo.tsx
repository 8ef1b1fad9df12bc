import { Group, Text } from '@mantine/core';
import { BRAND_NAME } from './texts.ts';

/** The Ovation word mark (never broken: the body lets long words break anywhere, global.css). */
export function Logo({ size = 22 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap" aria-hidden>
      <svg width={size + 6} height={size + 6} viewBox="0 0 32 32">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-violet-7)" />
        <circle cx="16" cy="16" r="8" fill="none" stroke="white" strokeWidth="3.5" />
      </svg>
      <Text className="ovation-logo-word" fw={800} fz={size} lh={1} c="dark.8" style={{ letterSpacing: '-0.02em', whiteSpace: 'nowrap' }}>
        {BRAND_NAME}
      </Text>
    </Group>
  );
}
