import { Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { WAITING_ROOM_TEXTS } from '../../../contracts/waiting-room.messages.ts';
import type { AdminRoomView } from '../../../contracts/waiting-room.ts';
import { WAITING_ROOM } from '../../../domain/waiting-room.ts';
import { errorMessage } from '../../app/http.ts';
import { notifyError, notifySuccess } from '../../app/notify.ts';
import { adminRoomsQuery, useAdminSetRate } from './api.ts';

const T = WAITING_ROOM_TEXTS.admin;

function RateCell({ room }: { room: AdminRoomView }) {
  const [rate, setRate] = useState<number | string>(room.ratePerMinute);
  const save = useAdminSetRate();
  return (
    <Group gap="xs" wrap="nowrap">
      <NumberInput
        aria-label={`${T.rate}: ${room.eventName}`}
        min={WAITING_ROOM.minRatePerMinute}
        max={WAITING_ROOM.maxRatePerMinute}
        allowDecimal={false}
        value={rate}
        onChange={setRate}
        w={120}
      />
      <Button
        size="xs"
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            { roomId: room.id, ratePerMinute: Number(rate) },
            { onSuccess: () => notifySuccess(T.saved), onError: (e) => notifyError(errorMessage(e, T.loadFailed)) },
          )
        }
      >
        {T.save}
      </Button>
    </Group>
  );
}

/** The waiting rooms that are on, for the site admins: their queues and rates (a change is an audited admin act). */
export function WaitingRoomsPanel() {
  const { data, isError } = useQuery(adminRoomsQuery);
  if (isError) return <Text c="red">{T.loadFailed}</Text>;
  if (!data) return null;
  if (!data.rooms.length) return <Text c="dimmed">{T.empty}</Text>;
  return (
    <Stack>
      <Table.ScrollContainer minWidth={520}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.event}</Table.Th>
              <Table.Th>{T.queue}</Table.Th>
              <Table.Th>{T.rate}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rooms.map((room) => (
              <Table.Tr key={room.id}>
                <Table.Td>{room.eventName}</Table.Td>
                <Table.Td>{WAITING_ROOM_TEXTS.settings.queueLength(Math.max(0, room.joined - room.admitted), room.admitted)}</Table.Td>
                <Table.Td>
                  <RateCell room={room} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
