import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { WAITING_ROOM_TEXTS } from '../../../contracts/waiting-room.messages.ts';
import { instantToZonedLocal, zonedLocalToInstant } from '../../../domain/dates.ts';
import { WAITING_ROOM } from '../../../domain/waiting-room.ts';
import { errorMessage } from '../../app/http.ts';
import { notifyError, notifySuccess } from '../../app/notify.ts';
import { eventRoomsQuery, useSaveRoom } from './api.ts';

const T = WAITING_ROOM_TEXTS.settings;
const EVERY_DATE = 'all';

export interface DateChoice {
  id: string;
  label: string;
}

/**
 * The event's waiting room, on its Tickets page beside the ticket types' sales start (docs/decisions/checkout.md
 * "Waiting room"): on or off for every date or one date, its on-sale time in the event's zone, and its rate.
 */
export function WaitingRoomCard({ eventId, timezone, dates }: { eventId: string; timezone: string; dates: DateChoice[] }) {
  const { data, isError } = useQuery(eventRoomsQuery(eventId));
  const save = useSaveRoom(eventId);
  const [scope, setScope] = useState(EVERY_DATE);
  const room = data?.rooms.find((r) => (r.occurrenceId ?? EVERY_DATE) === scope) ?? null;
  const [enabled, setEnabled] = useState(false);
  const [opensAt, setOpensAt] = useState('');
  const [rate, setRate] = useState<number | string>(WAITING_ROOM.defaultRatePerMinute);

  useEffect(() => {
    if (!data) return;
    const proposed = room?.opensAt ?? data.suggestedOpensAt;
    setEnabled(room?.enabled ?? false);
    setOpensAt(proposed ? instantToZonedLocal(new Date(proposed), timezone) : '');
    setRate(room?.ratePerMinute ?? data.defaultRatePerMinute);
  }, [data, room, timezone]);

  if (isError) return <Alert color="red">{T.loadFailed}</Alert>;
  const instant = zonedLocalToInstant(opensAt, timezone);
  const submit = () => {
    if (!instant) return;
    save.mutate(
      { occurrenceId: scope === EVERY_DATE ? null : scope, enabled, opensAt: instant.toISOString(), ratePerMinute: Number(rate) },
      { onSuccess: () => notifySuccess(T.saved), onError: (e) => notifyError(errorMessage(e, T.loadFailed)) },
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="waiting-room-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="waiting-room-title">
          {T.title}
        </Title>
        <Text fz="sm" c="dimmed">
          {T.lead}
        </Text>
        {room?.autoStarted && <Alert color="blue">{T.autoStarted}</Alert>}
        {dates.length > 1 && (
          <Select
            label={T.scope}
            value={scope}
            allowDeselect={false}
            data={[{ value: EVERY_DATE, label: T.everyDate }, ...dates.map((d) => ({ value: d.id, label: d.label }))]}
            onChange={(v) => setScope(v ?? EVERY_DATE)}
          />
        )}
        <Switch label={T.enabled} checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
        <Group grow align="flex-end" wrap="wrap">
          <TextInput label={T.opensAt} type="datetime-local" value={opensAt} onChange={(e) => setOpensAt(e.currentTarget.value)} miw={220} />
          <NumberInput
            label={T.rate}
            description={T.rateHint(data?.defaultRatePerMinute ?? WAITING_ROOM.defaultRatePerMinute)}
            min={WAITING_ROOM.minRatePerMinute}
            max={WAITING_ROOM.maxRatePerMinute}
            allowDecimal={false}
            value={rate}
            onChange={setRate}
            miw={220}
          />
        </Group>
        {room && (
          <Text fz="sm" aria-live="polite">
            {T.queueLength(Math.max(0, room.joined - room.admitted), room.admitted)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} disabled={!data || !instant}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
