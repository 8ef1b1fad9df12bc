import { Box, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';

/**
 * A missing poster's stand-in: the name's first letter on the brand gradient. A module of its own so that the event
 * page shows it without loading the event cards (and Mantine's Card) beside it.
 */
export function PosterFallback({ name, radius = 0 }: { name: string; radius?: number }) {
  return (
    <Box
      aria-hidden
      style={{
        width: '100%',
        height: '100%',
        borderRadius: radius,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, var(--mantine-color-violet-6), var(--mantine-color-grape-5))',
        color: 'white',
      }}
    >
      <Text fw={800} fz={40} style={{ opacity: 0.9 }}>
        {name.trim().charAt(0).toUpperCase() || <IconCalendarEvent size={40} />}
      </Text>
    </Box>
  );
}
