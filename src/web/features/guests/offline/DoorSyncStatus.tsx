import { Alert, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudUpload, IconWifi, IconWifiOff } from '@tabler/icons-react';
import type { DoorConflict } from '../../../../contracts/tickets.ts';
import { DOOR_OFFLINE_TEXTS as T } from '../../../../contracts/tickets.messages.ts';
import { doorListUsable } from '../../../../domain/offline-door.ts';
import type { OfflineDoor } from './useOfflineDoor.ts';

const TIME = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const DAY_TIME = new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/**
 * The door phone's connection and sync state (issue 35): online or offline, how many scans wait to sync, the saved
 * list and until when it admits offline, and whether the page opens with no network (the door's worker has its files).
 */
export function DoorSyncStatus({ door, opensOffline }: { door: OfflineDoor; opensOffline: boolean }) {
  const list = door.saved?.list;
  const usable = list ? doorListUsable(list.expiresAt, Date.now()) : false;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="door-sync">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap" role="status" aria-live="polite">
          <Badge
            size="lg"
            color={door.online ? 'teal' : 'orange'}
            variant={door.online ? 'light' : 'filled'}
            leftSection={door.online ? <IconWifi size={14} /> : <IconWifiOff size={14} />}
            style={{ flexShrink: 0, overflow: 'visible' }}
            data-testid="door-connection"
          >
            {door.online ? T.online : T.offline}
          </Badge>
          <Group gap={6} wrap="nowrap">
            {door.pending ? <IconCloudUpload size={18} aria-hidden /> : <IconCloudCheck size={18} aria-hidden />}
            <Text fz="sm" fw={600} data-testid="door-pending">
              {door.pending ? T.waiting(door.pending) : door.unsent.refused || door.unsent.purged ? T.noneWaiting : T.allSynced}
            </Text>
          </Group>
        </Group>
        {door.online && door.pending ? (
          <Button size="xs" variant="light" loading={door.syncing} onClick={() => void door.sync()}>
            {T.syncNow}
          </Button>
        ) : null}
      </Group>
      {!door.online ? (
        <Text fz="sm" mt="xs">
          {T.offlineHint}
        </Text>
      ) : null}
      {door.pending ? (
        <Text fz="sm" mt="xs" data-testid="door-waiting-kept">
          {T.waitingKept}
        </Text>
      ) : null}
      {door.download ? (
        <Stack gap={4} mt="xs" data-testid="door-download">
          <Text fz="sm">{T.downloading(door.download.done, door.download.total)}</Text>
          <Progress
            value={(100 * door.download.done) / Math.max(door.download.total, 1)}
            size="sm"
            aria-label={T.downloading(door.download.done, door.download.total)}
          />
        </Stack>
      ) : list && usable ? (
        <Text fz="xs" c="dimmed" mt={6}>
          {T.listSaved(TIME.format(new Date(list.issuedAt)), DAY_TIME.format(new Date(list.expiresAt)))}
          {opensOffline ? ` ${T.opensOffline}` : ''}
        </Text>
      ) : (
        <Alert color="orange" variant="light" mt="sm" icon={<IconAlertTriangle size={18} />}>
          {list ? T.listExpired : T.noList}
        </Alert>
      )}
    </Paper>
  );
}

/**
 * Scans this device holds that the server will not take (docs/decisions/tickets.md "Lost access", "Purge"): said,
 * never dropped without a word. The purged ones can be dismissed; the refused ones are sent if the access comes back.
 */
export function DoorUnsent({ door }: { door: OfflineDoor }) {
  const { refused, purged } = door.unsent;
  if (!refused && !purged) return null;
  return (
    <Alert color="red" variant="light" radius="lg" icon={<IconAlertTriangle size={18} />} title={T.unsentHeading} data-testid="door-unsent">
      <Stack gap="xs">
        {refused ? <Text fz="sm">{T.refused(refused)}</Text> : null}
        {purged ? (
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Text fz="sm" style={{ flex: '1 1 16rem' }}>
              {T.purged(purged)}
            </Text>
            <Button size="xs" variant="default" onClick={() => void door.dismissPurged()}>
              {T.dismiss}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}

/**
 * Tickets admitted offline on more than one device: the scans that lost (the first scan counts), this device's and,
 * for the organizer, the event's.
 */
export function DoorConflicts({ conflicts, deviceId }: { conflicts: DoorConflict[]; deviceId: string | null }) {
  if (!conflicts.length) return null;
  return (
    <Paper withBorder radius="lg" p="md" style={{ borderColor: 'var(--mantine-color-red-6)' }} data-testid="door-conflicts">
      <Group gap="xs" mb={4}>
        <IconAlertTriangle size={20} color="var(--mantine-color-red-7)" aria-hidden />
        <Text fw={700} component="h2" fz="md" m={0}>
          {T.conflictsHeading}
        </Text>
      </Group>
      <Text fz="sm" c="dimmed" mb="xs">
        {T.conflictsHint}
      </Text>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={T.conflictsHeading}>
        {conflicts.map((c, i) => (
          <Stack key={c.scanId} component="li" gap={2} py={8} style={i ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}>
            <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {c.name || c.code} · {c.ticket} · {c.code}
            </Text>
            <Text fz="sm">{c.message}</Text>
            <Text fz="xs" c="dimmed">
              {T.conflictLine(c.deviceId === deviceId ? T.thisDevice : T.otherDevice, TIME.format(new Date(c.scannedAt)))}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
