import { Box, Input, SegmentedControl, Select, SimpleGrid, TagsInput, Text, TextInput } from '@mantine/core';
import { EVENT_CATEGORIES, EVENT_LIMITS, type EventCategory } from '../../../../domain/events.ts';
import { ImageUploadField } from '../../settings/ImageUploadField.tsx';
import type { DetailsFormValues } from './details-form.ts';
import type { EditorPartProps } from './editor-form.ts';
import { Section } from './EditorShell.tsx';
import { ImagesField, POSTER_CROP } from './ImagesField.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';

type Props = EditorPartProps<DetailsFormValues>;

/** Details: the name, description, category, tags and page theme. */
export function BasicsSection({ form, input, canEdit }: Props) {
  return (
    <Section title="Basics" id="basics">
      <TextInput label="Event name" required maxLength={EVENT_LIMITS.name} {...input('name')} />
      <RichTextEditor
        label="Description"
        description="Tell people what to expect. Bold, italics, headings, lists and links are kept."
        value={form.values.description}
        onChange={(html) => form.setFieldValue('description', html)}
        error={form.errors.description}
        disabled={!canEdit}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Category"
          placeholder="Choose a category"
          clearable
          data={EVENT_CATEGORIES.map((c) => ({ value: c.key, label: c.name }))}
          {...input('category')}
          onChange={(v) => form.setFieldValue('category', (v as EventCategory | null) ?? null)}
        />
        <TagsInput
          label="Tags"
          description={`Help people find your event in search (at most ${EVENT_LIMITS.tags}). Press Enter after each tag.`}
          maxTags={EVENT_LIMITS.tags}
          clearable
          {...input('tags')}
        />
      </SimpleGrid>
      <Input.Wrapper label="Page theme" description="The colours of the event page and tickets.">
        <Box mt={6}>
          <SegmentedControl
            data={[
              { value: 'light', label: 'Light' },
              { value: 'dark', label: 'Dark' },
            ]}
            {...input('theme')}
          />
        </Box>
      </Input.Wrapper>
    </Section>
  );
}

/** Details: the poster, the gallery and the video link. */
export function MediaSection({ form, input, canEdit }: Props) {
  const { poster, images } = form.values;
  return (
    <Section title="Poster, images and video" id="media">
      <ImageUploadField
        kind="poster"
        label="Poster"
        description={`Square image shown at the top of the event page and on event cards (${POSTER_CROP.width}×${POSTER_CROP.height}).`}
        value={poster}
        output={POSTER_CROP}
        disabled={!canEdit}
        error={form.errors.poster}
        onChange={(v) => form.setFieldValue('poster', v)}
        preview={
          poster.url ? (
            <img
              src={poster.url}
              alt="Poster"
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
                No poster
              </Text>
            </Box>
          )
        }
      />
      <ImagesField images={images} onChange={(next) => form.setFieldValue('images', next)} error={form.errors.images} disabled={!canEdit} />
      <TextInput
        label="Video"
        description="A YouTube or Vimeo link is embedded on the event page; other links are shown as a link."
        placeholder="https://www.youtube.com/watch?v=…"
        type="url"
        {...input('videoUrl')}
      />
    </Section>
  );
}
