import { AspectRatio, Box, Button, Center, FileButton, Image, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { VIDEO_FORM_TEXTS as T, type PosterSource } from '../../../contracts/videos.messages.ts';
import { isApiError } from '../../app/http.ts';
import { notifyError } from '../../app/notify.ts';
import { uploadImage } from '../settings/index.ts';
import { thumbnailFileProblem, thumbnailUploadMessage } from './upload.ts';
import type { ThumbnailValue } from './video-form.ts';

const SOURCES = [
  { value: 'auto-generated', label: T.thumbnailAuto },
  { value: 'user-upload', label: T.thumbnailCustom },
];

function Preview({ src, empty }: { src: string | null; empty: ReactNode }) {
  return (
    <Box maw={320}>
      <AspectRatio ratio={16 / 9}>
        {src ? (
          <Image src={src} alt="" fit="cover" radius="md" />
        ) : (
          <Center bg="gray.1" p="md" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Text fz="sm" c="dimmed" ta="center">
              {empty}
            </Text>
          </Center>
        )}
      </AspectRatio>
    </Box>
  );
}

/**
 * The Thumbnail section (content-management 4, 5 Video): the poster made from the video, or an image of the owner's
 * (checked here, then sent as an upload of kind video_thumbnail). Going back to Auto-generated keeps the chosen image
 * for a change of mind, but the video is saved with the auto poster.
 */
export function ThumbnailField({
  value,
  autoThumbnail,
  onChange,
  busy,
  onBusy,
  error,
}: {
  value: ThumbnailValue;
  autoThumbnail: string | null;
  onChange: (value: ThumbnailValue) => void;
  busy: boolean;
  onBusy: (busy: boolean) => void;
  error?: ReactNode;
}) {
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    const refused = thumbnailFileProblem(file);
    setProblem(refused);
    if (refused) return notifyError(refused);
    onBusy(true);
    try {
      const reply = await uploadImage('video_thumbnail', file, file.name);
      onChange({ source: 'user-upload', uploadId: reply.uploadIdentifier, url: reply.url, fileName: file.name });
    } catch (e) {
      const message = thumbnailUploadMessage(isApiError(e) ? e.status : 0);
      setProblem(message);
      notifyError(message);
    } finally {
      onBusy(false);
    }
  };

  const custom = value.source === 'user-upload';
  return (
    <Input.Wrapper label={T.thumbnail} error={problem ?? error}>
      <Stack gap="sm" mt={6}>
        <SegmentedControl
          data={SOURCES}
          value={value.source}
          onChange={(source) => onChange({ ...value, source: source as PosterSource })}
          w="fit-content"
          aria-label={T.thumbnail}
        />
        {custom ? (
          <>
            <Preview src={value.url} empty={T.thumbnailHint} />
            <FileButton onChange={(file) => void choose(file)} accept="image/*">
              {(props) => (
                <Button {...props} variant="light" size="xs" w="fit-content" leftSection={<IconPhotoUp size={16} />} loading={busy}>
                  {T.thumbnailChoose}
                </Button>
              )}
            </FileButton>
            <Text fz="xs" c="dimmed">
              {T.thumbnailHint}
            </Text>
          </>
        ) : (
          <Preview src={autoThumbnail} empty={T.thumbnailPending} />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
