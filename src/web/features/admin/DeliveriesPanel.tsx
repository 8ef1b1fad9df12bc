import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_DELIVERY_TEXTS as T } from '../../../contracts/admin.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { notifyError, notifySuccess } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { AnchorLink } from '../../ui/links.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { failedMailQuery, pausedWebhooksQuery, useResumeWebhook, useRetryAllMail, useRetryMail } from './api.ts';
import { ConsoleSection } from './ConsoleSection.tsx';
import { adminDateTime } from './format.ts';

const wrap = { overflowWrap: 'anywhere' } as const;

/** E-mails given up for good: retry one, or all after a confirmation. */
function FailedMail() {
  const result = useQuery(failedMailQuery);
  const retry = useRetryMail();
  const retryAll = useRetryAllMail();
  const total = result.data?.total ?? 0;
  const onRetryAll = async () => {
    if (!(await confirmAction({ title: T.retryAllTitle, message: T.retryAllBody(total), confirmLabel: T.retryAll }))) return;
    retryAll.mutate(undefined, {
      onSuccess: (r) => notifySuccess(T.retried(r.retried)),
      onError: (e) => notifyError(errorMessage(e, T.retryFailed)),
    });
  };
  return (
    <ConsoleSection
      heading={T.mailHeading}
      intro={T.mailIntro}
      action={
        <Button variant="default" disabled={!total} loading={retryAll.isPending} onClick={() => void onRetryAll()}>
          {T.retryAll}
        </Button>
      }
    >
      {result.isError ? <RetryAlert message={errorMessage(result.error, T.failed)} onRetry={() => void result.refetch()} /> : null}
      {result.data && !result.data.failed.length ? (
        <Text c="dimmed" fz="sm" role="status">
          {T.mailNone}
        </Text>
      ) : null}
      {result.data?.failed.length ? (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={T.mailHeading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{T.mailColumns.to}</Table.Th>
                <Table.Th scope="col">{T.mailColumns.subject}</Table.Th>
                <Table.Th scope="col">{T.mailColumns.error}</Table.Th>
                <Table.Th scope="col">{T.mailColumns.failedAt}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{T.retry}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.data.failed.map((m) => (
                <Table.Tr key={m.id} data-testid="admin-failed-mail">
                  <Table.Td style={wrap}>{m.to}</Table.Td>
                  <Table.Td style={wrap}>{m.subject}</Table.Td>
                  <Table.Td style={wrap}>
                    {m.bounced ? (
                      <Badge color="red" variant="light" mr="xs">
                        {T.bounced}
                      </Badge>
                    ) : null}
                    {m.error}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{adminDateTime(m.failedAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      loading={retry.isPending && retry.variables === m.id}
                      onClick={() =>
                        retry.mutate(m.id, {
                          onSuccess: (r) => notifySuccess(T.retried(r.retried)),
                          onError: (e) => notifyError(errorMessage(e, T.retryFailed)),
                        })
                      }
                    >
                      {T.retry}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </ConsoleSection>
  );
}

/** Webhooks paused after days of failures: owner, last error, Resume. */
function PausedWebhooks() {
  const result = useQuery(pausedWebhooksQuery);
  const resume = useResumeWebhook();
  return (
    <ConsoleSection heading={T.webhooksHeading} intro={T.webhooksIntro}>
      {result.isError ? <RetryAlert message={errorMessage(result.error, T.failed)} onRetry={() => void result.refetch()} /> : null}
      {result.data && !result.data.paused.length ? (
        <Text c="dimmed" fz="sm" role="status">
          {T.webhooksNone}
        </Text>
      ) : null}
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {result.data?.paused.map((w) => (
          <Group
            component="li"
            key={w.id}
            justify="space-between"
            wrap="wrap"
            gap="xs"
            py="xs"
            data-testid="admin-paused-webhook"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
              <Text fw={600} fz="sm" style={wrap}>
                {w.url}
              </Text>
              <Text fz="sm" c="dimmed">
                {T.webhookColumns.owner}:{' '}
                <AnchorLink to="/manage/$username/developer-zone" params={{ username: w.ownerUsername }} fz="sm">
                  {w.ownerName}
                </AnchorLink>{' '}
                · {T.webhookColumns.pausedAt} {adminDateTime(w.pausedAt)}
              </Text>
              <Text fz="sm" c="red.8" style={wrap}>
                {T.webhookColumns.lastError}: {w.lastError ?? T.noError}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="light"
              loading={resume.isPending && resume.variables === w.id}
              onClick={() =>
                resume.mutate(w.id, { onSuccess: () => notifySuccess(T.resumed), onError: (e) => notifyError(errorMessage(e, T.resumeFailed)) })
              }
            >
              {T.resume}
            </Button>
          </Group>
        ))}
      </Stack>
    </ConsoleSection>
  );
}

export function DeliveriesPanel() {
  return (
    <Stack gap="lg">
      <FailedMail />
      <PausedWebhooks />
    </Stack>
  );
}
