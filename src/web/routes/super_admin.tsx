import { Alert, Button, Container, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { SUPER_ADMIN_TEXTS as T } from '../../contracts/site.messages.ts';
import { errorMessage } from '../app/http.ts';
import { notifyError, notifySuccess } from '../app/notify.ts';
import { useSession } from '../features/accounts/api.ts';
import { siteAlertQuery, useSaveSiteAlert } from '../features/site/api.ts';
import { FullPageLoading } from '../ui/FullPageLoading.tsx';
import { Page404 } from '../ui/Page404.tsx';

export const Route = createFileRoute('/super_admin')({
  component: SuperAdminPage,
});

const ALERT_MAX = 500;

function AlertForm() {
  const { data, isPending } = useQuery(siteAlertQuery);
  const save = useSaveSiteAlert();
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (data) setMessage(data.alert?.message ?? '');
  }, [data]);

  const submit = (value: string | null) =>
    save.mutate(value, {
      onSuccess: () => notifySuccess(value ? T.saved : T.cleared),
      onError: (e) => notifyError(errorMessage(e, T.saveFailed)),
    });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {T.alertHeading}
          </Title>
          <Text c="dimmed" fz="sm">
            {T.alertIntro}
          </Text>
        </div>
        {data?.alert ? (
          <Alert color="violet" title={T.currentlyShown}>
            {data.alert.message}
          </Alert>
        ) : (
          <Text fz="sm" c="dimmed">
            {T.noAlert}
          </Text>
        )}
        <Textarea
          label={T.alertLabel}
          autosize
          minRows={2}
          maxLength={ALERT_MAX}
          description={`${message.length}/${ALERT_MAX}`}
          value={message}
          disabled={isPending}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" color="red" disabled={!data?.alert || save.isPending} onClick={() => submit(null)}>
            {T.clear}
          </Button>
          <Button disabled={!message.trim()} loading={save.isPending} onClick={() => submit(message.trim())}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function SuperAdminPage() {
  const { user, isPending } = useSession();
  if (isPending) return <FullPageLoading />;
  if (!user?.admin) return <Page404 />;
  return (
    <Container size="md" py={{ base: 32, sm: 48 }} w="100%">
      <Stack gap="lg">
        <Title order={1}>{T.title}</Title>
        <AlertForm />
      </Stack>
    </Container>
  );
}
