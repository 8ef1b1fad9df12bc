import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Input,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconArrowRight, IconCalendarRepeat, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { EVENT_MESSAGES } from '../../../../contracts/events.messages.ts';
import type { ManagedEventReply } from '../../../../contracts/events-management.ts';
import { formatInZone } from '../../../../domain/dates.ts';
import { BANNER_MESSAGE_TYPES, EVENT_CATEGORIES, EVENT_LIMITS, type EventCategory } from '../../../../domain/events.ts';
import { CURRENCIES, currencyInfo } from '../../../../domain/money.ts';
import { isKnownTimezone, timezoneOptions } from '../../../../domain/timezones.ts';
import { notifyError } from '../../../app/notify.ts';
import { AnchorLink } from '../../../ui/links.tsx';
import { ImageUploadField } from '../../settings/ImageUploadField.tsx';
import { useSaveEventDetails } from '../api.ts';
import { eventDateRange, zoneCity } from '../format.ts';
import { MapPreview } from '../MapPreview.tsx';
import { BANNER_COLORS, BannerMessageView } from '../BannerMessages.tsx';
import {
  detailsErrorAlias,
  newKey,
  toDetailsBody,
  toDetailsFormValues,
  validateDetails,
  type BannerType,
  type DetailsFormValues,
} from './details-form.ts';
import { saveHandler } from './editor-form.ts';
import { EditorForm, Section, useEditorForm } from './EditorShell.tsx';
import { ListItemHeader } from './ReorderControls.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';

/** Poster and gallery image sizes (not in the spec; docs/decisions.md). */
export const POSTER_CROP = { width: 1080, height: 1080 } as const;
export const EVENT_IMAGE_CROP = { width: 1200, height: 800 } as const;

const BANNER_TYPE_LABELS: Record<BannerType, string> = { info: 'Info', success: 'Success', warning: 'Warning', danger: 'Danger' };

function ImagesField({
  images,
  onChange,
  error,
  disabled,
}: {
  images: DetailsFormValues['images'];
  onChange: (next: DetailsFormValues['images']) => void;
  error?: React.ReactNode;
  disabled?: boolean;
}) {
  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <Input.Wrapper
      label="Images"
      description={`Shown in a gallery on the event page (${EVENT_IMAGE_CROP.width}×${EVENT_IMAGE_CROP.height}, at most ${EVENT_LIMITS.images}).`}
      error={error}
    >
      <Stack gap="sm" mt={6}>
        {images.length ? (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {images.map((image, i) => (
              <Paper key={image.uploadId} withBorder radius="md" style={{ overflow: 'hidden' }}>
                <img src={image.url} alt={`Image ${i + 1}`} style={{ display: 'block', width: '100%', aspectRatio: '3 / 2', objectFit: 'cover' }} />
                <Group gap={2} p={4} justify="space-between">
                  <Group gap={2}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Move image ${i + 1} earlier`}
                      disabled={disabled || i === 0}
                      onClick={() => move(i, i - 1)}
                    >
                      <IconArrowLeft size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Move image ${i + 1} later`}
                      disabled={disabled || i === images.length - 1}
                      onClick={() => move(i, i + 1)}
                    >
                      <IconArrowRight size={16} />
                    </ActionIcon>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove image ${i + 1}`}
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

/** Details > edit: every field of the event (the spec's /management/courses/:eventId/details/edit). */
export function DetailsForm({ reply }: { reply: ManagedEventReply }) {
  const { event, permissions } = reply;
  const canEdit = permissions.canEditDetails;
  const recurring = event.recurring;
  const save = useSaveEventDetails(event.id);

  const form = useForm<DetailsFormValues>({
    initialValues: toDetailsFormValues(event),
    validate: (values) => validateDetails(values, recurring),
  });
  const { setFormErrors, input, frame } = useEditorForm(form, canEdit);
  const values = form.values;

  const timezones = useMemo(() => {
    const options = timezoneOptions(new Date());
    if (event.timezone && !isKnownTimezone(event.timezone)) options.unshift({ value: event.timezone, label: event.timezone });
    return options;
  }, [event.timezone]);
  const currencyOptions = useMemo(() => CURRENCIES.map((c) => ({ value: c.code, label: `${c.symbol} ${c.name} (${c.code.toUpperCase()})` })), []);
  const colorOptions = useMemo(() => {
    const named = BANNER_COLORS.map((c) => ({ value: c, label: c[0]!.toUpperCase() + c.slice(1) }));
    const custom = values.bannerMessages.map((b) => b.color).filter((c) => !BANNER_COLORS.includes(c as (typeof BANNER_COLORS)[number]));
    return [...named, ...[...new Set(custom)].map((c) => ({ value: c, label: c }))];
  }, [values.bannerMessages]);
  const currency = currencyInfo(values.currency);
  const moneyProps = {
    decimalScale: currency.minorUnits,
    fixedDecimalScale: true,
    min: 0,
    prefix: currency.symbol,
    thousandSeparator: ',',
  } as const;

  const check = (path: string) => ({ ...form.getInputProps(path, { type: 'checkbox' }), disabled: !canEdit });

  const submit = form.onSubmit(
    saveHandler(form, setFormErrors, async (v) => toDetailsFormValues((await save.mutateAsync(toDetailsBody(v, recurring))).event), {
      alias: () => detailsErrorAlias,
    }),
    () => {
      setFormErrors([]);
      notifyError('Please check the highlighted fields');
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    },
  );

  const latitude = values.location.latitude === '' ? null : Number(values.location.latitude);
  const longitude = values.location.longitude === '' ? null : Number(values.location.longitude);
  const addressLine = [values.location.address, values.location.city, values.location.state].filter((p) => p.trim()).join(', ');

  return (
    <EditorForm {...frame} label="Event details" gap="lg" onSubmit={submit} saving={save.isPending}>
      <Section title="Basics" id="basics">
        <TextInput label="Event name" required maxLength={EVENT_LIMITS.name} {...input('name')} />
        <RichTextEditor
          label="Description"
          description="Tell people what to expect. Bold, italics, headings, lists and links are kept."
          value={values.description}
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

      <Section title="Poster, images and video" id="media">
        <ImageUploadField
          kind="poster"
          label="Poster"
          description={`Square image shown at the top of the event page and on event cards (${POSTER_CROP.width}×${POSTER_CROP.height}).`}
          value={values.poster}
          output={POSTER_CROP}
          disabled={!canEdit}
          error={form.errors.poster}
          onChange={(v) => form.setFieldValue('poster', v)}
          preview={
            values.poster.url ? (
              <img
                src={values.poster.url}
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
        <ImagesField images={values.images} onChange={(next) => form.setFieldValue('images', next)} error={form.errors.images} disabled={!canEdit} />
        <TextInput
          label="Video"
          description="A YouTube or Vimeo link is embedded on the event page; other links are shown as a link."
          placeholder="https://www.youtube.com/watch?v=…"
          type="url"
          {...input('videoUrl')}
        />
      </Section>

      <Section title="Date and time" id="dates" description={`Times are in the event's time zone (${zoneCity(values.timezone)}).`}>
        <Select label="Time zone" searchable data={timezones} allowDeselect={false} nothingFoundMessage="No results" {...input('timezone')} />
        {recurring ? (
          <Alert color="violet" icon={<IconCalendarRepeat size={18} />}>
            <Stack gap={4}>
              <Text fz="sm">
                This event has {reply.occurrences.length} dates
                {event.startsAt ? `, from ${eventDateRange(event.startsAt, null, event.timezone)}` : ''}
                {event.endsAt ? ` to ${formatInZone(new Date(event.endsAt), event.timezone)}` : ''}.
              </Text>
              <AnchorLink to="/management/courses/$eventId/dates" params={{ eventId: event.id }} fz="sm" fw={600}>
                Change them in the dates editor
              </AnchorLink>
            </Stack>
          </Alert>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Starts" type="datetime-local" {...input('startsAt')} />
              <TextInput label="Ends" type="datetime-local" {...input('endsAt')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Doors open" description="Optional; before the start." type="datetime-local" {...input('doorTime')} />
            </SimpleGrid>
            <Text fz="sm" c="dimmed">
              Several dates?{' '}
              <AnchorLink to="/management/courses/$eventId/dates" params={{ eventId: event.id }} fw={600}>
                Add them in the dates editor
              </AnchorLink>
              .
            </Text>
          </>
        )}
      </Section>

      <Section title="Location" id="location">
        <Input.Wrapper label="How people attend" error={form.errors.inPerson}>
          <Group gap="xl" mt={6}>
            <Checkbox label="In person" {...check('inPerson')} />
            <Checkbox label="Online (streaming)" {...check('online')} />
          </Group>
        </Input.Wrapper>
        {values.online ? (
          <TextInput
            label="Stream link"
            description="Shown only to online ticket holders."
            placeholder="https://…"
            type="url"
            {...input('broadcastUrl')}
          />
        ) : null}
        {values.inPerson ? (
          <>
            <Input.Wrapper label="Venue">
              <Box mt={6}>
                <SegmentedControl
                  data={[
                    { value: 'venue', label: 'Enter the venue' },
                    { value: 'tba', label: 'To be announced' },
                  ]}
                  {...input('locationSetting')}
                />
              </Box>
            </Input.Wrapper>
            {values.locationSetting === 'venue' ? (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput label="Venue name" maxLength={EVENT_LIMITS.locationName} {...input('location.name')} />
                  <TextInput label="Address" maxLength={EVENT_LIMITS.address} {...input('location.address')} />
                  <TextInput label="City" maxLength={EVENT_LIMITS.city} {...input('location.city')} />
                  <TextInput label="State or region" maxLength={EVENT_LIMITS.state} {...input('location.state')} />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  <NumberInput label="Latitude" decimalScale={6} min={-90} max={90} step={0.0001} hideControls {...input('location.latitude')} />
                  <NumberInput label="Longitude" decimalScale={6} min={-180} max={180} step={0.0001} hideControls {...input('location.longitude')} />
                  <TextInput
                    label="Place ID"
                    description="Optional map place identifier."
                    maxLength={EVENT_LIMITS.placeId}
                    {...input('location.googlePlaceId')}
                  />
                </SimpleGrid>
                <MapPreview
                  latitude={Number.isFinite(latitude) ? latitude : null}
                  longitude={Number.isFinite(longitude) ? longitude : null}
                  title={values.location.name || null}
                  address={addressLine || null}
                />
              </>
            ) : (
              <Text fz="sm" c="dimmed">
                The event page shows the location as “{EVENT_MESSAGES.locationTba}”. Enter the venue when it is known.
              </Text>
            )}
          </>
        ) : null}
      </Section>

      <Section title="Tickets and checkout" id="checkout">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select label="Currency" data={currencyOptions} allowDeselect={false} {...input('currency')} />
          <TextInput
            label="Purchase button text"
            placeholder="Get Tickets"
            maxLength={EVENT_LIMITS.purchaseButtonText}
            description="Shown on the event page's ticket button."
            {...input('purchaseButtonText')}
          />
        </SimpleGrid>
        <Textarea
          label="Checkout banner message"
          description="Shown at the top of checkout."
          autosize
          minRows={2}
          maxLength={EVENT_LIMITS.checkoutBannerMessage}
          {...input('checkoutBannerMessage')}
        />
        <Radio.Group label="Attendee information" {...input('collectInformationSetting')}>
          <Stack gap={6} mt={6}>
            <Radio value="each-attendee" label="Ask for the name of each attendee" disabled={!canEdit} />
            <Radio value="only-buyer" label="Ask the buyer only" disabled={!canEdit} />
          </Stack>
        </Radio.Group>
        <Stack gap="sm">
          <Switch
            label="Private event"
            description="Not listed in explore, search or profiles; anyone with the link can buy."
            {...check('private')}
          />
          <Switch label="Refunds allowed" description="Shown on the event page as the refund policy." {...check('refundsAllowed')} />
          <Switch
            label="Ticket transfers allowed"
            description="Ticket holders may transfer a ticket to someone else."
            {...check('transferAllowed')}
          />
          <Switch label="Ticket cancellations allowed" description="Ticket holders may cancel their ticket." {...check('cancelAllowed')} />
          {values.cancelAllowed ? (
            <NumberInput
              label="Cancellation deadline"
              description="Hours before the start after which tickets can no longer be cancelled (empty: until the start)."
              suffix=" hours"
              min={0}
              max={EVENT_LIMITS.cancelDeadlineHours}
              allowDecimal={false}
              maw={320}
              {...input('cancelDeadlineHours')}
            />
          ) : null}
        </Stack>
      </Section>

      <Section title="Donations" id="donations" description="Let buyers add a donation to their order.">
        <Switch label="Accept donations at checkout" {...check('donationEnabled')} />
        {values.donationEnabled ? (
          <>
            <TextInput label="Donation title" maxLength={EVENT_LIMITS.donationTitle} placeholder="Support the artists" {...input('donationTitle')} />
            <Textarea
              label="Donation description"
              autosize
              minRows={2}
              maxLength={EVENT_LIMITS.donationDescription}
              {...input('donationDescription')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NumberInput label="Suggested amount" {...moneyProps} {...input('donationSuggestedAmount')} />
              <NumberInput label="Maximum amount" description="Larger donations are capped." {...moneyProps} {...input('donationMaximum')} />
            </SimpleGrid>
            <Checkbox label="Add the suggested donation to every order automatically" {...check('donationIncludeAutomatically')} />
          </>
        ) : null}
      </Section>

      <Section title="Marketing consents" id="marketing" description="Checkboxes buyers may tick at checkout.">
        <Checkbox label="Ask buyers whether they want news from you" {...check('marketingConsentOwner')} />
        <Checkbox label="Ask buyers whether they want news from Ovation" {...check('marketingConsentProduct')} />
      </Section>

      <Section
        title="Banner messages"
        id="banners"
        description={`Announcements at the top of the event page (at most ${EVENT_LIMITS.bannerMessages}).`}
      >
        {values.bannerMessages.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No banner messages.
          </Text>
        ) : null}
        {values.bannerMessages.map((banner, i) => (
          <Paper key={banner.key} withBorder radius="md" p="md" bg="gray.0">
            <Stack gap="sm">
              <ListItemHeader
                title={`Message ${i + 1}`}
                noun="message"
                index={i}
                count={values.bannerMessages.length}
                disabled={!canEdit}
                onMove={(from, to) => form.reorderListItem('bannerMessages', { from, to })}
                onRemove={() => form.removeListItem('bannerMessages', i)}
                iconSize={16}
              />
              <Textarea
                label="Message"
                required
                autosize
                minRows={2}
                maxLength={EVENT_LIMITS.bannerMessage}
                {...input(`bannerMessages.${i}.message`)}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <Select
                  label="Type"
                  data={BANNER_MESSAGE_TYPES.map((t) => ({ value: t, label: BANNER_TYPE_LABELS[t] }))}
                  allowDeselect={false}
                  {...input(`bannerMessages.${i}.type`)}
                />
                <Select label="Colour" data={colorOptions} allowDeselect={false} {...input(`bannerMessages.${i}.color`)} />
                <Box pt={{ base: 0, sm: 30 }}>
                  <Switch label="Visitors can dismiss it" {...check(`bannerMessages.${i}.dismissible`)} />
                </Box>
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label="Button text"
                  description="Optional call to action."
                  maxLength={EVENT_LIMITS.ctaText}
                  {...input(`bannerMessages.${i}.ctaText`)}
                />
                <TextInput label="Button link" placeholder="https://…" {...input(`bannerMessages.${i}.ctaUrl`)} />
              </SimpleGrid>
              {banner.message.trim() ? (
                <Box>
                  <Text fz="xs" c="dimmed" mb={4}>
                    Preview
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
            Add a banner message
          </Button>
        ) : null}
      </Section>
    </EditorForm>
  );
}
