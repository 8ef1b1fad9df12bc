import { Alert, Button, Container } from '@mantine/core';
import { KIT_TEXTS } from './texts.ts';

/** LoadFailed's alert: what failed as a red alert's title, with a Try again button under it. */
export default function LoadFailedAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Container size="sm" py={64}>
      <Alert color="red" role="alert" title={title}>
        <Button mt="sm" variant="light" color="red" onClick={onRetry}>
          {KIT_TEXTS.tryAgain}
        </Button>
      </Alert>
    </Container>
  );
}
