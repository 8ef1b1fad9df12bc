import { Alert, Box } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Messages of a refused save that belong to no single field; one is said as is, several as a list. */
export function FormErrors({ messages, title, testId }: { messages: string[]; title?: string; testId?: string }) {
  if (!messages.length) return null;
  return (
    // data-form-errors: revealed and focused when no field carries the error.
    <Alert
      data-form-errors
      data-testid={testId}
      color="red"
      variant="light"
      icon={title ? <IconAlertCircle size={18} /> : undefined}
      role="alert"
      title={title}
    >
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
