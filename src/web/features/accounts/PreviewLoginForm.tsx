import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../app/http.ts';
import { storeAccessToken } from '../../app/token.ts';
import { applySignedIn, login } from './api.ts';
import { emailError, passwordError } from './forms.ts';

/** The preview login (buyer-side 2.2, 5): stores the access token in local storage and a cookie, then goes on. */
export function PreviewLoginForm({ redirectTo }: { redirectTo: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: { email: emailError, password: passwordError },
  });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async (reply) => {
      storeAccessToken(reply.accessToken);
      await applySignedIn(queryClient, reply.user);
      await navigate({ href: redirectTo, replace: true });
    },
    onError: (error) => setServerError(errorMessage(error, 'Unable to log in. Please try again later.')),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setServerError(null);
        mutation.mutate({ email: values.email.trim(), password: values.password });
      })}
    >
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        {serverError ? (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <Button type="submit" loading={mutation.isPending} fullWidth>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
