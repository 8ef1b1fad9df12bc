import { Alert, Anchor, Button, Group, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { AUTH_FORM_TEXTS as T } from '../../../contracts/accounts.messages.ts';
import { unableTo } from '../../../contracts/errors.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { notifyError } from '../../app/notify.ts';
import { forgetReferrer, readReferrer } from '../referrals/index.ts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { signup, type SignupInput } from './api.ts';
import { useLoginForm } from './auth-submit.ts';
import { applyServerFieldErrors } from '../../ui/form/field-errors.ts';
import { emailError, newPasswordError, optionalUsernameError, personNameError } from './forms.ts';
import { SignupSent } from './SignupSent.tsx';

export type AuthMode = 'login' | 'signup';

/** The server's answer above the fields of both /auth forms (also shown as a notification). */
function ServerErrorAlert({ message }: { message: string | null }) {
  return message ? (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  ) : null;
}

function LoginForm({ redirectTo, initialEmail }: { redirectTo: string; initialEmail: string }) {
  const { form, onSubmit, pending, serverError } = useLoginForm({
    initialEmail,
    redirectTo,
    onError: (error, loginForm) => {
      applyServerFieldErrors(loginForm, error);
      const message = errorMessage(error, unableTo('log in'));
      notifyError(message);
      return message;
    },
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <ServerErrorAlert message={serverError} />
        <TextInput label={T.email} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <PasswordInput label={T.password} autoComplete="current-password" required {...form.getInputProps('password')} />
        <Button type="submit" loading={pending} fullWidth size="md">
          {T.logIn}
        </Button>
      </Stack>
    </form>
  );
}

/** Sign-up signs no one in (docs/decisions/accounts.md): `onSent` gets the address the server mailed. */
function SignupForm({ onSent }: { onSent: (email: string) => void }) {
  const form = useForm({
    initialValues: { firstName: '', lastName: '', email: '', password: '', username: '' },
    validate: {
      firstName: personNameError(T.firstName),
      lastName: personNameError(T.lastName),
      email: emailError,
      password: newPasswordError,
      username: optionalUsernameError,
    },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: signup,
    onSuccess: (reply) => {
      forgetReferrer();
      onSent(reply.email);
    },
    onError: (error) => {
      const mapped = Object.keys(applyServerFieldErrors(form, error).placed).length > 0;
      const message = errorMessage(error, unableTo('sign up'));
      notifyError(message);
      setServerError(mapped ? null : message);
    },
  });
  const pending = mutation.isPending;
  const submit = (input: SignupInput) => {
    setServerError(null);
    mutation.mutate(input);
  };
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        submit({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
          username: values.username.trim() || undefined,
          referrer: readReferrer() ?? undefined,
        }),
      )}
    >
      <Stack gap="md">
        <ServerErrorAlert message={serverError} />
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <TextInput label={T.firstName} autoComplete="given-name" required miw={140} {...form.getInputProps('firstName')} />
          <TextInput label={T.lastName} autoComplete="family-name" required miw={140} {...form.getInputProps('lastName')} />
        </Group>
        <TextInput label={T.email} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <PasswordInput label={T.password} autoComplete="new-password" description={T.passwordHint} required {...form.getInputProps('password')} />
        <TextInput label={T.username} description={T.usernameHint} autoComplete="username" {...form.getInputProps('username')} />
        <Button type="submit" loading={pending} fullWidth size="md">
          {T.signUp}
        </Button>
      </Stack>
    </form>
  );
}

/** Log in and Sign up (both forms stay mounted so typed values survive switching and failures). */
export function AuthForms({ mode, onModeChange, redirectTo }: { mode: AuthMode; onModeChange: (mode: AuthMode) => void; redirectTo: string }) {
  // The address a sign-up was mailed to: the sign-up side then says to check it, and the log-in form starts with it.
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <SegmentedControl
        fullWidth
        value={mode}
        onChange={(value) => onModeChange(value as AuthMode)}
        data={[
          { value: 'login', label: T.logIn },
          { value: 'signup', label: T.signUp },
        ]}
        aria-label={T.modeLabel}
      />
      <div hidden={mode !== 'login'}>
        <LoginForm key={sentTo ?? ''} redirectTo={redirectTo} initialEmail={sentTo ?? ''} />
      </div>
      {mode === 'signup' && sentTo ? (
        <SignupSent email={sentTo} onLogIn={() => onModeChange('login')} onOtherAddress={() => setSentTo(null)} />
      ) : null}
      <div hidden={mode !== 'signup' || sentTo !== null}>
        <SignupForm onSent={setSentTo} />
      </div>
      {mode === 'signup' && sentTo ? null : (
        <Text c="dimmed" fz="sm" ta="center">
          {mode === 'login' ? T.noAccount : T.haveAccount}
          <Anchor component="button" type="button" fz="sm" onClick={() => onModeChange(mode === 'login' ? 'signup' : 'login')}>
            {mode === 'login' ? T.signUp : T.logIn}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
