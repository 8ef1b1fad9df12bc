import { Button, Group, Paper, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { WEEKLY_REPORT_LIMITS, WEEKLY_REPORT_TEXTS as T } from '../../../contracts/apps.messages.ts';
import { notifyError, notifySuccess } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { applyServerFieldErrors } from '../../ui/form/field-errors.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { useRemoveWeeklyReport, useSaveWeeklyReport, weeklyReportQuery } from './api.ts';
import { failureMessage } from './failure.ts';

const SAVE_TEXTS = { failed: T.saveFailed, error: T.saveError };
const REMOVE_TEXTS = { failed: T.removeFailed, error: T.removeError };

interface Owner {
  ownerId: string;
  username: string;
}

/** Blank, or commas only: the spec's message without asking the server (which checks the rest). */
const emailsError = (value: string) => (value.replaceAll(',', '').trim() ? null : T.atLeastOne);

function WeeklyReportForm({ ownerId, username, saved }: Owner & { saved: string[] | null }) {
  const save = useSaveWeeklyReport(ownerId, username);
  const remove = useRemoveWeeklyReport(ownerId);
  const navigate = useNavigate();
  const leaving = useRef<number | undefined>(undefined);
  const form = useForm({ initialValues: { emailAddresses: saved?.join(', ') ?? '' }, validate: { emailAddresses: emailsError } });
  useEffect(() => () => window.clearTimeout(leaving.current), []);

  const submit = form.onSubmit(({ emailAddresses }) =>
    save.mutate(emailAddresses, {
      onSuccess: (reply) => {
        form.setValues({ emailAddresses: reply.emails.join(', ') });
        notifySuccess(T.saved(reply.emails.join(', ')));
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        notifyError(failureMessage(error, SAVE_TEXTS));
      },
    }),
  );

  const confirmRemove = async () => {
    const ok = await confirmAction({ title: T.removeConfirmTitle, message: T.removeConfirmText, confirmLabel: T.remove, danger: true });
    if (!ok) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(T.removed);
        leaving.current = window.setTimeout(
          () => void navigate({ to: '/manage/$username/apps', params: { username } }),
          WEEKLY_REPORT_LIMITS.removeRedirectMs,
        );
      },
      onError: (error) => notifyError(failureMessage(error, REMOVE_TEXTS)),
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={T.emailsLabel}
          placeholder={T.emailsPlaceholder}
          description={T.description}
          inputMode="email"
          autoComplete="off"
          maxLength={WEEKLY_REPORT_LIMITS.inputMax}
          {...form.getInputProps('emailAddresses')}
        />
        <Group justify="space-between" gap="sm">
          <Button type="submit" loading={save.isPending} disabled={remove.isSuccess}>
            {saved ? T.update : T.save}
          </Button>
          {saved ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              onClick={() => void confirmRemove()}
            >
              {T.remove}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The Weekly Sales Report's configuration (content-management 2.7, 4, 8): up to 5 comma-separated addresses, 'Save'
 * before the first save and 'Update' after, and a confirmed remove that goes back to the apps list after 2 s. The
 * server checks the addresses and words the refusals; a failed load is only logged (the form reads as new).
 */
export function WeeklyReportConfig({ ownerId, username }: Owner) {
  const config = useQuery(weeklyReportQuery(ownerId));
  useEffect(() => {
    if (config.error) console.error(config.error);
  }, [config.error]);
  const saved = config.data?.isConfigured ? config.data.emails : null;
  return (
    <Stack gap="md" maw={640}>
      <AnchorLink to="/manage/$username/apps" params={{ username }} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {T.back}
        </Group>
      </AnchorLink>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        {config.isPending ? <Skeleton height={80} /> : <WeeklyReportForm ownerId={ownerId} username={username} saved={saved} />}
      </Paper>
    </Stack>
  );
}
