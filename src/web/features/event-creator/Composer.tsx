import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { EVENT_CREATOR_LIMITS, EVENT_CREATOR_TEXTS as S } from '../../../contracts/event-creator.messages.ts';
import { EVENT_CREATOR_WEB_TEXTS as W } from '../../../contracts/event-creator-web.messages.ts';

/**
 * The message box: Enter sends, Shift+Enter starts a new line (buyer-side 4); disabled while a message is sent or
 * answered. A message is sent only when it is not blank (buyer-side 5); the box empties once it is on its way.
 */
export function Composer({ disabled, onSend }: { disabled: boolean; onSend: (message: string) => void }) {
  const [value, setValue] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const hadFocus = useRef(false);
  const blank = value.trim().length === 0;

  // A disabled box loses the focus; give it back when the reply is in, so the organizer types on.
  useEffect(() => {
    if (!disabled && hadFocus.current) box.current?.focus();
  }, [disabled]);

  const send = () => {
    if (disabled || blank) return;
    hadFocus.current = document.activeElement === box.current;
    onSend(value.trim());
    setValue('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {/* Typing is what the page is for: the box has the focus on arrival, as /e/new's name field does. */}
        <Textarea
          ref={box}
          autoFocus
          aria-label={W.messageLabel}
          aria-describedby="event-creator-hint"
          placeholder={S.placeholder}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          maxLength={EVENT_CREATOR_LIMITS.message}
          autosize
          minRows={2}
          maxRows={8}
          radius="md"
          style={{ flex: 1 }}
        />
        <ActionIcon type="submit" size={42} radius="xl" aria-label={W.send} disabled={disabled || blank}>
          <IconArrowUp size={22} />
        </ActionIcon>
      </Group>
      <Text id="event-creator-hint" fz="xs" c="dimmed" mt={6} visibleFrom="sm">
        {W.keyboardHint}
      </Text>
    </form>
  );
}
