import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { APP_SUGGESTION_LIMITS as L, APP_SUGGESTION_TEXTS as T } from '../../../contracts/apps.messages.ts';
import type { SessionUser } from '../../../contracts/accounts.ts';
import { notifySuccess } from '../../app/notify.ts';
import { applyServerFieldErrors } from '../../ui/form/field-errors.ts';
import { useSuggestApp } from './api.ts';
import { failureMessage } from './failure.ts';
import { TitledModal } from '../../ui/TitledModal.tsx';

const required = (message: string) => (value: string) => (value.trim() ? null : message);

function SuggestAppForm({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const suggest = useSuggestApp();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { appName: '', problemDescription: '', idealSolution: '', contactInfo: user.email || user.username },
    validate: {
      appName: required(T.appNameRequired),
      problemDescription: required(T.problemRequired),
      idealSolution: required(T.solutionRequired),
      contactInfo: required(T.contactRequired),
    },
  });
  const submit = form.onSubmit((values) => {
    setError(null);
    suggest.mutate(
      { ...values, userInfo: { name: user.name, username: user.username, email: user.email } },
      {
        onSuccess: (reply) => {
          notifySuccess(reply.message);
          onClose();
        },
        onError: (e) => {
          applyServerFieldErrors(form, e);
          setError(failureMessage(e, T));
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput label={T.appName} required maxLength={L.appName} data-autofocus {...form.getInputProps('appName')} />
        <Textarea label={T.problemDescription} required autosize minRows={3} maxLength={L.text} {...form.getInputProps('problemDescription')} />
        <Textarea label={T.idealSolution} required autosize minRows={3} maxLength={L.text} {...form.getInputProps('idealSolution')} />
        <TextInput label={T.contactInfo} required maxLength={L.contactInfo} {...form.getInputProps('contactInfo')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={suggest.isPending}>
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * 'Suggest an App' (content-management 2.7, 3, 8): the four answers, contact prefilled with the user's e-mail (or
 * username); a success shows the server's message and closes, a failure stays in the modal.
 */
export function SuggestAppModal({ opened, onClose, user }: { opened: boolean; onClose: () => void; user: SessionUser }) {
  return (
    <TitledModal opened={opened} onClose={onClose} title={T.title} size="lg">
      {opened ? <SuggestAppForm user={user} onClose={onClose} /> : null}
    </TitledModal>
  );
}
