import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCOUNT_ACTION_MESSAGES as M } from '../../../contracts/audit.messages.ts';
import { ApiError } from '../../app/http.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { adminAccountQuery, useAccountAction, type AccountAction } from './api.ts';

/**
 * A site admin's actions on one account: mark its e-mail verified, disable or enable sign-in, mail it a
 * password-reset link (to the account's own address: the admin never sees the link). Each asks first.
 */
export function AdminAccountActions({ userId }: { userId: string }) {
  const account = useQuery(adminAccountQuery(userId));
  const action = useAccountAction(userId);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  if (account.isPending) return <Skeleton height={120} radius="md" />;
  if (account.isError) {
    return (
      <Alert color="red" role="alert" title={M.loadFailed}>
        <Button mt="sm" variant="light" color="red" onClick={() => void account.refetch()}>
          {M.actionFailed}
        </Button>
      </Alert>
    );
  }
  const { email, emailVerified, signInDisabled } = account.data.account;

  const run = async (which: AccountAction, question: string, success: (reply: unknown) => string, danger = false) => {
    if (!(await confirmAction({ title: M.title, message: question, confirmLabel: M.confirm, cancelLabel: M.cancel, danger }))) return;
    setNotice(null);
    try {
      const reply = await action.mutateAsync(which);
      setNotice({ ok: true, text: success(reply) });
    } catch (error) {
      setNotice({ ok: false, text: error instanceof ApiError ? error.message : M.actionFailed });
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {M.title}
        </Title>
        <Text size="sm">{email}</Text>
        <Group gap="xs">
          <Badge color={emailVerified ? 'green' : 'gray'} variant="light">
            {emailVerified ? M.emailVerified : M.emailNotVerified}
          </Badge>
          <Badge color={signInDisabled ? 'red' : 'green'} variant="light">
            {signInDisabled ? M.signInDisabled : M.signInEnabled}
          </Badge>
        </Group>
        {notice ? (
          <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'}>
            {notice.text}
          </Alert>
        ) : null}
        <Group gap="xs">
          {!emailVerified ? (
            <Button
              variant="default"
              size="xs"
              loading={action.isPending}
              onClick={() => void run('verifyEmail', M.verifyEmailConfirm(email), () => M.verified)}
            >
              {M.verifyEmail}
            </Button>
          ) : null}
          {signInDisabled ? (
            <Button variant="default" size="xs" loading={action.isPending} onClick={() => void run('enableSignIn', M.enableConfirm, () => M.enabled)}>
              {M.enableSignIn}
            </Button>
          ) : (
            <Button
              color="red"
              variant="light"
              size="xs"
              loading={action.isPending}
              onClick={() => void run('disableSignIn', M.disableConfirm, () => M.disabled, true)}
            >
              {M.disableSignIn}
            </Button>
          )}
          <Button
            variant="default"
            size="xs"
            loading={action.isPending}
            onClick={() => void run('sendPasswordReset', M.sendResetConfirm(email), (reply) => M.resetSent((reply as { sentTo: string }).sentTo))}
          >
            {M.sendReset}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
