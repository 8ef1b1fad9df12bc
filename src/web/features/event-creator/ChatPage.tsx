import { Box, Container, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CreatorChatReply } from '../../../contracts/event-creator.ts';
import { EVENT_CREATOR_MESSAGES as M, EVENT_CREATOR_TEXTS as S } from '../../../contracts/event-creator.messages.ts';
import { EVENT_CREATOR_WEB_TEXTS as W } from '../../../contracts/event-creator-web.messages.ts';
import { isApiError } from '../../app/http.ts';
import { scrollBehavior } from '../../app/motion.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { NotFound } from '../../ui/NotFound.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useSession } from '../accounts/index.ts';
import { creatorChatQuery, useSendMessage } from './api.ts';
import { Composer } from './Composer.tsx';
import { awaitingReply, spokenText } from './message-parts.ts';
import { canResend, sendFailureText } from './send-failure.ts';
import { Transcript, type TranscriptProps } from './Transcript.tsx';

/** /event/new/jaan/:id (buyer-side 2.4): the conversation with the event assistant. */
export function ChatPage({ uuid }: { uuid: string }) {
  const chat = useQuery(creatorChatQuery(uuid));
  useDocumentTitle(W.documentTitle);
  if (chat.isPending) return <ChatSkeleton />;
  if (chat.isError) {
    // Someone else's conversation answers 404 like a missing one.
    if (isApiError(chat.error) && chat.error.status === 404) {
      return <ChatNotFound />;
    }
    return <LoadFailed title={M.readFailed} onRetry={() => void chat.refetch()} />;
  }
  return <Conversation uuid={uuid} chat={chat.data} refetchFailed={chat.isRefetchError} onRefetch={() => void chat.refetch()} />;
}

/** An unknown conversation, or someone else's: the same words, so nothing tells them apart. */
export function ChatNotFound() {
  return <NotFound message={W.notFound} support={W.notFoundSupport} />;
}

function ChatSkeleton() {
  return (
    <Container size={720} w="100%" py={{ base: 'lg', sm: 48 }} aria-busy>
      <Stack gap="md">
        <Skeleton height={44} width={44} radius="md" />
        <Skeleton height={30} width="60%" />
        <Skeleton height={14} width="90%" />
        <Skeleton height={64} width="70%" radius="lg" mt="lg" />
        <Skeleton height={48} width="55%" radius="lg" ml="auto" />
        <Skeleton height={72} radius="md" mt="lg" />
      </Stack>
    </Container>
  );
}

function Conversation({
  uuid,
  chat,
  refetchFailed,
  onRefetch,
}: {
  uuid: string;
  chat: CreatorChatReply;
  refetchFailed: boolean;
  onRefetch: () => void;
}) {
  const { user } = useSession();
  const send = useSendMessage(uuid);
  const sending = send.isPending;
  const thinking = !sending && awaitingReply(chat);
  const lastUser = chat.messages.findLast((m) => m.role === 'user');
  // A message whose sending failed is not stored: it stays on screen until Resend sends it again. A reply that failed
  // is retried by sending its message again (the server stores it once).
  const pending = sending || send.isError ? (send.variables ?? null) : null;
  const failure: TranscriptProps['failure'] =
    send.isError && pending !== null
      ? { detail: sendFailureText(send.error), onResend: canResend(send.error) ? () => send.mutate(pending) : null }
      : !sending && chat.status === 'failed' && lastUser
        ? { detail: null, onResend: () => send.mutate(lastUser.content) }
        : null;

  // The newest message in view as the conversation grows.
  const end = useRef<HTMLDivElement>(null);
  const failed = failure !== null;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
  }, [chat.messages.length, sending, thinking, failed]);

  return (
    <Container size={720} w="100%" pt={{ base: 'lg', sm: 48 }} pb="xl">
      <Stack gap="lg">
        <Stack gap={8}>
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <IconSparkles size={24} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {W.greeting(user?.firstName ?? null)}
          </Title>
          <Text c="dimmed" fz="sm">
            {W.intro}
          </Text>
          {chat.messages.length === 0 && pending === null ? (
            <Text c="dimmed" fz="sm" fs="italic">
              {W.example}
            </Text>
          ) : null}
        </Stack>
        <Transcript messages={chat.messages} pending={pending} sending={sending} thinking={thinking} failure={failure}>
          {chat.eventId ? <DraftReady eventId={chat.eventId} /> : null}
        </Transcript>
        {refetchFailed ? <RetryAlert message={M.readFailed} onRetry={onRefetch} /> : null}
        <Box ref={end} style={{ scrollMarginBottom: 140 }} />
      </Stack>
      <Announcer chat={chat} sending={sending} thinking={thinking} />
      <Box pos="sticky" bottom={0} py="md" mt="lg" bg="var(--mantine-color-body)" style={{ zIndex: 2 }}>
        <Composer disabled={sending || thinking} onSend={(message) => send.mutate(message)} />
      </Box>
    </Container>
  );
}

/**
 * Once the assistant created the draft: the way to it as a button under the assistant's last message (which says the
 * same in words), aligned with the assistant's side.
 */
function DraftReady({ eventId }: { eventId: string }) {
  return (
    <Box pl={40}>
      <ButtonLink to="/management/courses/$eventId/details/edit" params={{ eventId }} leftSection={<IconPencil size={16} />}>
        {W.openDraft}
      </ButtonLink>
    </Box>
  );
}

/**
 * What a screen reader hears: 'Sending', 'Thinking' while the reply is written, then the reply itself. Only replies
 * that arrive while the page is open are read, not the transcript it opened with.
 */
function Announcer({ chat, sending, thinking }: { chat: CreatorChatReply; sending: boolean; thinking: boolean }) {
  const newest = chat.messages.at(-1);
  const seenAtOpen = useRef(newest?.id);
  const reply = newest && newest.role === 'assistant' && newest.id !== seenAtOpen.current ? spokenText(newest.content, window.location.origin) : '';
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {sending ? S.sending : thinking ? S.thinking : reply}
    </VisuallyHidden>
  );
}
