import { Alert, Box } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
export { FormSection as Section } from '../../../ui/FormSection.tsx';
export { SaveBar, useUnsavedChangesGuard } from '../../../ui/unsaved.tsx';

/** Messages of a failed save that belong to no single field. */
export function FormErrors({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="Please check the form">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <Box component="ul" m={0} pl="md">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
