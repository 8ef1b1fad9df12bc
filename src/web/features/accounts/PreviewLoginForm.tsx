import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { AUTH_FORM_TEXTS as T } from '../../../contracts/accounts.messages.ts';
import { unableTo } from '../../../contracts/errors.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { storeAccessToken } from '../../app/token.ts';
import { useLoginForm } from './auth-submit.ts';

/** The preview login (buyer-side 2.2, 5): stores the access token in local storage and a cookie, then goes on. */
export function PreviewLoginForm({ redirectTo }: { redirectTo: string }) {
  const { form, onSubmit, pending, serverError } = useLoginForm({
    redirectTo,
    onReply: (reply) => storeAccessToken(reply.accessToken),
    onError: (error) => errorMessage(error, unableTo('log in')),
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput label={T.email} type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label={T.password} autoComplete="current-password" {...form.getInputProps('password')} />
        {serverError ? (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <Button type="submit" loading={pending} fullWidth>
          {T.logIn}
        </Button>
      </Stack>
    </form>
  );
}
