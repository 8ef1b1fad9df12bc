import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CARD_FORM_TEXTS } from '../../../contracts/checkout.messages.ts';

/** The titled section a way of paying sits in on the Payment step (the card forms, the card reader). */
export function PaymentPanel({
  icon,
  title,
  titleId,
  badge,
  gap = 'sm',
  children,
}: {
  icon: ReactNode;
  title: string;
  titleId: string;
  /** Beside the title (the sandbox label). */
  badge?: ReactNode;
  gap?: 'sm' | 'md';
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap={gap}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            {icon}
            <Text fw={600} id={titleId}>
              {title}
            </Text>
          </Group>
          {badge}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The card forms' panel. */
export const CARD_PANEL = { title: CARD_FORM_TEXTS.title, titleId: 'checkout-card-title' } as const;
