import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { EVENT_PAGE_TEXTS } from '../../../../contracts/events.messages.ts';
import type { PageAlert } from './EventCollaborators.tsx';

/** The page's own alerts: successes as status, errors as alert; each dismissible. Loaded with the first alert. */
export default function PageAlertList({ alerts, onDismiss }: { alerts: PageAlert[]; onDismiss: (id: string) => void }) {
  return alerts.map((a) => (
    <Alert
      key={a.id}
      color={a.color}
      icon={a.color === 'green' ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
      role={a.color === 'red' ? 'alert' : 'status'}
      withCloseButton
      closeButtonLabel={EVENT_PAGE_TEXTS.dismiss}
      onClose={() => onDismiss(a.id)}
    >
      {a.message}
    </Alert>
  ));
}
