import { Alert, Autocomplete, Box, Button, CloseButton, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconHistory, IconMapPin } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, type ChangeEvent } from 'react';
import { ApiError, CLIENT_REASONS } from '../../app/http.ts';
import { notifySuccess } from '../../app/notify.ts';
import { FormSection } from '../../ui/FormSection.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { FormActions } from '../../ui/form/FormActions.tsx';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { LEAVE_UNSAVED } from '../../ui/form/texts.ts';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { useLeaveGuard } from '../../ui/form/useLeaveGuard.tsx';
import { SettingsSkeleton } from '../settings/index.ts';
import { createLocation, payoutsQuery, registerReader, useRefreshAfterReader } from './api.ts';
import {
  ADDRESS_SUGGEST_MIN,
  EMPTY_CARD_READER,
  cardReaderProblems,
  formFieldOf,
  locationBodyOf,
  locationKey,
  matchSuggestions,
  suggestionLabel,
  usStateCode,
  type AddressSuggestion,
  type CardReaderField,
  type CardReaderValues,
} from './card-reader-form.ts';
import { ownerVenuesQuery, readSavedLocations, rememberLocation } from './suggestions.ts';
import { CARD_READER_PAGE_TEXTS as T, PAYOUT_MESSAGES } from './texts.ts';

/** The page's own wording of a server refusal: not connected (409), the server's message, else a general one. */
function serverMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.message && error.reason !== CLIENT_REASONS.noErrorBody) {
    return error.status === 409 ? PAYOUT_MESSAGES.notConnected : error.message;
  }
  return PAYOUT_MESSAGES.readerAddFailed;
}

/** Every field an address suggestion fills; picking one clears their errors. */
const ADDRESS_FIELDS = ['address', 'city', 'state', 'stateCode', 'zipcode', 'lat', 'long'] as const;

/**
 * The add-card-reader page (accounts-and-reporting 2.2, 5, 8): the reader's name and pairing code, then where it
 * is used (US only). There is no maps service: the address field suggests, after 3 typed characters, places the
 * owner used before (locations saved on this device, venues of their events); otherwise the address is typed in
 * full. Saving stores the location, then pairs the reader there. Close returns to the payouts settings.
 */
export function AddCardReaderPage({ ownerId, username }: { ownerId: string; username: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterReader(ownerId);
  const payouts = useQuery(payoutsQuery(ownerId));
  const form = useForm<CardReaderValues>({
    initialValues: EMPTY_CARD_READER,
    validate: (v) => cardReaderProblems(v)?.fieldErrors ?? {},
  });
  const feedback = useFormFeedback(form);
  const values = form.values;
  const done = useRef(false);
  // A location saved by an attempt whose pairing failed is used again while its fields stay the same.
  const savedLocation = useRef<{ key: string; id: string } | null>(null);
  const saved = useMemo(() => readSavedLocations(ownerId), [ownerId]);
  const wantsSuggestions = values.address.trim().length >= ADDRESS_SUGGEST_MIN;
  const venues = useQuery({ ...ownerVenuesQuery(queryClient, ownerId), enabled: wantsSuggestions });
  const suggestions = useMemo(() => matchSuggestions([...saved, ...(venues.data ?? [])], values.address), [saved, venues.data, values.address]);

  const guard = useLeaveGuard(() => form.isDirty() && !done.current, LEAVE_UNSAVED);
  const close = () => void navigate({ to: '/manage/$username/settings/payouts', params: { username } });

  const set = (field: CardReaderField, value: string) => {
    const before = form.getValues();
    form.setFieldValue(field, value);
    // The state code follows a typed US state name until it is typed itself.
    if (field === 'state' && (!before.stateCode || before.stateCode === usStateCode(before.state)))
      form.setFieldValue('stateCode', usStateCode(value));
  };

  const pick = (s: AddressSuggestion) => {
    const v = form.getValues();
    const next: Partial<CardReaderValues> = {
      address: s.address,
      city: s.city,
      state: s.state,
      stateCode: s.stateCode || usStateCode(s.state),
      zipcode: s.zipcode || v.zipcode,
      lat: s.lat === null ? '' : String(s.lat),
      long: s.long === null ? '' : String(s.long),
      venueName: v.venueName || s.venueName,
      apartment: v.apartment || s.apartment || '',
    };
    // Field by field: setting all values at once would clear the errors of the reader's fields too.
    for (const [field, value] of Object.entries(next) as [CardReaderField, string][]) if (value !== v[field]) form.setFieldValue(field, value);
    ADDRESS_FIELDS.forEach((f) => form.clearFieldError(f));
  };

  /** The location (saved once per set of address fields), then the reader paired there; a refusal stops at its step. */
  const save = async (v: CardReaderValues) => {
    feedback.setFormErrors([]);
    const key = locationKey(v);
    let locationId = savedLocation.current?.key === key ? savedLocation.current.id : null;
    let step: 'location' | 'reader' = 'location';
    try {
      if (!locationId) {
        const reply = await createLocation(locationBodyOf(v, ownerId));
        locationId = reply.location.id;
        savedLocation.current = { key, id: locationId };
        rememberLocation(ownerId, reply.location);
      }
      step = 'reader';
      await registerReader({ ownerId, name: v.name.trim(), pairingCode: v.pairingCode.trim(), locationId });
    } catch (error) {
      const fallback = PAYOUT_MESSAGES.readerAddFailed;
      return feedback.serverRefused(error, { alias: (k) => formFieldOf(step, k), fallback, formMessage: serverMessage(error) });
    }
    done.current = true;
    notifySuccess(PAYOUT_MESSAGES.readerAdded);
    await refresh();
    void navigate({ to: '/manage/$username/settings/payouts', params: { username } });
  };

  const submit = form.onSubmit(save, (_errors, v) => {
    const problems = cardReaderProblems(v);
    feedback.refused({ messages: problems ? [problems.message] : [] });
  });

  if (payouts.isPending) return <SettingsSkeleton />;
  const notConnected = payouts.data ? !payouts.data.connected : false;

  const input = (field: CardReaderField) => ({
    ...form.getInputProps(field),
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field, e.currentTarget.value),
  });

  return (
    <Box maw={880} component="form" ref={feedback.ref} onSubmit={submit} noValidate aria-label={T.title}>
      {guard}
      <Group justify="space-between" align="center" mb="lg">
        <Title order={2} fz={22}>
          {T.title}
        </Title>
        <CloseButton size="lg" aria-label={T.close} onClick={close} />
      </Group>
      <Stack gap="lg">
        {notConnected ? (
          <Alert color="orange" variant="light" title={PAYOUT_MESSAGES.notConnected}>
            <ButtonLink to="/manage/$username/settings/payouts" params={{ username }} size="xs" variant="light" mt="xs">
              {T.goToPayouts}
            </ButtonLink>
          </Alert>
        ) : null}
        <FormSection title={T.reader} description={T.readerHint}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={T.name} placeholder={T.namePlaceholder} required maxLength={100} {...input('name')} />
            <TextInput
              label={T.pairingCode}
              placeholder={T.pairingCodePlaceholder}
              required
              maxLength={40}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              description={T.pairingCodeHint}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...input('pairingCode')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={T.location} description={T.locationHint}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={T.venueName} placeholder={T.venueNamePlaceholder} required maxLength={200} {...input('venueName')} />
            <TextInput label={T.apartment} placeholder={T.apartmentPlaceholder} required maxLength={100} {...input('apartment')} />
          </SimpleGrid>
          <Autocomplete
            label={T.address}
            placeholder={T.addressPlaceholder}
            required
            maxLength={300}
            value={values.address}
            onChange={(v) => set('address', v)}
            error={form.errors.address}
            data={suggestions.map(suggestionLabel)}
            filter={({ options }) => options}
            onOptionSubmit={(label) => {
              const s = suggestions.find((x) => suggestionLabel(x) === label);
              if (s) pick(s);
            }}
            renderOption={({ option }) => {
              const s = suggestions.find((x) => suggestionLabel(x) === option.value);
              return (
                <Group gap="xs" wrap="nowrap">
                  {s?.source === 'saved' ? <IconHistory size={16} /> : <IconMapPin size={16} />}
                  <Box style={{ minWidth: 0 }}>
                    <Text fz="sm" truncate>
                      {option.value}
                    </Text>
                    {s ? (
                      <Text fz="xs" c="dimmed" truncate>
                        {s.venueName ? `${s.venueName} · ` : ''}
                        {s.source === 'saved' ? T.savedSuggestion : T.venueSuggestion}
                      </Text>
                    ) : null}
                  </Box>
                </Group>
              );
            }}
            comboboxProps={{ withinPortal: true }}
            description={T.addressHint(ADDRESS_SUGGEST_MIN)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <TextInput label={T.city} required maxLength={100} {...input('city')} />
            <TextInput label={T.state} required maxLength={100} {...input('state')} />
            <TextInput label={T.stateCode} placeholder="NY" required maxLength={10} {...input('stateCode')} />
            <TextInput label={T.zipCode} required maxLength={20} inputMode="numeric" {...input('zipcode')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
            <TextInput label={T.latitude} placeholder="40.7484" inputMode="decimal" {...input('lat')} />
            <TextInput label={T.longitude} placeholder="-73.9857" inputMode="decimal" {...input('long')} />
            <TextInput label={T.country} value={T.countryValue} readOnly disabled />
          </SimpleGrid>
        </FormSection>

        <FormErrors messages={feedback.formErrors} testId="card-reader-error" />

        <FormActions
          cancel={
            <Button variant="default" onClick={close} disabled={form.submitting}>
              {T.close}
            </Button>
          }
          busy={form.submitting}
          disabled={notConnected}
        />
      </Stack>
    </Box>
  );
}
