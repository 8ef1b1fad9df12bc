import { Alert, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { SETTINGS_MESSAGES, SETTINGS_PAGE_TEXTS as T } from '../../../contracts/settings.messages.ts';
import type { SettingsReply } from '../../../contracts/settings.ts';
import { isKnownTimezone, timezoneOptions } from '../../../domain/timezones.ts';
import { notifySuccess } from '../../app/notify.ts';
import { EditorFrame } from '../../ui/form/EditorFrame.tsx';
import { CHECK_FIELDS, DISCARD_CHANGES } from '../../ui/form/texts.ts';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { FormSection as Section } from '../../ui/FormSection.tsx';
import { refreshAfterSave, useSaveSettings } from './api.ts';
import { DeleteProfileSection } from './DeleteProfileSection.tsx';
import { SOCIAL_FIELDS, TRACKING_FIELDS, settingsErrorAlias, settingsValidation, toFormValues, toSaveBody, type SettingsFormValues } from './form.ts';
import { ProfileSection } from './ProfileSection.tsx';

const READ_ONLY = (
  <Alert color="gray" icon={<IconLock size={18} />}>
    {T.readOnly}
  </Alert>
);

/** Settings > Account (accounts-and-reporting 2.2, 5, 8), on the form kit's frame. */
export function AccountSettingsForm({ reply }: { reply: SettingsReply }) {
  const { profile, currencies, canEdit, canDelete } = reply;
  const isOrganization = profile.type === 'school';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hash = useLocation({ select: (l) => l.hash });
  const save = useSaveSettings();
  // Set while the page itself moves away (a new handle, a deletion): that is no leaving with unsaved changes.
  const leaving = useRef(false);
  const publicEmailRef = useRef<HTMLInputElement>(null);

  const form = useForm<SettingsFormValues>({
    initialValues: toFormValues(profile),
    validate: settingsValidation,
  });
  const feedback = useFormFeedback(form);

  // A route fragment #public-email focuses the public email field.
  useEffect(() => {
    if (hash === 'public-email' && publicEmailRef.current) {
      publicEmailRef.current.scrollIntoView({ block: 'center' });
      publicEmailRef.current.focus();
    }
  }, [hash]);

  const timezones = useMemo(() => {
    const options = timezoneOptions(new Date());
    if (profile.timezone && !isKnownTimezone(profile.timezone)) options.unshift({ value: profile.timezone, label: profile.timezone });
    return options;
  }, [profile.timezone]);

  const currencyOptions = useMemo(
    () =>
      currencies.map((c) => ({
        value: c.currency,
        label: `${c.symbol} ${c.name} (${c.currency.toUpperCase()})`,
      })),
    [currencies],
  );

  const submit = form.onSubmit(
    async (values) => {
      feedback.setFormErrors([]);
      try {
        const result = await save.mutateAsync({ id: profile.id, body: toSaveBody(values, profile.type) });
        const next = result?.profile
          ? toFormValues(result.profile)
          : { ...values, avatar: { url: values.avatar.url }, banner: { url: values.banner.url } };
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        notifySuccess(SETTINGS_MESSAGES.saved);
        const newHandle = (result?.profile?.username ?? values.username).trim();
        if (newHandle.toLowerCase() !== profile.username.toLowerCase()) {
          leaving.current = true;
          // Leave the old address first: refreshing while on it would ask the server for a handle that is gone.
          await navigate({
            to: '/manage/$username/settings/account',
            params: { username: newHandle },
            replace: true,
          });
          leaving.current = false;
        }
        await refreshAfterSave(queryClient);
      } catch (error) {
        const { saveFailed } = SETTINGS_MESSAGES;
        feedback.serverRefused(error, { alias: settingsErrorAlias, fallback: saveFailed, toast: saveFailed });
      }
    },
    (errors, values) => feedback.refused({ toast: errors.username && !values.username.trim() ? SETTINGS_MESSAGES.usernameMissing : CHECK_FIELDS }),
  );

  const input = <K extends keyof SettingsFormValues>(field: K) => ({
    ...form.getInputProps(field),
    disabled: !canEdit,
  });

  return (
    <EditorFrame
      form={form}
      feedback={feedback}
      label={T.formLabel}
      canEdit={canEdit}
      readOnlyNotice={READ_ONLY}
      gap="lg"
      maw={880}
      onSubmit={submit}
      saving={save.isPending}
      blockLeave={() => !leaving.current}
      discardTexts={{ ...DISCARD_CHANGES, title: SETTINGS_MESSAGES.discard }}
    >
      {isOrganization && !profile.publicEmail ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="alert">
          {SETTINGS_MESSAGES.publicEmailWarning}
        </Alert>
      ) : null}

      <ProfileSection form={form} input={input} profile={profile} canEdit={canEdit} publicEmailRef={publicEmailRef} />

      <Section title={T.preferences}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select label={T.timezone} searchable data={timezones} allowDeselect={false} nothingFoundMessage={T.noResults} {...input('timezone')} />
          <Select label={T.currency} data={currencyOptions} allowDeselect={false} {...input('currency')} />
        </SimpleGrid>
      </Section>

      <Section title={T.socialLinks}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {SOCIAL_FIELDS.map((f) => (
            <TextInput key={f.key} label={f.label} placeholder={f.placeholder} type="url" {...input(f.key)} />
          ))}
        </SimpleGrid>
      </Section>

      <Section title={T.tracking} description={T.trackingHint}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {TRACKING_FIELDS.map((f) => (
            <TextInput key={f.key} label={f.label} placeholder={f.placeholder} {...input(f.key)} />
          ))}
        </SimpleGrid>
      </Section>

      {canDelete ? <DeleteProfileSection reply={reply} onLeave={() => (leaving.current = true)} /> : null}
    </EditorFrame>
  );
}
