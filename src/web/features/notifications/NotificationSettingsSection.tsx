import { Alert, Skeleton, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { NOTIFICATION_SETTINGS_TEXTS as T } from '../../../contracts/notifications.messages.ts';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { FormSection } from '../../ui/FormSection.tsx';
import { notificationSettingsQuery, useUpdateNotificationSettings } from './api.ts';

/**
 * Settings > Account, Notifications: the person's own switch for sale notices, on top of the team role that makes
 * them a receiver (docs/decisions/messages.md). A switch saves on change, as a phone's settings do.
 */
export function NotificationSettingsSection() {
  const { data, isPending, isError } = useQuery(notificationSettingsQuery);
  const update = useUpdateNotificationSettings();
  const change = (saleNotices: boolean) =>
    update.mutate({ saleNotices }, { onSuccess: () => notifySuccess(T.saved), onError: (error) => notifyApiError(error, T.saveFailed) });
  return (
    <FormSection title={T.title} id="notifications">
      {isPending ? <Skeleton height={48} radius="md" /> : null}
      {isError ? <Alert color="red">{T.loadFailed}</Alert> : null}
      {data ? (
        <Switch
          label={T.saleNotices}
          description={T.saleNoticesHint}
          checked={update.isPending ? update.variables.saleNotices : data.saleNotices}
          disabled={update.isPending}
          onChange={(e) => change(e.currentTarget.checked)}
        />
      ) : null}
    </FormSection>
  );
}
