import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPencil, IconRocket } from '@tabler/icons-react';
import { EVENT_MESSAGES } from '../../../../contracts/events.messages.ts';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { PublishAlerts, usePublishFlow } from '../PublishAlerts.tsx';

/** The draft banner: 'Draft mode: hidden from public view.' with Publish Event for those who may publish. */
function DraftBanner({ event, flow }: { event: PublicEvent; flow: ReturnType<typeof usePublishFlow> }) {
  const canPublish = event.accessSetting === 'admin';
  return (
    <Paper radius="md" p="sm" px="md" bg="yellow.1" style={{ border: '1px solid var(--mantine-color-yellow-4)' }} role="status">
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconPencil size={18} color="var(--mantine-color-yellow-9)" />
          <Text fw={600} fz="sm" c="yellow">
            {EVENT_MESSAGES.draftBanner}
          </Text>
        </Group>
        {canPublish ? (
          <Button size="xs" leftSection={<IconRocket size={14} />} onClick={flow.publish} loading={flow.pending}>
            {EVENT_MESSAGES.publishButton}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/**
 * A draft's controls on its event page, loaded only where a draft is shown: the banner with its publish flow, and the
 * flow's alerts under it, which outlive the banner that publishing removes.
 */
export default function DraftControls({ event }: { event: PublicEvent }) {
  const flow = usePublishFlow(event.id);
  return (
    <>
      {!event.published ? <DraftBanner event={event} flow={flow} /> : null}
      <PublishAlerts flow={flow} />
    </>
  );
}
