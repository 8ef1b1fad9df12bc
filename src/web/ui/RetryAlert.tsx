import { Alert, Button } from '@mantine/core';
import { KIT_TEXTS } from './texts.ts';

/**
 * A list or section inside a page that could not load: the message in a red alert with a small Try again button after it
 * (LoadFailed is the whole-page variant).
 */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert">
      {message}
      <Button variant="subtle" size="compact-sm" ml="sm" onClick={onRetry}>
        {KIT_TEXTS.tryAgain}
      </Button>
    </Alert>
  );
}
