import { Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { SHARED_TEXTS } from '../../../contracts/tickets.messages.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';

/**
 * 'Time's up' (buyer-side 4, 8): shown when the step's time limit ends. Closing it cancels the order and leaves
 * the checkout; 'Try again now' starts a new session.
 */
export function TimesUpModal({ opened, busy, onClose, onTryAgain }: { opened: boolean; busy: boolean; onClose: () => void; onTryAgain: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      withCloseButton
      closeButtonProps={{ 'aria-label': SHARED_TEXTS.close }}
      title={
        <Title order={2} fz="lg" component="span">
          {CHECKOUT_MESSAGES.timesUpTitle}
        </Title>
      }
    >
      <Stack gap="md" align="center" ta="center" pb="xs">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconHourglassEmpty size={30} />
        </ThemeIcon>
        <Text>{CHECKOUT_MESSAGES.timesUpText}</Text>
        <Group justify="center" gap="sm">
          <Button onClick={onTryAgain} loading={busy} data-autofocus>
            {CHECKOUT_MESSAGES.tryAgainNow}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
