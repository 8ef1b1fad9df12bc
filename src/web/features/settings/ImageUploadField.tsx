import { Box, Button, FileButton, Group, Input, Modal, Slider, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { unableTo } from '../../../contracts/errors.messages.ts';
import { IMAGE_UPLOAD_TEXTS as T, SETTINGS_MESSAGES } from '../../../contracts/settings.messages.ts';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../domain/profiles.ts';
import { errorMessage } from '../../app/http.ts';
import { notifyError } from '../../app/notify.ts';
import { cropToBlob, decodesAsImage } from './cropImage.ts';
import { uploadImage, type UploadKind } from './api.ts';

/** The image part of the settings form: the shown url and the upload identifier (undefined keeps, null removes). */
export interface ImageValue {
  url: string | null;
  uploadId?: string | null;
}

/** Checks a chosen file before cropping: an image ('Please select an image') of at most 8 MB. */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return SETTINGS_MESSAGES.notAnImage;
  if (file.size > IMAGE_MAX_BYTES) return SETTINGS_MESSAGES.imageTooLarge;
  return null;
}

/** What the buttons and the crop dialog call the image of each upload kind. */
const NOUNS: Record<UploadKind, string> = T.nouns;
const CROP_TITLES: Record<UploadKind, string> = T.cropTitles;

interface CropState {
  src: string;
  fileName: string;
  type: 'image/png' | 'image/jpeg';
}

function CropModal({
  state,
  output,
  kind,
  onClose,
  onUploaded,
}: {
  state: CropState | null;
  output: { width: number; height: number };
  kind: UploadKind;
  onClose: () => void;
  onUploaded: (value: ImageValue) => void;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
  }, [state?.src]);

  const save = async () => {
    if (!state || !area) return;
    setBusy(true);
    try {
      const blob = await cropToBlob(state.src, area, output, state.type);
      const ext = state.type === 'image/png' ? 'png' : 'jpg';
      const base = state.fileName.replace(/\.[^.]+$/, '') || kind;
      const reply = await uploadImage(kind, blob, `${base}.${ext}`);
      onUploaded({ url: reply.url, uploadId: reply.uploadIdentifier });
      onClose();
    } catch (error) {
      notifyError(errorMessage(error, unableTo('upload the image')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={state !== null}
      onClose={busy ? () => undefined : onClose}
      title={CROP_TITLES[kind]}
      size={kind === 'avatar' ? 'md' : 'xl'}
      centered
    >
      {state ? (
        <Stack gap="md">
          <Box pos="relative" h={kind === 'avatar' ? 320 : 300} bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden' }}>
            <Cropper
              image={state.src}
              crop={crop}
              zoom={zoom}
              aspect={output.width / output.height}
              cropShape={kind === 'avatar' ? 'round' : 'rect'}
              showGrid={kind !== 'avatar'}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
            />
          </Box>
          <div>
            <Text fz="sm" fw={500} mb={4} id={`${kind}-zoom-label`}>
              {T.zoom}
            </Text>
            <Slider
              min={1}
              max={4}
              step={0.05}
              value={zoom}
              onChange={setZoom}
              label={null}
              thumbProps={{ 'aria-labelledby': `${kind}-zoom-label` }}
            />
          </div>
          <Text fz="xs" c="dimmed">
            {T.savedAt(output.width, output.height)}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {T.cancel}
            </Button>
            <Button onClick={() => void save()} loading={busy} disabled={!area}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** Choose, crop, upload (accounts-and-reporting 4: image upload); Remove sets the identifier to null. */
export function ImageUploadField({
  kind,
  label,
  description,
  value,
  output,
  disabled,
  error,
  onChange,
  preview,
}: {
  kind: UploadKind;
  label: string;
  description?: string;
  value: ImageValue;
  output: { width: number; height: number };
  disabled?: boolean;
  error?: ReactNode;
  onChange: (value: ImageValue) => void;
  preview: ReactNode;
}) {
  const [cropState, setCropState] = useState<CropState | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (cropState) URL.revokeObjectURL(cropState.src);
    },
    [cropState],
  );

  const choose = async (file: File | null) => {
    if (!file) return;
    const src = URL.createObjectURL(file);
    // The type comes from the file name, so decode it too before the crop dialog opens on nothing.
    const problem = imageFileProblem(file) ?? ((await decodesAsImage(src)) ? null : SETTINGS_MESSAGES.notAnImage);
    setFileError(problem);
    if (problem) {
      URL.revokeObjectURL(src);
      notifyError(problem);
      return;
    }
    setCropState({
      src,
      fileName: file.name,
      type: file.type === 'image/png' || file.type === 'image/gif' || file.type === 'image/webp' ? 'image/png' : 'image/jpeg',
    });
  };

  return (
    <Input.Wrapper label={label} description={description} error={fileError ?? error}>
      <Stack gap="xs" mt={6}>
        {preview}
        <Group gap="xs">
          <FileButton onChange={(file) => void choose(file)} accept="image/*" disabled={disabled}>
            {(props) => (
              <Button {...props} variant="light" size="xs" leftSection={<IconPhotoUp size={16} />} disabled={disabled}>
                {value.url ? T.change(NOUNS[kind]) : T.upload(NOUNS[kind])}
              </Button>
            )}
          </FileButton>
          {value.url ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} />}
              disabled={disabled}
              onClick={() => {
                setFileError(null);
                onChange({ url: null, uploadId: null });
              }}
            >
              {T.remove}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <CropModal
        state={cropState}
        output={output}
        kind={kind}
        onClose={() => setCropState(null)}
        onUploaded={(next) => {
          setFileError(null);
          onChange(next);
        }}
      />
    </Input.Wrapper>
  );
}
