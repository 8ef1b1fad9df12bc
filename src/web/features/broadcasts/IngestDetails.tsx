import { Button, Group, List, Stack, TextInput, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { BROADCAST_TAB_TEXTS as T } from '../../../contracts/broadcasts-web.messages.ts';
import { notifyChange } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { CopyValueButton } from '../developer-zone/index.ts';
import { useRotateKey, type BroadcastView } from './api.ts';
import { maskedKey } from './broadcast-view.ts';

type Ingest = NonNullable<BroadcastView['ingest']>;

/** A read-only value with its copy button beside it. */
function CopyRow({ label, value, shown, copyLabel }: { label: string; value: string; shown: string; copyLabel: string }) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput label={label} value={shown} readOnly style={{ flex: 1, minWidth: 0 }} styles={{ input: { fontFamily: 'monospace' } }} />
      <CopyValueButton value={value} label={copyLabel} size="sm" />
    </Group>
  );
}

/**
 * Ovation live's publisher details, for the event's admins: the RTMP URL and the stream key (dots until shown), each
 * with a copy button, Rotate key behind a confirmation, and the few OBS steps that use them.
 */
export function IngestDetails({ eventId, broadcast, ingest }: { eventId: string; broadcast: BroadcastView; ingest: Ingest }) {
  const [shown, setShown] = useState(false);
  const rotate = useRotateKey(eventId, broadcast.id);
  const onRotate = async () => {
    if (!(await confirmAction({ title: T.rotateTitle, message: T.rotateText, confirmLabel: T.rotateKey, danger: true }))) return;
    void notifyChange(rotate.mutateAsync(), T.rotated, T.loadFailed);
  };
  const ended = broadcast.status === 'ended';
  return (
    <Stack gap="sm">
      {ingest.rtmpUrl ? <CopyRow label={T.rtmpUrl} value={ingest.rtmpUrl} shown={ingest.rtmpUrl} copyLabel={T.copyRtmpUrl} /> : null}
      <CopyRow
        label={T.streamKey}
        value={ingest.streamKey}
        shown={shown ? ingest.streamKey : maskedKey(ingest.streamKey)}
        copyLabel={T.copyStreamKey}
      />
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={shown ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
        >
          {shown ? T.hideKey : T.showKey}
        </Button>
        {ended ? null : (
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconRefresh size={16} />}
            loading={rotate.isPending}
            onClick={() => void onRotate()}
          >
            {T.rotateKey}
          </Button>
        )}
      </Group>
      {ingest.rtmpUrl && !ended ? (
        <Stack gap={4}>
          <Title order={4} fz="sm">
            {T.obsTitle}
          </Title>
          <List type="ordered" size="sm" spacing={2}>
            {T.obsSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
