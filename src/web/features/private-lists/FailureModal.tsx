import { Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef } from 'react';
import { MessageModal } from '../../ui/MessageModal.tsx';

/** A refused delete or remove (content-management 8 Lists): 'Unable to …' with what went wrong. */
export interface Failure {
  title: string;
  message: string;
}

/** The lists' failure modal with its single OK; it keeps its words while it closes. */
export function FailureModal({ failure, okLabel, onClose }: { failure: Failure | null; okLabel: string; onClose: () => void }) {
  const last = useRef<Failure | null>(null);
  if (failure) last.current = failure;
  const shown = failure ?? last.current;
  return (
    <MessageModal
      opened={failure !== null}
      title={shown?.title ?? ''}
      icon={<IconAlertTriangle size={28} />}
      color="red"
      onClose={onClose}
      closeLabel={okLabel}
    >
      <Text fz="sm">{shown?.message}</Text>
    </MessageModal>
  );
}
