import { Switch } from '@mantine/core';
import { DEVELOPER_ZONE_SWITCH_TEXTS as T } from '../../../contracts/audit.messages.ts';
import { notifyError, notifySuccess } from '../../app/notify.ts';
import { useDeveloperZoneSwitch } from './api.ts';

/**
 * A site admin allows or disallows a profile's developer zone (API keys, webhooks, apps) from its search result.
 * Not destructive either way (keys and webhooks already made are the zone's own rules), so it asks nothing first.
 */
export function DeveloperZoneSwitch({ profileId, allowed }: { profileId: string; allowed: boolean }) {
  const change = useDeveloperZoneSwitch(profileId);
  const checked = change.isPending && change.variables !== undefined ? change.variables : allowed;
  return (
    <Switch
      size="sm"
      label={T.label}
      description={T.description}
      checked={checked}
      disabled={change.isPending}
      onChange={(e) =>
        change.mutate(e.currentTarget.checked, {
          onSuccess: (reply) => notifySuccess(reply.developerZoneAllowed ? T.allowed : T.disallowed),
          onError: () => notifyError(T.failed),
        })
      }
    />
  );
}
