import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBroadcast, IconExternalLink, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { BROADCAST_TAB_TEXTS as T } from '../../../contracts/broadcasts-web.messages.ts';
import { EVENT_DATE_FORMAT, formatZoned } from '../../../domain/zoned-format.ts';
import { notifyChange } from '../../app/notify.ts';
import { lazyWhenOpened } from '../../ui/lazy-when-opened.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { useStopBroadcast, type BroadcastView } from './api.ts';
import { confirmStop } from './confirm-stop.ts';
import { IngestDetails } from './IngestDetails.tsx';
import { ModeSection } from './ModeSection.tsx';
import { ReplaySection } from './ReplaySection.tsx';
import { StatusBadge } from './StatusBadge.tsx';

// MediaRecorder, the socket and the modal load when "Go live from this browser" is first pressed.
const GoLivePanel = lazyWhenOpened(
  () => import('./GoLivePanel.tsx').then((m) => m.GoLivePanel),
  (props) => props.opened,
);

/** One online date's broadcast on the Broadcast tab. */
export function BroadcastCard({ eventId, ownerId, broadcast }: { eventId: string; ownerId: string; broadcast: BroadcastView }) {
  const [goLive, setGoLive] = useState(false);
  const stop = useStopBroadcast(eventId, broadcast.id);
  const { occurrence, status, canManage, ingest } = broadcast;
  const ovation = broadcast.mode === 'ovation';
  const onStop = async () => {
    if (!(await confirmStop())) return;
    void notifyChange(stop.mutateAsync(), T.stopped, T.loadFailed);
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      data-testid="broadcast-card"
      aria-label={formatZoned(new Date(occurrence.startsAt), occurrence.timezone)}
      component="section"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {T.dateLabel}
            </Text>
            <Text fw={600}>{formatZoned(new Date(occurrence.startsAt), occurrence.timezone, EVENT_DATE_FORMAT)}</Text>
          </Stack>
          <StatusBadge status={status} viewers={broadcast.viewers} />
        </Group>
        {canManage && status !== 'ended' ? <ModeSection key={broadcast.mode} eventId={eventId} broadcast={broadcast} /> : null}
        {ovation && ingest ? <IngestDetails eventId={eventId} broadcast={broadcast} ingest={ingest} /> : null}
        {ovation && !ingest && status !== 'ended' ? (
          <Text fz="sm" c="dimmed">
            {T.keyHidden}
          </Text>
        ) : null}
        <Group gap="xs">
          {ovation && canManage && status !== 'ended' ? (
            <Button color="red" leftSection={<IconBroadcast size={18} />} onClick={() => setGoLive(true)} disabled={status === 'live'}>
              {T.goLive}
            </Button>
          ) : null}
          {canManage && status !== 'ended' ? (
            <Button variant="default" leftSection={<IconPlayerStop size={18} />} loading={stop.isPending} onClick={() => void onStop()}>
              {T.stop}
            </Button>
          ) : null}
          <ButtonLink
            variant="subtle"
            leftSection={<IconExternalLink size={16} />}
            to="/b/$broadcastId"
            params={{ broadcastId: broadcast.id }}
            target="_blank"
          >
            {T.openPage}
          </ButtonLink>
        </Group>
        {status === 'ended' ? (
          <>
            <Divider />
            {broadcast.replay ? (
              <ReplaySection key={broadcast.replay.videoId} eventId={eventId} ownerId={ownerId} broadcast={broadcast} replay={broadcast.replay} />
            ) : (
              <Text fz="sm" c="dimmed">
                {T.replayNone}
              </Text>
            )}
          </>
        ) : null}
      </Stack>
      {canManage ? <GoLivePanel opened={goLive} onClose={() => setGoLive(false)} eventId={eventId} broadcastId={broadcast.id} /> : null}
    </Paper>
  );
}
