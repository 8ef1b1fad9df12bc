import { ActionIcon, Group, Input, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EVENT_BASICS_TEXTS as T } from '../../../../contracts/events-management.messages.ts';
import { EVENT_LIMITS } from '../../../../domain/events.ts';
import { ImageUploadField } from '../../settings/index.ts';
import type { DetailsFormValues } from './details-form.ts';

/** Poster and gallery image sizes (not in the spec; docs/decisions/). */
export const POSTER_CROP = { width: 1080, height: 1080 } as const;
export const EVENT_IMAGE_CROP = { width: 1200, height: 800 } as const;

/** The event's gallery: uploaded images in order, moved with arrows, removed, and one more upload while there is room. */
export function ImagesField({
  images,
  onChange,
  error,
  disabled,
}: {
  images: DetailsFormValues['images'];
  onChange: (next: DetailsFormValues['images']) => void;
  error?: ReactNode;
  disabled?: boolean;
}) {
  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <Input.Wrapper label={T.images} description={T.imagesHint(EVENT_IMAGE_CROP.width, EVENT_IMAGE_CROP.height, EVENT_LIMITS.images)} error={error}>
      <Stack gap="sm" mt={6}>
        {images.length ? (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {images.map((image, i) => (
              <Paper key={image.uploadId} withBorder radius="md" style={{ overflow: 'hidden' }}>
                <img src={image.url} alt={T.image(i + 1)} style={{ display: 'block', width: '100%', aspectRatio: '3 / 2', objectFit: 'cover' }} />
                <Group gap={2} p={4} justify="space-between">
                  <Group gap={2}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={T.moveImageEarlier(i + 1)}
                      disabled={disabled || i === 0}
                      onClick={() => move(i, i - 1)}
                    >
                      <IconArrowLeft size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={T.moveImageLater(i + 1)}
                      disabled={disabled || i === images.length - 1}
                      onClick={() => move(i, i + 1)}
                    >
                      <IconArrowRight size={16} />
                    </ActionIcon>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={T.removeImage(i + 1)}
                    disabled={disabled}
                    onClick={() => onChange(images.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        ) : null}
        {images.length < EVENT_LIMITS.images ? (
          <ImageUploadField
            kind="event_image"
            label=""
            value={{ url: null }}
            output={EVENT_IMAGE_CROP}
            disabled={disabled}
            onChange={(v) => {
              if (v.url && v.uploadId) onChange([...images, { url: v.url, uploadId: v.uploadId }]);
            }}
            preview={null}
          />
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
