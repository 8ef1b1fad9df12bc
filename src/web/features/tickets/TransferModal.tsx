import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../app/http.ts';
import { SHARED_TEXTS, TRANSFER_MESSAGES as T } from './texts.ts';

interface TransferModalProps {
  opened: boolean;
  onClose: () => void;
  /** The ticket being given away, for the modal's sentence. */
  ticketLabel: string;
  pending: boolean;
  onTransfer: (input: { name: string; email: string }) => Promise<void>;
}

type FieldErrors = { name?: string; email?: string };

/**
 * Transfer ticket (buyer-side 2.9, 5, 8): a name and an e-mail, both required; warns that access to the ticket is
 * lost and that the transfer is not reversible; the server's errors show inline, on their field when they have one.
 */
export function TransferModal({ opened, onClose, ticketLabel, pending, onTransfer }: TransferModalProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const reset = () => {
    setName('');
    setEmail('');
    setFieldErrors({});
    setFormError(null);
  };

  const close = () => {
    if (pending) return;
    reset();
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errors: FieldErrors = {};
    if (!name.trim()) errors.name = T.nameRequired;
    if (!email.trim()) errors.email = T.emailRequired;
    setFieldErrors(errors);
    setFormError(null);
    if (errors.name || errors.email) return;
    try {
      await onTransfer({ name: name.trim(), email: email.trim() });
      reset();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const next: FieldErrors = { name: fields.name, email: fields.email };
      setFieldErrors(next);
      if (!next.name && !next.email) setFormError(errorMessage(error, T.cannot));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={T.title} centered radius="lg" closeButtonProps={{ 'aria-label': SHARED_TEXTS.close }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Text fz="sm">
            {T.send} <strong>{ticketLabel}</strong> {T.sendTo}
          </Text>
          <TextInput
            label={T.name}
            placeholder={T.namePlaceholder}
            required
            autoComplete="off"
            data-autofocus
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldErrors.name}
          />
          <TextInput
            label={SHARED_TEXTS.email}
            placeholder="name@example.com"
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldErrors.email}
          />
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="sm">
            <Text fz="sm">{T.warning}</Text>
          </Alert>
          {formError ? (
            <Alert color="red" variant="light" role="alert" p="sm">
              <Text fz="sm">{formError}</Text>
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {SHARED_TEXTS.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {T.title}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
