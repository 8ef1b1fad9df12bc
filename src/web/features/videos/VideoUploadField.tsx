import { Alert, Badge, Button, FileButton, Group, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMovie, IconUpload, IconX } from '@tabler/icons-react';
import { VIDEO_FORM_TEXTS as T, VIDEO_LIST_TEXTS } from '../../../contracts/videos.messages.ts';
import type { VideoView } from './api.ts';
import { statusLabel } from './rows.ts';
import { formatBytes } from './upload.ts';
import type { VideoUpload } from './useVideoUpload.ts';

/** What the file picker offers; the type and size are checked again on choosing, and the server checks the bytes. */
const ACCEPT = 'video/mp4,video/quicktime,.mp4,.mov';

function FileLine({ name, size }: { name: string; size: number }) {
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      <IconMovie size={20} color="var(--mantine-color-violet-6)" style={{ flexShrink: 0 }} />
      <Text fz="sm" fw={600} truncate title={name}>
        {name}
      </Text>
      <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {formatBytes(size)}
      </Text>
    </Group>
  );
}

function ChooseButton({ upload, label }: { upload: VideoUpload; label: string }) {
  return (
    <FileButton onChange={(file) => file && upload.choose(file)} accept={ACCEPT}>
      {(props) => (
        <Button {...props} leftSection={<IconUpload size={16} />} variant="light">
          {label}
        </Button>
      )}
    </FileButton>
  );
}

/**
 * The Video section of the upload page (content-management 4): choose a file, then its progress with Cancel upload,
 * then Upload complete with Remove video; a failure says why and lets another file be chosen.
 */
export function VideoUploadField({ upload, invalid }: { upload: VideoUpload; invalid?: boolean }) {
  const { state } = upload;
  return (
    <Input.Wrapper label={T.video} description={T.videoHint} required>
      <Paper
        withBorder
        radius="md"
        p="md"
        mt={6}
        data-upload-phase={state.phase}
        style={{ borderStyle: state.phase === 'idle' ? 'dashed' : undefined, borderColor: invalid ? 'var(--mantine-color-red-6)' : undefined }}
      >
        {state.phase === 'uploading' ? (
          <Stack gap="xs">
            <FileLine name={state.fileName} size={state.size} />
            <Progress value={state.percent} animated={!state.paused} striped={!state.paused} aria-label={T.uploading(state.percent)} />
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fz="sm" c={state.paused ? 'orange.8' : 'dimmed'} aria-live="polite">
                {state.paused ? T.paused(state.percent) : T.uploading(state.percent)}
              </Text>
              <Button variant="subtle" color="red" size="xs" leftSection={<IconX size={14} />} onClick={upload.reset}>
                {T.cancelUpload}
              </Button>
            </Group>
          </Stack>
        ) : state.phase === 'uploaded' ? (
          <Stack gap="xs">
            <FileLine name={state.fileName} size={state.size} />
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap={6} c="green">
                <IconCircleCheck size={18} />
                <Text fz="sm" fw={500} aria-live="polite">
                  {T.uploaded}
                </Text>
              </Group>
              <Button variant="subtle" color="red" size="xs" leftSection={<IconX size={14} />} onClick={upload.reset}>
                {T.removeVideo}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm" align="flex-start">
            {state.phase === 'error' ? (
              <Alert color="red" w="100%" role="alert">
                {state.message}
              </Alert>
            ) : null}
            {state.phase === 'idle' && upload.remembered ? (
              <Text fz="sm" c="dimmed">
                {T.resumeHint(upload.remembered)}
              </Text>
            ) : null}
            <ChooseButton upload={upload} label={T.chooseVideo} />
          </Stack>
        )}
      </Paper>
    </Input.Wrapper>
  );
}

/** The edit page's Video section: the file the video was made from and where its processing stands. */
export function VideoFileSummary({ video }: { video: VideoView }) {
  const status = statusLabel(video) ?? VIDEO_LIST_TEXTS.status.ready;
  return (
    <Input.Wrapper label={T.video}>
      <Paper withBorder radius="md" p="md" mt={6}>
        <Stack gap="xs">
          <FileLine name={video.filename} size={video.size} />
          <Group gap="xs">
            <Badge variant="light" tt="none" color={video.status === 'failed' ? 'red' : video.status === 'ready' ? 'green' : 'blue'}>
              {status}
            </Badge>
            {video.status === 'failed' && video.failureReason ? (
              <Text fz="sm" c="red">
                {video.failureReason}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Paper>
    </Input.Wrapper>
  );
}
