import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { UNSUBSCRIBE_TEXTS as T } from '../../../contracts/messages.messages.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { unsubscribe, unsubscribeInfo } from './api.ts';

/**
 * The page of an unsubscribe link. Opening it changes nothing (mail scanners open links); one click on the button
 * stops this organizer's messages to the address. Ticket e-mails keep coming.
 */
export function UnsubscribePage({ token }: { token: string }) {
  useDocumentTitle(T.title);
  const info = useQuery({ queryKey: ['unsubscribe', token], queryFn: () => unsubscribeInfo(token), retry: false });
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });
  const done = stop.data?.unsubscribed ?? info.data?.unsubscribed;
  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {T.title}
          </Title>
          {info.isPending ? (
            <Skeleton height={80} role="status" aria-busy="true" aria-label={T.title} />
          ) : info.isError ? (
            <Alert color="red">{T.invalid}</Alert>
          ) : done ? (
            <Alert color="green" role="status">
              {T.done(info.data.organizer)}
            </Alert>
          ) : (
            <>
              <Text fw={600}>{T.question(info.data.organizer)}</Text>
              <Text fz="sm" c="dimmed">
                {T.explain}
              </Text>
              {stop.isError ? <Alert color="red">{T.failed}</Alert> : null}
              <Button onClick={() => stop.mutate()} loading={stop.isPending}>
                {T.confirm}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
