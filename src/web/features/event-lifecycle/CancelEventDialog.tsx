import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EVENT_STATUS_TEXTS as T } from '../../../contracts/event-cancel.messages.ts';
import type { EventLifecycle } from '../../../contracts/event-cancel.ts';
import { formatMoney } from '../../../domain/money.ts';
import { errorMessage } from '../../app/http.ts';
import { notifySuccess } from '../../app/notify.ts';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { TitledModal } from '../../ui/TitledModal.tsx';
import { useCancelEvent } from './api.ts';

/**
 * The cancel's confirmation: what will be refunded (orders and amount, cash ones to hand back, free ones), and for
 * an event with orders its name typed to confirm (the server checks it too).
 */
export function CancelEventDialog({
  eventId,
  lifecycle,
  opened,
  onClose,
}: {
  eventId: string;
  lifecycle: EventLifecycle;
  opened: boolean;
  onClose: () => void;
}) {
  const { preview, eventName } = lifecycle;
  const form = useForm({ initialValues: { confirmName: '' } });
  const feedback = useFormFeedback(form);
  const cancel = useCancelEvent(eventId);
  const needsName = preview.orders > 0;
  const confirmed = !needsName || form.values.confirmName.trim() === eventName.trim();

  const submit = form.onSubmit(async ({ confirmName }) => {
    try {
      const reply = await cancel.mutateAsync(needsName ? { confirmName } : {});
      notifySuccess(reply.message);
      onClose();
    } catch (error) {
      feedback.serverRefused(error, { fallback: T.cancelFailed, formMessage: errorMessage(error, T.cancelFailed) });
    }
  });

  return (
    <TitledModal opened={opened} onClose={onClose} title={T.cancelTitle}>
      <form ref={feedback.ref} onSubmit={submit} noValidate aria-label={T.cancelTitle}>
        <Stack gap="md">
          <FormErrors messages={feedback.formErrors} />
          <Text>
            {preview.providerOrders ? T.cancelSummary(preview.providerOrders, formatMoney(preview.amount, preview.currency)) : T.cancelNoSales}
          </Text>
          {preview.cashOrders ? <Text fz="sm">{T.cancelCash(preview.cashOrders)}</Text> : null}
          {preview.freeOrders ? <Text fz="sm">{T.cancelFree(preview.freeOrders)}</Text> : null}
          <Text fz="sm" fw={600} c="red.8">
            {T.cannotUndo}
          </Text>
          {needsName ? (
            <TextInput label={T.confirmNameLabel} description={eventName} autoComplete="off" {...form.getInputProps('confirmName')} />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {T.keep}
            </Button>
            <Button type="submit" color="red" disabled={!confirmed} loading={cancel.isPending}>
              {T.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </TitledModal>
  );
}
