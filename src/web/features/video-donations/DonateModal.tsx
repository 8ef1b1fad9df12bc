import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { DONATION_TEXTS as D, WATCH_TEXTS as W } from '../../../contracts/videos.messages.ts';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { TitledModal } from '../../ui/TitledModal.tsx';
import { moneyInputProps } from '../../ui/form/money-input.ts';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { donationAmountOf } from './amount.ts';
import { useStartDonation } from './api.ts';

/** The Donate button's modal: asks the amount, starts the donation and goes to its pay page. */
export function DonateModal({ opened, onClose, videoId, currency }: { opened: boolean; onClose: () => void; videoId: string; currency: string }) {
  return (
    <TitledModal opened={opened} onClose={onClose} closeLabel={D.cancel} title={W.donateTitle}>
      {/* Mounted while open only: a new donation starts from an empty amount. */}
      {opened ? <DonateForm videoId={videoId} currency={currency} onCancel={onClose} /> : null}
    </TitledModal>
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
