import { Alert, AspectRatio, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconBroadcast, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { GO_LIVE_TEXTS as T } from '../../../contracts/broadcasts-web.messages.ts';
import { notifyApiError } from '../../app/notify.ts';
import { SegmentedField } from '../../ui/form/SegmentedField.tsx';
import { useStopBroadcast } from './api.ts';
import { confirmStop } from './confirm-stop.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { usePublisher, type CaptureChoice, type PublisherError, type PublishSource } from './usePublisher.ts';

export interface GoLivePanelProps {
  opened: boolean;
  onClose: () => void;
  eventId: string;
  broadcastId: string;
}

const deviceOptions = (devices: MediaDeviceInfo[], fallback: string) =>
  devices.map((d, i) => ({ value: d.deviceId, label: d.label || `${fallback} ${i + 1}` }));

function errorText(error: PublisherError): string {
  if (error.kind === 'refused') return error.message ?? T.errors.refused;
  return T.errors[error.kind];
}

/**
 * "Go live from this browser" (issue 30): camera (or screen) and microphone, a muted preview, Go live, the live
 * indicator once the server says so, and Stop, which ends the broadcast. Loaded when first opened: MediaRecorder,
 * the socket and the modal stay out of every page's first load.
 */
export function GoLivePanel({ opened, onClose, eventId, broadcastId }: GoLivePanelProps) {
  const publisher = usePublisher(broadcastId);
  const stop = useStopBroadcast(eventId, broadcastId);
  const [choice, setChoice] = useState<CaptureChoice>({ source: 'camera', cameraId: '', microphoneId: '' });
  const { phase, error, devices } = publisher;
  const sending = phase === 'connecting' || phase === 'live';

  const choose = (patch: Partial<CaptureChoice>) => {
    const next = { ...choice, ...patch };
    setChoice(next);
    if (phase === 'preview') void publisher.startPreview(next);
  };
  const onStop = async () => {
    if (!(await confirmStop())) return;
    await publisher.stopSending();
    try {
      await stop.mutateAsync();
      publisher.finish();
    } catch (error) {
      notifyApiError(error, T.errors.connection);
    }
  };
  const close = () => {
    if (sending) return; // Closing would cut the stream: Stop first.
    publisher.releaseCamera();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={T.title}
      size="lg"
      closeOnClickOutside={!sending}
      closeOnEscape={!sending}
      withCloseButton={!sending}
    >
      <Stack gap="sm">
        <SegmentedField
          label={T.source}
          value={choice.source}
          onChange={(v) => choose({ source: v as PublishSource })}
          disabled={sending}
          data={(['camera', 'screen'] as const).map((s) => ({ value: s, label: T.sources[s] }))}
          wrapperStyle={{ alignSelf: 'flex-start' }}
        />
        {devices.cameras.length > 1 && choice.source === 'camera' ? (
          <NativeSelect
            label={T.camera}
            value={choice.cameraId}
            disabled={sending}
            onChange={(e) => choose({ cameraId: e.currentTarget.value })}
            data={deviceOptions(devices.cameras, T.camera)}
          />
        ) : null}
        {devices.microphones.length ? (
          <NativeSelect
            label={T.microphone}
            value={choice.microphoneId}
            disabled={sending}
            onChange={(e) => choose({ microphoneId: e.currentTarget.value })}
            data={[...deviceOptions(devices.microphones, T.microphone), { value: 'none', label: T.noMicrophone }]}
          />
        ) : null}
        <AspectRatio ratio={16 / 9} bg="black" style={{ borderRadius: 8, overflow: 'hidden' }}>
          <video ref={publisher.videoRef} autoPlay muted playsInline aria-label={T.previewLabel} data-testid="go-live-preview" />
        </AspectRatio>
        {error ? (
          <Alert color="red" role="alert">
            {errorText(error)}
          </Alert>
        ) : null}
        {phase === 'ended' ? (
          <Text role="status" fw={600}>
            {T.ended}
          </Text>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Group gap="xs" role="status" aria-live="polite">
            {phase === 'live' ? <StatusBadge status="live" /> : null}
            {phase === 'connecting' ? <Text fz="sm">{T.connecting}</Text> : null}
            {sending ? (
              <Text fz="xs" c="dimmed">
                {T.keepOpen}
              </Text>
            ) : null}
          </Group>
          <Group gap="xs">
            {phase === 'idle' ? <Button onClick={() => void publisher.startPreview(choice)}>{T.startPreview}</Button> : null}
            {phase === 'preview' ? (
              <Button color="red" leftSection={<IconBroadcast size={18} />} onClick={publisher.goLive}>
                {T.goLive}
              </Button>
            ) : null}
            {sending ? (
              <Button color="dark" leftSection={<IconPlayerStop size={18} />} loading={stop.isPending} onClick={() => void onStop()}>
                {T.stop}
              </Button>
            ) : null}
            {phase === 'ended' ? (
              <Button variant="default" onClick={close}>
                {T.close}
              </Button>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
