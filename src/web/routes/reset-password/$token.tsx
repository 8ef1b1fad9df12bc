import { Alert, Button, Container, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { PASSWORD_RESET_MESSAGES as M } from '../../../contracts/password-reset.messages.ts';
import { ACCOUNTS_ENDPOINTS } from '../../../contracts/accounts.endpoints.ts';
import { ApiError, call, errorMessage } from '../../app/http.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

export const Route = createFileRoute('/reset-password/$token')({
  component: ResetPasswordPage,
});

/** The link of the password-reset e-mail a site admin sent: the account's owner chooses a new password here. */
function ResetPasswordPage() {
  const { token } = Route.useParams();
  const [password, setPassword] = useState('');
  useDocumentTitle(M.title);
  const save = useMutation({ mutationFn: () => call(ACCOUNTS_ENDPOINTS.resetPassword, { body: { token, password } }) });
  const fieldError = save.error instanceof ApiError ? save.error.fieldErrors?.password : undefined;

  return (
    <Container size={420} py={64}>
      <Paper withBorder p="xl" radius="md">
        <Stack>
          <Title order={1} size="h3">
            {M.title}
          </Title>
          {save.isSuccess ? (
            <>
              <Alert color="green" role="status">
                {M.saved}
              </Alert>
              <ButtonLink to="/auth" search={{ redirect_to: '/' }}>
                {M.logIn}
              </ButtonLink>
            </>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                save.mutate();
              }}
            >
              <Stack>
                <PasswordInput
                  label={M.newPassword}
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                  error={fieldError}
                  required
                />
                {save.isError && !fieldError ? (
                  <Alert color="red" role="alert">
                    {errorMessage(save.error, M.unknown)}
                  </Alert>
                ) : null}
                <Button type="submit" loading={save.isPending}>
                  {M.save}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
