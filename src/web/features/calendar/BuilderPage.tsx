import { Button, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { CALENDAR_BUILDER_MORE_TEXTS as M, CALENDAR_BUILDER_TEXTS as T } from '../../../contracts/calendar.messages.ts';
import { CALENDAR_COLOURS, CALENDAR_LAYOUTS, CALENDAR_SWITCHES, calendarPath, type CalendarLayout } from '../../../domain/calendar.ts';
import { FormSection } from '../../ui/FormSection.tsx';
import { SegmentedField } from '../../ui/form/SegmentedField.tsx';
import { BuilderColourInput } from './BuilderColourInput.tsx';
import { BuilderLinkModal } from './BuilderLinkModal.tsx';
import { BuilderPreview } from './BuilderPreview.tsx';
import { builderOptions, calendarLink, INITIAL_BUILDER_FORM, invalidColours, typeColour, type BuilderForm } from './builder-form.ts';

const LAYOUT_DATA = CALENDAR_LAYOUTS.map((value) => ({ value, label: T.layouts[value] }));

/**
 * Marketing > Custom calendar (content-management 2.6, 5 Calendar): every option of the embeddable calendar, a live
 * preview of its page (under the form on a phone) and 'Generate link'. Nothing is saved: the options live in the link.
 */
export function BuilderPage({ profileType, username }: { profileType: 'user' | 'school'; username: string }) {
  const [form, setForm] = useState<BuilderForm>(INITIAL_BUILDER_FORM);
  const [linkOpened, setLinkOpened] = useState(false);
  const options = useMemo(() => builderOptions(form), [form]);
  const invalid = invalidColours(form).length > 0;
  const update = (patch: Partial<BuilderForm>) => setForm((prev) => ({ ...prev, ...patch }));

  return (
    <Stack gap="lg">
      <Text c="dimmed">{T.description}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Stack gap="lg">
          <FormSection title={T.colours} id="calendar-colours">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              {CALENDAR_COLOURS.map((key) => (
                <BuilderColourInput
                  key={key}
                  label={T[key]}
                  value={form[key]}
                  onChange={(typed) => setForm((prev) => typeColour(prev, key, typed))}
                />
              ))}
            </SimpleGrid>
          </FormSection>
          <FormSection title={M.display} id="calendar-display">
            <SegmentedField
              label={T.layout}
              data={LAYOUT_DATA}
              value={form.defaultLayout}
              onChange={(value) => update({ defaultLayout: value as CalendarLayout })}
            />
            {CALENDAR_SWITCHES.map((key) => (
              <Switch key={key} label={T[key]} checked={form[key]} onChange={(e) => update({ [key]: e.currentTarget.checked })} />
            ))}
            <TextInput label={T.tags} description={T.tagsHint} value={form.tagsText} onChange={(e) => update({ tagsText: e.currentTarget.value })} />
          </FormSection>
          <Group justify="flex-end">
            <Button leftSection={<IconLink size={16} />} disabled={invalid} onClick={() => setLinkOpened(true)}>
              {T.generate}
            </Button>
          </Group>
        </Stack>
        <BuilderPreview path={calendarPath(profileType, username, options)} />
      </SimpleGrid>
      <BuilderLinkModal
        link={calendarLink(window.location.origin, profileType, username, options)}
        opened={linkOpened}
        onClose={() => setLinkOpened(false)}
      />
    </Stack>
  );
}
