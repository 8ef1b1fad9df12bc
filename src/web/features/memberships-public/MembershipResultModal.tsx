import { Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconHourglassHigh } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MEMBERSHIP_PAGE_TEXTS as T } from '../../../contracts/memberships.messages.ts';
import { resultModal, type ResultSearch } from './membership-view.ts';

/** A centered message with a Close button; Escape, the × and Close all close it. */
export function MessageModal({
  opened,
  title,
  icon,
  color,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  icon: ReactNode;
  color: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': T.close }}
      title={
        <Title order={2} fz="lg" component="span">
          {title}
        </Title>
      }
    >
      <Stack gap="md" align="center" ta="center" pb="xs">
        <ThemeIcon size={56} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        {children}
        <Group justify="center">
          <Button onClick={onClose} data-autofocus>
            {T.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The outcome of a subscribe or manage form post (content-management 2.3): the server sends the browser back with
 * error_message or success_message; 'Error!' or 'Processing...' shows it, and Close drops the message from the
 * address (the page's other params stay).
 */
export function MembershipResultModal() {
  const search = useSearch({ strict: false }) as ResultSearch;
  const navigate = useNavigate();
  const result = resultModal(search);
  const close = () =>
    void navigate({
      to: '.',
      search: (prev: ResultSearch) => ({ ...prev, error_message: undefined, success_message: undefined }),
      replace: true,
      resetScroll: false,
    } as never);
  return (
    <MessageModal
      opened={result !== null}
      title={result?.title ?? ''}
      icon={result?.error ? <IconAlertTriangle size={30} /> : <IconHourglassHigh size={30} />}
      color={result?.error ? 'red' : 'violet'}
      onClose={close}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{result?.message}</Text>
    </MessageModal>
  );
}
