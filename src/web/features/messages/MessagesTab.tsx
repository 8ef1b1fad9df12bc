import { Stack, Text, Title } from '@mantine/core';
import { MESSAGES_TEXTS as T } from '../../../contracts/messages.messages.ts';
import { ComposeMessage, type ComposeProps } from './ComposeMessage.tsx';
import { MessageHistory } from './MessageHistory.tsx';

/** The event's Messages tab: compose to the ticket holders, and the messages sent so far (the event's activity). */
export function MessagesTab(props: ComposeProps) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} fz="lg">
          {T.title}
        </Title>
        <Text fz="sm" c="dimmed">
          {T.intro}
        </Text>
      </Stack>
      <ComposeMessage {...props} />
      <MessageHistory eventId={props.eventId} />
    </Stack>
  );
}
