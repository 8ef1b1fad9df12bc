import { Avatar, Box, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Ref } from 'react';
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
    <Section title="Profile" description="How you appear on Ovation.">
      <ImageUploadField
        kind="banner"
        label="Banner"
        description={`Shown at the top of your public profile (${BANNER_CROP.width}×${BANNER_CROP.height}).`}
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
        label={isOrganization ? 'Logo' : 'Profile image'}
        description={`Square image (${AVATAR_CROP.width}×${AVATAR_CROP.height}).`}
        value={values.avatar}
        output={AVATAR_CROP}
        disabled={!canEdit}
        error={form.errors.avatar}
        onChange={(v) => form.setFieldValue('avatar', v)}
        preview={<Avatar src={values.avatar.url} name={values.name} color="initials" size={96} radius={isOrganization ? 'lg' : 96} alt="" />}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Name" required {...input('name')} />
        <TextInput
          label={isOrganization ? 'Identifier' : 'Username'}
          required
          description={`ovation.events/${isOrganization ? 'o' : 'p'}/${values.username || '…'}`}
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
      <PhoneField value={values.phone} onChange={(v) => form.setFieldValue('phone', v)} disabled={!canEdit} error={form.errors.phone} />
      <Textarea
        label="Bio"
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
