import { Code, Group, Paper, Text } from '@mantine/core';
import { DELIVERY_DETAIL_TEXTS as T } from '../../../contracts/developer-tools.messages.ts';
import { CopyValueButton } from './CopyValueButton.tsx';
import { prettyPayload } from './delivery-rows.ts';

/**
 * The body as sent, pretty-printed, in a box that scrolls on its own both ways (a long payload never widens the
 * page on a phone), with a copy button. The box is focusable so the keyboard can scroll it.
 */
export function PayloadView({ payload }: { payload: unknown }) {
  const json = prettyPayload(payload);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" mb="xs" gap="sm">
        <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
          {T.payload}
        </Text>
        <CopyValueButton value={json} label={T.copyPayload} />
      </Group>
      <Code
        block
        fz="xs"
        tabIndex={0}
        role="region"
        aria-label={T.payloadLabel}
        data-testid="delivery-payload"
        style={{ whiteSpace: 'pre', overflow: 'auto', maxHeight: 480 }}
      >
        {json}
      </Code>
    </Paper>
  );
}
