import { Accordion, Anchor, Badge, Box, Code, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { VERIFY_EMAIL_MESSAGES } from '../../../contracts/accounts.messages.ts';
import { OUTBOX_MESSAGES as T } from '../../../contracts/site.messages.ts';
import { formatOrderDate } from '../../../domain/dates.ts';
import { formatFileSize } from '../../../domain/text.ts';
import { isProduction } from '../../app/env.ts';
import { isApiError } from '../../app/http.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { outboxQuery, type OutboxReply } from '../../features/site/api.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { Page404 } from '../../ui/Page404.tsx';

export const Route = createFileRoute('/dev/outbox')({
  component: OutboxPage,
});

/** The files sent with an e-mail (the tickets PDF): name, size and a download under the outbox's own rule. */
function Attachments({ message }: { message: OutboxReply['messages'][number] }) {
  if (!message.attachments.length) return null;
  return (
    <Group gap="xs" mb="sm" role="group" aria-label={T.attachments}>
      {message.attachments.map((a) => (
        <Anchor
          key={a.index}
          href={`/api/dev/outbox/${message.id}/attachments/${a.index}`}
          download={a.filename}
          fz="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <IconPaperclip size={16} aria-hidden />
          {a.filename} ({formatFileSize(a.size)})
        </Anchor>
      ))}
    </Group>
  );
}

function OutboxList() {
  const { data, isPending, isError, error } = useQuery(outboxQuery);
  if (isPending) {
    return (
      <Stack gap="sm">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} radius="md" />
        ))}
      </Stack>
    );
  }
  if (isError) {
    if (isApiError(error) && error.status === 401) {
      return (
        <EmptyBlock
          icon={<IconMail size={28} />}
          title={T.logInTitle}
          description={T.logInText}
          action={
            <ButtonLink to="/auth" search={{ redirect_to: '/dev/outbox' }}>
              {VERIFY_EMAIL_MESSAGES.logIn}
            </ButtonLink>
          }
        />
      );
    }
    return <Text c="red">{error.message || T.loadFailed}</Text>;
  }
  if (data.messages.length === 0) {
    return <EmptyBlock icon={<IconMail size={28} />} title={T.emptyTitle} description={T.emptyText} />;
  }
  return (
    <Accordion variant="separated" radius="md" chevronPosition="left">
      {data.messages.map((m) => (
        <Accordion.Item key={m.id} value={m.id}>
          <Accordion.Control>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} fz="sm">
                  {m.subject}
                </Text>
                <Text fz="xs" c="dimmed">
                  {T.to(m.to)}
                </Text>
              </Stack>
              <Badge variant="light" color="gray">
                {formatOrderDate(new Date(m.createdAt))}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Attachments message={m} />
            {m.html ? (
              <Box
                component="iframe"
                title={T.frameTitle(m.subject)}
                sandbox=""
                srcDoc={m.html}
                w="100%"
                h={480}
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: 'white' }}
              />
            ) : (
              <Code block style={{ whiteSpace: 'pre-wrap' }}>
                {m.text}
              </Code>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function OutboxPage() {
  if (isProduction()) return <Page404 />;
  return (
    <Container size="md" py={{ base: 32, sm: 48 }} w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{T.title}</Title>
          <Text c="dimmed">{T.intro}</Text>
        </Stack>
        <OutboxList />
      </Stack>
    </Container>
  );
}
