import { Alert, Button, Flex, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { NEW_API_KEY_TEXTS as T } from '../../../contracts/developer-tools.messages.ts';
import { API_KEY_ACCESS, API_KEY_LIMITS, API_KEY_MESSAGES, type ApiKeyAccess } from '../../../contracts/webhooks.messages.ts';
import { notifySuccess } from '../../app/notify.ts';
import { FormActions } from '../../ui/form/FormActions.tsx';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { useCreateApiKey } from './api.ts';
import { accessLabel } from './api-key-rows.ts';
import { CopyValueButton } from './CopyValueButton.tsx';

/** The form: a required name and the access, read only unless write is chosen. */
function NewApiKeyForm({ ownerId, onCreated, onCancel }: { ownerId: string; onCreated: (key: string) => void; onCancel: () => void }) {
  const create = useCreateApiKey(ownerId);
  const form = useForm<{ name: string; access: ApiKeyAccess }>({
    initialValues: { name: '', access: 'read' },
    validate: { name: (value) => (value.trim() ? null : API_KEY_MESSAGES.nameRequired) },
  });
  const feedback = useFormFeedback(form);
  const submit = form.onSubmit(
    async ({ name, access }) => {
      feedback.setFormErrors([]);
      try {
        const reply = await create.mutateAsync({ name: name.trim(), access });
        notifySuccess(API_KEY_MESSAGES.created);
        onCreated(reply.key);
      } catch (error) {
        feedback.serverRefused(error, { fallback: T.createFailed });
      }
    },
    () => feedback.refused(),
  );
  return (
    <form ref={feedback.ref} onSubmit={submit} noValidate aria-label={T.title}>
      <Stack gap="md">
        <FormErrors messages={feedback.formErrors} />
        <TextInput
          label={T.name}
          description={T.nameDescription}
          placeholder={T.namePlaceholder}
          maxLength={API_KEY_LIMITS.nameMax}
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Radio.Group label={T.access} {...form.getInputProps('access')}>
          <Stack gap="sm" mt="xs">
            {API_KEY_ACCESS.map((access) => (
              <Radio key={access} value={access} label={accessLabel(access)} description={T.accessDescription[access]} />
            ))}
          </Stack>
        </Radio.Group>
        <FormActions
          cancel={
            <Button variant="default" onClick={onCancel}>
              {T.cancel}
            </Button>
          }
          submitLabel={T.create}
          busy={form.submitting}
        />
      </Stack>
    </form>
  );
}

/** The new key, this once: selectable, copyable, with the warning that it will not be shown again. */
function NewKey({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} role="status">
        {T.keyWarning}
      </Alert>
      <Flex gap="xs" direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'flex-end' }}>
        <TextInput
          label={T.key}
          value={apiKey}
          readOnly
          ff="monospace"
          data-testid="new-api-key"
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyValueButton value={apiKey} label={T.copyKey} variant="filled" size="sm" />
      </Flex>
      <Group justify="flex-end">
        <Button onClick={onDone}>{T.done}</Button>
      </Group>
    </Stack>
  );
}

/**
 * 'Create API key': the name and access, then the key itself shown once (only its digest is stored). While the key
 * shows, a click beside the modal does not close it, so the key is not lost by accident; Done or Escape does.
 */
export function NewApiKeyModal({ ownerId, opened, onClose }: { ownerId: string; opened: boolean; onClose: () => void }) {
  const [apiKey, setApiKey] = useState<string | null>(null);
  const close = () => {
    setApiKey(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={apiKey ? T.keyTitle : T.title} centered size="lg" radius="lg" closeOnClickOutside={!apiKey}>
      {!opened ? null : apiKey ? (
        <NewKey apiKey={apiKey} onDone={close} />
      ) : (
        <NewApiKeyForm ownerId={ownerId} onCreated={setApiKey} onCancel={close} />
      )}
    </Modal>
  );
}
