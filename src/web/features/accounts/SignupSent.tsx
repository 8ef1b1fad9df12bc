import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { SIGNUP_SENT_MESSAGES as T } from '../../../contracts/accounts.messages.ts';

/**
 * What sign-up shows for any address, new or registered: the e-mail says what comes next (a verification link, or
 * how to log in to the account the address already has).
 */
export function SignupSent({ email, onLogIn, onOtherAddress }: { email: string; onLogIn: () => void; onOtherAddress: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="teal" icon={<IconMailCheck size={18} />} title={T.title} role="status">
        <Text fz="sm">{T.text(email)}</Text>
      </Alert>
      <Button fullWidth size="md" onClick={onLogIn}>
        {T.logIn}
      </Button>
      <Button fullWidth variant="subtle" onClick={onOtherAddress}>
        {T.otherAddress}
      </Button>
    </Stack>
  );
}
