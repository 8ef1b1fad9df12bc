import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { applySignedIn, login, type LoginInput, type LoginReply } from './api.ts';
import { emailError, passwordError } from './forms.ts';

interface AuthSubmitOptions<TInput> {
  call: (input: TInput) => Promise<LoginReply>;
  redirectTo: string;
  /** Runs on the reply before the user is signed in (the preview log-in keeps the access token). */
  onReply?: (reply: LoginReply) => void;
  /** What a failure shows above or under the fields (null for nothing); the form's own reactions go here too. */
  onError: (error: unknown) => string | null;
}

/**
 * The submit side of the log-in and preview log-in forms: calls the API, signs the user in and goes on to
 * `redirectTo`; the server's error to show is cleared on each new submit.
 */
export function useAuthSubmit<TInput>({ call, redirectTo, onReply, onError }: AuthSubmitOptions<TInput>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: async (reply) => {
      onReply?.(reply);
      await applySignedIn(queryClient, reply.user);
      await navigate({ href: redirectTo, replace: true });
    },
    onError: (error) => setServerError(onError(error)),
  });
  const submit = (input: TInput) => {
    setServerError(null);
    mutation.mutate(input);
  };
  return { submit, pending: mutation.isPending, serverError };
}

type LoginForm = UseFormReturnType<LoginInput>;

/**
 * The email and password log-in of /auth and /preview-login: the fields with their client-side rules, and a submit that
 * trims the email; `onError` also gets the form, to put the server's field errors on it.
 */
export function useLoginForm({
  initialEmail = '',
  onError,
  ...options
}: Omit<AuthSubmitOptions<LoginInput>, 'call' | 'onError'> & {
  initialEmail?: string;
  onError: (error: unknown, form: LoginForm) => string | null;
}) {
  const form: LoginForm = useForm({
    initialValues: { email: initialEmail, password: '' },
    validate: { email: emailError, password: passwordError },
  });
  const { submit, pending, serverError } = useAuthSubmit({ ...options, call: login, onError: (error) => onError(error, form) });
  const onSubmit = form.onSubmit((values) => submit({ email: values.email.trim(), password: values.password }));
  return { form, onSubmit, pending, serverError };
}
