import { Box, Button, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { EVENT_CHECKOUT_SETTINGS_TEXTS as T } from '../../../../contracts/events-management.messages.ts';
import { BANNER_MESSAGE_TYPES, EVENT_LIMITS } from '../../../../domain/events.ts';
import { BANNER_COLORS, BannerMessageView } from '../BannerMessages.tsx';
import { newKey, type BannerType, type DetailsFormValues } from './details-form.ts';
import type { EditorPartProps } from './editor-form.ts';
import { Section } from './EditorShell.tsx';
import { ListItemHeader } from './ReorderControls.tsx';

const BANNER_TYPE_LABELS: Record<BannerType, string> = T.bannerTypes;

/** Details: the announcements at the top of the event page, each with a type, colour, optional button and a preview. */
export function BannerMessagesSection({ form, input, check, canEdit }: EditorPartProps<DetailsFormValues>) {
  const values = form.values;
  const colorOptions = useMemo(() => {
    const named = BANNER_COLORS.map((c) => ({ value: c, label: c[0]!.toUpperCase() + c.slice(1) }));
    const custom = values.bannerMessages.map((b) => b.color).filter((c) => !BANNER_COLORS.includes(c as (typeof BANNER_COLORS)[number]));
    return [...named, ...[...new Set(custom)].map((c) => ({ value: c, label: c }))];
  }, [values.bannerMessages]);
  return (
    <Section title={T.banners} id="banners" description={T.bannersHint(EVENT_LIMITS.bannerMessages)}>
      {values.bannerMessages.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {T.noBanners}
        </Text>
      ) : null}
      {values.bannerMessages.map((banner, i) => (
        <Paper key={banner.key} withBorder radius="md" p="md" bg="gray.0">
          <Stack gap="sm">
            <ListItemHeader
              title={T.bannerTitle(i + 1)}
              noun={T.bannerNoun}
              index={i}
              count={values.bannerMessages.length}
              disabled={!canEdit}
              onMove={(from, to) => form.reorderListItem('bannerMessages', { from, to })}
              onRemove={() => form.removeListItem('bannerMessages', i)}
              iconSize={16}
            />
            <Textarea
              label={T.message}
              required
              autosize
              minRows={2}
              maxLength={EVENT_LIMITS.bannerMessage}
              {...input(`bannerMessages.${i}.message`)}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select
                label={T.type}
                data={BANNER_MESSAGE_TYPES.map((t) => ({ value: t, label: BANNER_TYPE_LABELS[t] }))}
                allowDeselect={false}
                {...input(`bannerMessages.${i}.type`)}
              />
              <Select label={T.colour} data={colorOptions} allowDeselect={false} {...input(`bannerMessages.${i}.color`)} />
              <Box pt={{ base: 0, sm: 30 }}>
                <Switch label={T.dismissible} {...check(`bannerMessages.${i}.dismissible`)} />
              </Box>
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={T.buttonText}
                description={T.buttonTextHint}
                maxLength={EVENT_LIMITS.ctaText}
                {...input(`bannerMessages.${i}.ctaText`)}
              />
              <TextInput label={T.buttonLink} placeholder="https://…" {...input(`bannerMessages.${i}.ctaUrl`)} />
            </SimpleGrid>
            {banner.message.trim() ? (
              <Box>
                <Text fz="xs" c="dimmed" mb={4}>
                  {T.preview}
                </Text>
                <BannerMessageView banner={{ ...banner, ctaText: banner.ctaText || null, ctaUrl: banner.ctaUrl || null }} preview />
              </Box>
            ) : null}
          </Stack>
        </Paper>
      ))}
      {values.bannerMessages.length < EVENT_LIMITS.bannerMessages ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          w="fit-content"
          disabled={!canEdit}
          onClick={() =>
            form.insertListItem('bannerMessages', {
              key: newKey(),
              type: 'info',
              message: '',
              color: 'blue',
              dismissible: true,
              ctaText: '',
              ctaUrl: '',
            })
          }
        >
          {T.addBanner}
        </Button>
      ) : null}
    </Section>
  );
}
