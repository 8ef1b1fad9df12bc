import { Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import {
  MEMBERSHIP_AREA_TEXTS as A,
  MEMBERSHIP_LIMITS,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_PAGE_STATUSES,
  MEMBERSHIP_SETTINGS_TEXTS as T,
} from '../../../contracts/memberships.messages.ts';
import type { ProfileType } from '../../../domain/profiles.ts';
import { errorMessage } from '../../app/http.ts';
import { notifySuccess, showToast } from '../../app/notify.ts';
import { applyServerFieldErrors } from '../../ui/form/field-errors.ts';
import { SegmentedField } from '../../ui/form/SegmentedField.tsx';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { useLeaveGuard } from '../../ui/form/useLeaveGuard.tsx';
import { CopyLinkField } from '../../ui/CopyLinkField.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { SettingsSkeleton } from '../settings/index.ts';
import { membershipSettingsQuery, useSaveMembershipSettings, type MembershipSettings } from './api.ts';
import { PayoutsFirstAlert } from './MembershipStates.tsx';
import { LEAVE_TEXTS } from './RecordForm.tsx';
import { membershipPageLink, toSettingsBody, toSettingsFormValues, validateSettings, withStatus, type SettingsFormValues } from './settings-form.ts';

/** How long 'Link copied' shows on the copy button. */
const LINK_COPIED_MS = 3_000;

const STATUS_OPTIONS = MEMBERSHIP_PAGE_STATUSES.map((value) => ({ value, label: T.statuses[value] }));

interface Owner {
  id: string;
  type: ProfileType;
  username: string;
}

function SettingsForm({ owner, settings }: { owner: Owner; settings: MembershipSettings }) {
  const save = useSaveMembershipSettings(owner.id);
  const form = useForm<SettingsFormValues>({ initialValues: toSettingsFormValues(settings), validate: validateSettings });
  const feedback = useFormFeedback(form);
  const leaveModal = useLeaveGuard(() => form.isDirty(), LEAVE_TEXTS);
  const values = form.values;
  const link = membershipPageLink(window.location.origin, owner.type, owner.username, values);

  const submit = form.onSubmit(
    async (v) => {
      try {
        const fresh = toSettingsFormValues(await save.mutateAsync(toSettingsBody(v)));
        form.setInitialValues(fresh);
        form.setValues(fresh);
        form.resetDirty(fresh);
        notifySuccess(MEMBERSHIP_MESSAGES.settingsUpdated);
      } catch (error) {
        applyServerFieldErrors(form, error);
        showToast({ color: 'red', message: MEMBERSHIP_MESSAGES.settingsFailed, autoClose: MEMBERSHIP_MESSAGES.settingsErrorMs });
        feedback.reveal();
      }
    },
    () => feedback.refused(),
  );

  return (
    <form ref={feedback.ref} onSubmit={submit} noValidate aria-label={T.formLabel}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={880}>
        <Stack gap="lg">
          <TextInput
            label={T.heroTitle}
            placeholder={T.heroTitlePlaceholder}
            description={A.characters(values.title.length, MEMBERSHIP_LIMITS.heroTitle)}
            maxLength={MEMBERSHIP_LIMITS.heroTitle}
            {...form.getInputProps('title')}
          />
          <Textarea
            label={T.description}
            description={A.characters(values.description.length, MEMBERSHIP_LIMITS.settingsDescription)}
            autosize
            minRows={3}
            maxLength={MEMBERSHIP_LIMITS.settingsDescription}
            {...form.getInputProps('description')}
          />
          <SegmentedField
            label={T.status}
            description={values.status === 'private' ? T.privateHint : undefined}
            error={form.errors.status}
            data={STATUS_OPTIONS}
            value={values.status}
            onChange={(v) => form.setValues(withStatus(form.getValues(), v === 'private' ? 'private' : 'public'))}
          />
          <CopyLinkField
            label={values.status === 'private' ? T.privateLink : T.pageUrl}
            link={link}
            texts={{ copy: T.copyLink, copied: T.linkCopied }}
            copiedFor={LINK_COPIED_MS}
            checkWhenCopied
          />
          <Text fz="sm" c="dimmed">
            {T.feeNote(settings.feePercent)}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {A.save}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {leaveModal}
    </form>
  );
}

/** Memberships > Settings (content-management 2.2, 8): the public page's hero text, description and visibility. */
export function MembershipSettingsPanel({ owner }: { owner: Owner }) {
  const settings = useQuery(membershipSettingsQuery(owner.id));
  if (settings.isPending) return <SettingsSkeleton />;
  if (settings.isError) return <RetryAlert message={errorMessage(settings.error, T.loadFailed)} onRetry={() => void settings.refetch()} />;
  return (
    <>
      {settings.data.stripeConnected ? null : <PayoutsFirstAlert username={owner.username} />}
      <SettingsForm owner={owner} settings={settings.data} />
    </>
  );
}
