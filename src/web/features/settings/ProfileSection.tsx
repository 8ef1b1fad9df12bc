import { Avatar, Box, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Ref } from 'react';
import { SETTINGS_MESSAGES, SETTINGS_PAGE_TEXTS as T } from '../../../contracts/settings.messages.ts';
import type { ProfileSettings } from '../../../contracts/settings.ts';
import { AVATAR_CROP, BANNER_CROP, BIO_MAX } from '../../../domain/profiles.ts';
import { FormSection as Section } from '../../ui/FormSection.tsx';
import type { SettingsFormValues } from './form.ts';
import { ImageUploadField } from './ImageUploadField.tsx';
import { PhoneField } from './PhoneField.tsx';

/** Settings > Account > Profile: banner, image, name and handle, e-mails, phone and bio (accounts-and-reporting 2.2). */
export function ProfileSection({
  form,
  input,
  profile,
  canEdit,
  publicEmailRef,
}: {
  form: UseFormReturnType<SettingsFormValues>;
  input: (field: keyof SettingsFormValues) => ReturnType<UseFormReturnType<SettingsFormValues>['getInputProps']> & { disabled: boolean };
  profile: ProfileSettings;
  canEdit: boolean;
  publicEmailRef: Ref<HTMLInputElement>;
}) {
  const isOrganization = profile.type === 'school';
  const { values } = form;
  return (
    <Section title={T.profile} description={T.profileHint}>
      <ImageUploadField
        kind="banner"
        label={T.banner}
        description={T.bannerHint(BANNER_CROP.width, BANNER_CROP.height)}
        value={values.banner}
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
              background: values.banner.url
                ? `center / cover no-repeat url("${values.banner.url}")`
                : 'linear-gradient(120deg, var(--mantine-color-violet-1), var(--mantine-color-grape-1))',
            }}
          />
        }
      />
      <ImageUploadField
        kind="avatar"
        label={isOrganization ? T.logo : T.profileImage}
        description={T.avatarHint(AVATAR_CROP.width, AVATAR_CROP.height)}
        value={values.avatar}
        output={AVATAR_CROP}
        disabled={!canEdit}
        error={form.errors.avatar}
        onChange={(v) => form.setFieldValue('avatar', v)}
        preview={<Avatar src={values.avatar.url} name={values.name} color="initials" size={96} radius={isOrganization ? 'lg' : 96} alt="" />}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={T.name} required {...input('name')} />
        <TextInput
          label={isOrganization ? T.identifier : T.username}
          required
          description={`ovation.events/${isOrganization ? 'o' : 'p'}/${values.username || '…'}`}
          {...input('username')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {!isOrganization ? <TextInput label={T.privateEmail} description={T.privateEmailHint} value={profile.email ?? ''} readOnly disabled /> : null}
        <TextInput
          id="public-email"
          ref={publicEmailRef}
          label={T.publicEmail}
          description={T.publicEmailHint}
          type="email"
          placeholder={SETTINGS_MESSAGES.emailExample}
          {...input('publicEmail')}
        />
      </SimpleGrid>
      <PhoneField value={values.phone} onChange={(v) => form.setFieldValue('phone', v)} disabled={!canEdit} error={form.errors.phone} />
      <Textarea
        label={T.bio}
        autosize
        minRows={4}
        maxRows={12}
        description={`${values.fullDescription.length}/${BIO_MAX}`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...input('fullDescription')}
      />
    </Section>
  );
}
