import { Alert, Button, Group, PasswordInput, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { unableTo } from '../../../contracts/errors.messages.ts';
import { PREVIEW_LOGIN_MESSAGES } from '../../../contracts/accounts.messages.ts';
import { SECURITY_TEXTS as T } from '../../../contracts/sessions.messages.ts';
import { notifySuccess } from '../../app/notify.ts';
import { FormSection } from '../../ui/FormSection.tsx';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { newPasswordError } from '../accounts/index.ts';
import { useChangePassword } from './security-api.ts';

/** Settings > Account, Security: a new password with the current one; the server ends every other session. */
export function ChangePasswordSection() {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: {
      currentPassword: (value: string) => (value ? null : PREVIEW_LOGIN_MESSAGES.passwordRequired),
      newPassword: (value) => newPasswordError(value),
    },
  });
  const feedback = useFormFeedback(form);

  const submit = form.onSubmit(
    async (values) => {
      try {
        await change.mutateAsync(values);
        form.reset();
        feedback.setFormErrors([]);
        notifySuccess(T.passwordChanged);
      } catch (error) {
        feedback.serverRefused(error, { fallback: unableTo('change your password') });
      }
    },
    () => feedback.refused(),
  );

  return (
    <FormSection title={T.passwordTitle} description={T.passwordHint} id="password">
      <form ref={feedback.ref} noValidate onSubmit={submit}>
        {feedback.formErrors.map((message) => (
          <Alert key={message} color="red" mb="md" role="alert">
            {message}
          </Alert>
        ))}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput label={T.currentPassword} autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
          <PasswordInput label={T.newPassword} autoComplete="new-password" required {...form.getInputProps('newPassword')} />
        </SimpleGrid>
        <Group mt="md">
          <Button type="submit" loading={change.isPending}>
            {T.changePassword}
          </Button>
        </Group>
      </form>
    </FormSection>
  );
}
