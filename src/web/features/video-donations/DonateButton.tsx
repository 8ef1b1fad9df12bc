import { Button, Group, Modal, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { DONATION_TEXTS as D, WATCH_TEXTS as W } from '../../../contracts/videos.messages.ts';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { moneyInputProps } from '../../ui/form/money-input.ts';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { donationAmountOf } from './amount.ts';
import { useStartDonation } from './api.ts';

export interface DonateButtonProps {
  videoId: string;
  /** The video owner's currency (the watch view's `currency`). */
  currency: string;
  /** The owner takes payments (the watch view's `donationsEnabled`). */
  enabled: boolean;
  signedIn: boolean;
}

/**
 * The player's Donate button: a modal asks the amount, starts the donation and goes to its pay page. Where the
 * owner takes no payments it says donations are not available; signed out, it leads to log in and back here.
 */
export function DonateButton({ videoId, currency, enabled, signedIn }: DonateButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  if (!enabled) {
    return (
      <Text fz="sm" c="dimmed" aria-disabled="true" data-testid="donations-not-available">
        {W.donationsNotAvailable}
      </Text>
    );
  }
  if (!signedIn) {
    return (
      <ButtonLink
        to="/auth"
        search={{ redirect_to: `${window.location.pathname}${window.location.search}` }}
        variant="light"
        leftSection={<IconHeartHandshake size={18} />}
      >
        {D.logInToDonate}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button variant="light" leftSection={<IconHeartHandshake size={18} />} onClick={open}>
        {W.donate}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': D.cancel }}
        title={
          <Title order={2} fz="lg" component="span">
            {W.donateTitle}
          </Title>
        }
      >
        {/* Mounted while open only: a new donation starts from an empty amount. */}
        {opened ? <DonateForm videoId={videoId} currency={currency} onCancel={close} /> : null}
      </Modal>
    </>
  );
}

function DonateForm({ videoId, currency, onCancel }: { videoId: string; currency: string; onCancel: () => void }) {
  const navigate = useNavigate();
  const start = useStartDonation(videoId);
  const form = useForm<{ amount: number | string }>({
    initialValues: { amount: '' },
    validate: {
      amount: (value) => {
        const checked = donationAmountOf(value, currency);
        return 'error' in checked ? checked.error : null;
      },
    },
  });
  const feedback = useFormFeedback(form);

  const submit = form.onSubmit(
    async ({ amount }) => {
      const checked = donationAmountOf(amount, currency);
      if ('error' in checked) return;
      feedback.setFormErrors([]);
      try {
        const { orderId } = await start.mutateAsync(checked.amount);
        await navigate({ to: '/donations/$orderId', params: { orderId } });
      } catch (error) {
        feedback.serverRefused(error, { fallback: D.startFailed });
      }
    },
    () => feedback.reveal(),
  );

  return (
    <form ref={feedback.ref} onSubmit={submit} noValidate aria-label={W.donateTitle}>
      <Stack gap="md">
        <NumberInput label={W.donateAmount} required data-autofocus {...moneyInputProps(currency)} {...form.getInputProps('amount')} />
        <FormErrors messages={feedback.formErrors} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {D.cancel}
          </Button>
          <Button type="submit" loading={start.isPending}>
            {W.donateSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
