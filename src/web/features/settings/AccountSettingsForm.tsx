import { Alert, Avatar, Box, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { SETTINGS_MESSAGES } from '../../../contracts/settings.messages.ts';
import type { SettingsReply } from '../../../contracts/settings.ts';
import { AVATAR_CROP, BANNER_CROP, BIO_MAX } from '../../../domain/profiles.ts';
import { isKnownTimezone, timezoneOptions } from '../../../domain/timezones.ts';
import { isApiError } from '../../app/http.ts';
import { notifyApiError, notifyError, notifySuccess } from '../../app/notify.ts';
import { clearAccessToken } from '../../app/token.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { FormSection as Section } from '../../ui/FormSection.tsx';
import { SaveBar, useUnsavedChangesGuard } from '../../ui/unsaved.tsx';
import { useFocusFirstError } from '../../ui/useFocusFirstError.ts';
import { applyFieldErrors } from '../accounts/forms.ts';
import { useSession } from '../accounts/api.ts';
import {
  SETTINGS_FIELD_ALIASES,
  SETTINGS_FORM_FIELDS,
  SOCIAL_FIELDS,
  TRACKING_FIELDS,
  settingsValidation,
  toFormValues,
  toSaveBody,
  type SettingsFormValues,
} from './form.ts';
import { forgetDeletedProfile, refreshAfterSave, settingsQuery, useDeleteProfile, useSaveSettings } from './api.ts';
import { ImageUploadField } from './ImageUploadField.tsx';
import { PhoneField } from './PhoneField.tsx';

/** Settings > Account (accounts-and-reporting 2.2, 5, 8). */
export function AccountSettingsForm({ reply }: { reply: SettingsReply }) {
  const { profile, currencies, canEdit, canDelete, deleteRefusal } = reply;
  const isOrganization = profile.type === 'school';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hash = useLocation({ select: (l) => l.hash });
  const { user } = useSession();
  const save = useSaveSettings();
  const remove = useDeleteProfile();
  const leaving = useRef(false);
  const publicEmailRef = useRef<HTMLInputElement>(null);
  const { ref: formRef, focusFirstError } = useFocusFirstError<HTMLFormElement>();

  const form = useForm<SettingsFormValues>({
    initialValues: toFormValues(profile),
    validate: settingsValidation,
  });
  const dirty = form.isDirty();

  // A route fragment #public-email focuses the public email field.
  useEffect(() => {
    if (hash === 'public-email' && publicEmailRef.current) {
      publicEmailRef.current.scrollIntoView({ block: 'center' });
      publicEmailRef.current.focus();
    }
  }, [hash]);

  const unsavedModal = useUnsavedChangesGuard(() => form.isDirty() && !leaving.current);

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
        if (applyFieldErrors(error, form.setFieldError, SETTINGS_FORM_FIELDS, SETTINGS_FIELD_ALIASES)) focusFirstError();
        notifyError(SETTINGS_MESSAGES.saveFailed);
      }
    },
    (errors, values) => {
      notifyError(errors.username && !values.username.trim() ? SETTINGS_MESSAGES.usernameMissing : SETTINGS_MESSAGES.checkFields);
      focusFirstError();
    },
  );

  const discard = async () => {
    if (!form.isDirty()) return;
    if (
      await confirmAction({ title: SETTINGS_MESSAGES.discard, message: 'Your unsaved changes will be lost.', confirmLabel: 'Discard', danger: true })
    ) {
      form.reset();
    }
  };

  const deleteProfile = async () => {
    // Ask the server first: a refusal (the person still owns an organization) is said before the irreversible confirmation.
    const fresh = await queryClient.fetchQuery({ ...settingsQuery(profile.username), staleTime: 0 }).catch(() => reply);
    if (fresh.deleteRefusal) {
      notifyError(fresh.deleteRefusal);
      return;
    }
    const confirmed = await confirmAction({
      title: SETTINGS_MESSAGES.deleteQuestion(isOrganization ? 'organization' : 'account'),
      message: `This action is irreversible: the ${isOrganization ? 'organization' : 'account'} and its settings will be deleted permanently.`,
      confirmLabel: 'Confirm Deletion',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(profile.id);
      leaving.current = true;
      if (user && user.id === profile.id) clearAccessToken();
      notifySuccess(SETTINGS_MESSAGES.deleted);
      await navigate({ to: '/', replace: true });
      await forgetDeletedProfile(queryClient);
    } catch (error) {
      notifyApiError(error, isApiError(error) ? error.message : 'Unable to delete. Please try again later.');
    }
  };

  const input = <K extends keyof SettingsFormValues>(field: K) => ({
    ...form.getInputProps(field),
    disabled: !canEdit,
  });

  const bioLength = form.values.fullDescription.length;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Account settings">
      <Stack gap="lg" maw={880}>
        {!canEdit ? (
          <Alert color="gray" icon={<IconLock size={18} />}>
            You can view these settings. Only owners and admins can change them.
          </Alert>
        ) : null}
        {isOrganization && !profile.publicEmail ? (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="alert">
            {SETTINGS_MESSAGES.publicEmailWarning}
          </Alert>
        ) : null}

        <Section title="Profile" description="How you appear on Ovation.">
          <ImageUploadField
            kind="banner"
            label="Banner"
            description={`Shown at the top of your public profile (${BANNER_CROP.width}×${BANNER_CROP.height}).`}
            value={form.values.banner}
            output={BANNER_CROP}
            disabled={!canEdit}
            error={form.errors.banner}
            onChange={(v) => form.setFieldValue('banner', v)}
            preview={
              <Box
                data-testid="banner-preview"
                style={{
                  aspectRatio: `${BANNER_CROP.width} / ${BANNER_CROP.height}`,
                  borderRadius: 10,
                  border: '1px solid var(--mantine-color-gray-3)',
                  background: form.values.banner.url
                    ? `center / cover no-repeat url("${form.values.banner.url}")`
                    : 'linear-gradient(120deg, var(--mantine-color-violet-1), var(--mantine-color-grape-1))',
                }}
              />
            }
          />
          <ImageUploadField
            kind="avatar"
            label={isOrganization ? 'Logo' : 'Profile image'}
            description={`Square image (${AVATAR_CROP.width}×${AVATAR_CROP.height}).`}
            value={form.values.avatar}
            output={AVATAR_CROP}
            disabled={!canEdit}
            error={form.errors.avatar}
            onChange={(v) => form.setFieldValue('avatar', v)}
            preview={
              <Avatar src={form.values.avatar.url} name={form.values.name} color="initials" size={96} radius={isOrganization ? 'lg' : 96} alt="" />
            }
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Name" required {...input('name')} />
            <TextInput
              label={isOrganization ? 'Identifier' : 'Username'}
              required
              description={`ovation.events/${isOrganization ? 'o' : 'p'}/${form.values.username || '…'}`}
              {...input('username')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {!isOrganization ? (
              <TextInput label="Private email" description="Used to sign in; only you can see it." value={profile.email ?? ''} readOnly disabled />
            ) : null}
            <TextInput
              id="public-email"
              ref={publicEmailRef}
              label="Public email"
              description="Shown on your profile so patrons can reach you."
              type="email"
              placeholder="name@example.com"
              {...input('publicEmail')}
            />
          </SimpleGrid>
          <PhoneField value={form.values.phone} onChange={(v) => form.setFieldValue('phone', v)} disabled={!canEdit} error={form.errors.phone} />
          <Textarea
            label="Bio"
            autosize
            minRows={4}
            maxRows={12}
            description={`${bioLength}/${BIO_MAX}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...input('fullDescription')}
          />
        </Section>

        <Section title="Preferences">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select label="Timezone" searchable data={timezones} allowDeselect={false} nothingFoundMessage="No results" {...input('timezone')} />
            <Select label="Currency" data={currencyOptions} allowDeselect={false} {...input('currency')} />
          </SimpleGrid>
        </Section>

        <Section title="Social links">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {SOCIAL_FIELDS.map((f) => (
              <TextInput key={f.key} label={f.label} placeholder={f.placeholder} type="url" {...input(f.key)} />
            ))}
          </SimpleGrid>
        </Section>

        <Section title="Tracking" description="Measure visits and sales on your event pages.">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {TRACKING_FIELDS.map((f) => (
              <TextInput key={f.key} label={f.label} placeholder={f.placeholder} {...input(f.key)} />
            ))}
          </SimpleGrid>
        </Section>

        {canDelete ? (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} style={{ borderColor: 'var(--mantine-color-red-3)' }}>
            <Group justify="space-between" gap="md">
              <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
                <Text fw={700}>{isOrganization ? 'Delete organization' : 'Delete account'}</Text>
                <Text c="dimmed" fz="sm">
                  {isOrganization
                    ? 'Permanently delete this organization. This cannot be undone.'
                    : 'Permanently delete your account. This cannot be undone.'}
                </Text>
                {deleteRefusal ? (
                  <Text fz="sm" c="red.8" role="status">
                    {deleteRefusal}
                  </Text>
                ) : null}
              </Stack>
              <Button color="red" variant="light" onClick={() => void deleteProfile()} loading={remove.isPending} disabled={!!deleteRefusal}>
                {isOrganization ? 'Delete organization' : 'Delete account'}
              </Button>
            </Group>
          </Paper>
        ) : null}

        {canEdit ? <SaveBar dirty={dirty} saving={save.isPending} onDiscard={() => void discard()} /> : null}
      </Stack>

      {unsavedModal}
    </form>
  );
}
