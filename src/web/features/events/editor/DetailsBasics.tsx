import { Box, Select, SimpleGrid, TagsInput, Text, TextInput } from '@mantine/core';
import { SegmentedField } from '../../../ui/form/SegmentedField.tsx';
import { EVENT_BASICS_TEXTS as T, EVENT_EDITOR_TEXTS as E } from '../../../../contracts/events-management.messages.ts';
import { EVENT_CATEGORIES, EVENT_LIMITS, type EventCategory } from '../../../../domain/events.ts';
import { ImageUploadField } from '../../settings/index.ts';
import type { DetailsFormValues } from './details-form.ts';
import type { EditorPartProps } from './editor-form.ts';
import { Section } from './EditorShell.tsx';
import { ImagesField, POSTER_CROP } from './ImagesField.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';

type Props = EditorPartProps<DetailsFormValues>;

/** Details: the name, description, category, tags and page theme. */
export function BasicsSection({ form, input, canEdit }: Props) {
  return (
    <Section title={T.basics} id="basics">
      <TextInput label={E.eventName} required maxLength={EVENT_LIMITS.name} {...input('name')} />
      <RichTextEditor
        label={E.description}
        description={T.descriptionHint}
        value={form.values.description}
        onChange={(html) => form.setFieldValue('description', html)}
        error={form.errors.description}
        disabled={!canEdit}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={E.category}
          placeholder={T.chooseCategory}
          clearable
          data={EVENT_CATEGORIES.map((c) => ({ value: c.key, label: c.name }))}
          {...input('category')}
          onChange={(v) => form.setFieldValue('category', (v as EventCategory | null) ?? null)}
        />
        <TagsInput label={T.tags} description={T.tagsHint(EVENT_LIMITS.tags)} maxTags={EVENT_LIMITS.tags} clearable {...input('tags')} />
      </SimpleGrid>
      <SegmentedField
        label={T.theme}
        description={T.themeHint}
        data={[
          { value: 'light', label: T.themes.light },
          { value: 'dark', label: T.themes.dark },
        ]}
        {...input('theme')}
      />
    </Section>
  );
}

/** Details: the poster, the gallery and the video link. */
export function MediaSection({ form, input, canEdit }: Props) {
  const { poster, images } = form.values;
  return (
    <Section title={T.media} id="media">
      <ImageUploadField
        kind="poster"
        label={T.poster}
        description={T.posterHint(POSTER_CROP.width, POSTER_CROP.height)}
        value={poster}
        output={POSTER_CROP}
        disabled={!canEdit}
        error={form.errors.poster}
        onChange={(v) => form.setFieldValue('poster', v)}
        preview={
          poster.url ? (
            <img
              src={poster.url}
              alt={T.poster}
              style={{ width: 180, height: 180, objectFit: 'cover', borderRadius: 12, border: '1px solid var(--mantine-color-gray-3)' }}
            />
          ) : (
            <Box
              w={180}
              h={180}
              bg="gray.1"
              style={{
                borderRadius: 12,
                border: '1px dashed var(--mantine-color-gray-4)',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <Text fz="sm" c="dimmed">
                {T.noPoster}
              </Text>
            </Box>
          )
        }
      />
      <ImagesField images={images} onChange={(next) => form.setFieldValue('images', next)} error={form.errors.images} disabled={!canEdit} />
      <TextInput label={E.video} description={T.videoHint} placeholder="https://www.youtube.com/watch?v=…" type="url" {...input('videoUrl')} />
    </Section>
  );
}
