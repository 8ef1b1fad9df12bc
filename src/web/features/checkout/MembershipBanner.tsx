import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { MEMBER_BENEFIT_TEXTS } from '../../../contracts/checkout.messages.ts';

/**
 * The ticket step's membership banner (buyer-side 2.7): the owner's hero text ('Become a member!' by default) and a
 * link to their membership page, opened in a new tab so the tickets held here stay held.
 */
export function MembershipBanner({ title, description, href }: { title: string; description: string; href: string }) {
  return (
    <Paper withBorder radius="md" p="md" bg="grape.0" component="aside" aria-label={title}>
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <ThemeIcon variant="light" color="grape" radius="xl" size="lg">
            <IconCrown size={18} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {description}
            </Text>
          </Stack>
        </Group>
        <Button component="a" href={href} target="_blank" rel="noopener" variant="light" color="grape">
          {MEMBER_BENEFIT_TEXTS.seeMemberships}
        </Button>
      </Group>
    </Paper>
  );
}
