import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { unableTo } from '../../../contracts/errors.messages.ts';
import { ORGANIZATION_TEXTS as T } from '../../../contracts/organizations.messages.ts';
import { SETTINGS_MESSAGES } from '../../../contracts/settings.messages.ts';
import { USERNAME_MESSAGES, suggestUsername, usernameProblem } from '../../../domain/people.ts';
import { errorMessage } from '../../app/http.ts';
import { dismissNotification, notifyFormError, notifySuccess } from '../../app/notify.ts';
import { applyServerFieldErrors } from '../../ui/form/field-errors.ts';
import { useCreateSchool } from './api.ts';
import { browserDefaults } from '../../app/browser-defaults.ts';

const ERROR_TOAST = 'create-organization-error';

function identifierError(value: string): string | null {
  const v = value.trim();
  if (!v) return SETTINGS_MESSAGES.required;
  const problem = usernameProblem(v);
  return problem ? USERNAME_MESSAGES[problem] : null;
}

/** Create an organization: name and identifier (suggested from the name until edited). */
export function CreateOrganizationForm({ returnTo }: { returnTo?: string }) {
  const navigate = useNavigate();
  const create = useCreateSchool();
  const [identifierTouched, setIdentifierTouched] = useState(false);
  const form = useForm({
    initialValues: { name: '', identifier: '' },
    validateInputOnChange: ['identifier'],
    validate: {
      name: (v) => (v.trim() ? null : SETTINGS_MESSAGES.required),
      identifier: identifierError,
    },
  });

  const submit = form.onSubmit((values) => {
    create.mutate(
      { name: values.name.trim(), identifier: values.identifier.trim(), ...browserDefaults() },
      {
        onSuccess: async (reply) => {
          dismissNotification(ERROR_TOAST);
          notifySuccess(T.created(reply.school.name));
          if (returnTo) await navigate({ href: returnTo });
          else await navigate({ to: '/manage/$username/settings/account', params: { username: reply.school.username } });
        },
        onError: (error) => {
          applyServerFieldErrors(form, error, (key) => (key === 'username' ? 'identifier' : null));
          notifyFormError(ERROR_TOAST, errorMessage(error, unableTo('create the organization')));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={T.nameLabel}
          required
          placeholder={T.namePlaceholder}
          {...form.getInputProps('name')}
          onChange={(e) => {
            const name = e.currentTarget.value;
            form.setFieldValue('name', name);
            if (!identifierTouched) form.setFieldValue('identifier', name.trim() ? suggestUsername(name) : '');
          }}
        />
        <TextInput
          label={T.identifierLabel}
          required
          description={T.identifierHint(form.values.identifier.trim())}
          {...form.getInputProps('identifier')}
          onChange={(e) => {
            setIdentifierTouched(true);
            form.setFieldValue('identifier', e.currentTarget.value);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {T.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
