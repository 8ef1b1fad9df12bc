import { Alert, Box, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconSparkles } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import type { CreatorMessage } from '../../../contracts/event-creator.ts';
import { EVENT_CREATOR_TEXTS as S } from '../../../contracts/event-creator.messages.ts';
import { EVENT_CREATOR_WEB_TEXTS as W } from '../../../contracts/event-creator-web.messages.ts';
import { MessageText } from './MessageText.tsx';

function AssistantAvatar() {
  return (
    <ThemeIcon size={32} radius="xl" variant="light" aria-hidden style={{ flexShrink: 0 }}>
      <IconSparkles size={18} />
    </ThemeIcon>
  );
}

/** One message: the assistant's on the left beside its mark, the organizer's on the right. */
function Bubble({ role, children, faded }: { role: CreatorMessage['role']; children: ReactNode; faded?: boolean }) {
  const mine = role === 'user';
  return (
    <Group gap="xs" align="flex-start" justify={mine ? 'flex-end' : 'flex-start'} wrap="nowrap">
      {mine ? null : <AssistantAvatar />}
      <Paper
        radius="lg"
        px="md"
        py="sm"
        maw="min(85%, 560px)"
        bg={mine ? 'violet.6' : 'gray.1'}
        c={mine ? 'white' : undefined}
        opacity={faded ? 0.7 : 1}
        style={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          borderTopRightRadius: mine ? 4 : undefined,
          borderTopLeftRadius: mine ? undefined : 4,
        }}
      >
        <Text component="div" fz="sm" lh={1.55} inherit>
          <VisuallyHidden>{mine ? W.youSaid : W.assistantSaid}</VisuallyHidden>
          {children}
        </Text>
      </Paper>
    </Group>
  );
}

/**
 * 'Sending' under the organizer's pending message, 'Thinking' on the assistant's side. Hidden from screen readers:
 * the page's live region says it once.
 */
function Indicator({ label, side }: { label: string; side: 'user' | 'assistant' }) {
  return (
    <Group gap="xs" justify={side === 'user' ? 'flex-end' : 'flex-start'} wrap="nowrap" aria-hidden>
      {side === 'assistant' ? <AssistantAvatar /> : null}
      <Group gap={8} c="dimmed" fz="sm">
        <Loader size="xs" type="dots" />
        <Text fz="sm" c="dimmed">
          {label}
        </Text>
      </Group>
    </Group>
  );
}

export interface TranscriptProps {
  messages: readonly CreatorMessage[];
  /** The message being sent (shown faded with 'Sending'), or the one whose sending failed. */
  pending: string | null;
  sending: boolean;
  thinking: boolean;
  /**
   * 'Something went wrong.' with Resend: the send failed (with what the server said) or the reply did. No Resend
   * where sending again cannot help (a full conversation).
   */
  failure: { detail: string | null; onResend: (() => void) | null } | null;
  /** Shown right after the assistant's last message (the way to the draft it speaks of). */
  children?: ReactNode;
}

/** The conversation, oldest first, with what is happening at its end. */
export function Transcript({ messages, pending, sending, thinking, failure, children }: TranscriptProps) {
  const lastReply = messages.findLastIndex((m) => m.role === 'assistant');
  return (
    <Stack gap="md">
      {messages.map((m, i) => (
        <Fragment key={m.id}>
          <Bubble role={m.role}>{m.role === 'assistant' ? <MessageText content={m.content} /> : <span>{m.content}</span>}</Bubble>
          {i === lastReply ? children : null}
        </Fragment>
      ))}
      {pending !== null ? (
        <Bubble role="user" faded={sending}>
          <span>{pending}</span>
        </Bubble>
      ) : null}
      {sending ? <Indicator label={S.sending} side="user" /> : null}
      {thinking ? <Indicator label={S.thinking} side="assistant" /> : null}
      {failure ? (
        <Box pl={{ base: 0, xs: 40 }}>
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={S.failed} role="alert">
            <Group justify="space-between" gap="sm">
              {failure.detail ? <Text fz="sm">{failure.detail}</Text> : null}
              {failure.onResend ? (
                <Button size="xs" color="red" variant="light" onClick={failure.onResend}>
                  {S.resend}
                </Button>
              ) : null}
            </Group>
          </Alert>
        </Box>
      ) : null}
    </Stack>
  );
}
