import { Button, Text } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { SHARED_TEXTS } from '../../../contracts/tickets.messages.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import { MessageModal } from '../../ui/MessageModal.tsx';

/**
 * 'Time's up' (buyer-side 4, 8): shown when the step's time limit ends. Closing it cancels the order and leaves
 * the checkout; 'Try again now' starts a new session.
 */
export function TimesUpModal({ opened, busy, onClose, onTryAgain }: { opened: boolean; busy: boolean; onClose: () => void; onTryAgain: () => void }) {
  return (
    <MessageModal
      opened={opened}
      title={CHECKOUT_MESSAGES.timesUpTitle}
      icon={<IconHourglassEmpty size={30} />}
      color="orange"
      onClose={onClose}
      closeLabel={SHARED_TEXTS.close}
      action={
        <Button onClick={onTryAgain} loading={busy} data-autofocus>
          {CHECKOUT_MESSAGES.tryAgainNow}
        </Button>
      }
    >
      <Text>{CHECKOUT_MESSAGES.timesUpText}</Text>
    </MessageModal>
  );
}
