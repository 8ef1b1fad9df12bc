import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ADMIN_ALERT_TEXTS as T } from '../../../contracts/admin.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { notifyError, notifySuccess } from '../../app/notify.ts';
import { siteAlertQuery, useSaveSiteAlert } from '../site/index.ts';
import { ConsoleSection } from './ConsoleSection.tsx';

const ALERT_MAX = 500;

/** The site alert: the message every visitor sees at the top of every page, set and cleared by site admins. */
export function SiteAlertPanel() {
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
    <ConsoleSection heading={T.alertHeading} intro={T.alertIntro}>
      <Stack gap="md">
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
    </ConsoleSection>
  );
}
