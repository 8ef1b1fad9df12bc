import { Group, Text } from '@mantine/core';
import { WEBHOOKS_TABLE_TEXTS as T } from '../../../contracts/developer-zone.messages.ts';
import { maskSecret } from '../../../contracts/webhooks.messages.ts';
import { CopyValueButton } from './CopyValueButton.tsx';

/**
 * A webhook's signing secret as the table shows it: masked ('whsec_••••…abcd'), with a button that copies the whole
 * secret and says 'Copied' for 2 s (content-management 2.8).
 */
export function SecretCell({ secret, url }: { secret: string; url: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {maskSecret(secret)}
      </Text>
      <CopyValueButton value={secret} label={T.copySecret(url)} />
    </Group>
  );
}
