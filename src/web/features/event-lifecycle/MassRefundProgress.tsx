import { Button, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { EVENT_STATUS_TEXTS as T } from '../../../contracts/event-cancel.messages.ts';
import type { MassRefundOrderView, MassRefundView } from '../../../contracts/event-cancel.ts';
import { formatMoney } from '../../../domain/money.ts';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { useRetryFailedRefunds } from './api.ts';

/** The mass refund's progress: refunded N of M, the amount, the failures with their reasons and Retry failed, the cash orders. */
export function MassRefundProgress({ eventId, massRefund }: { eventId: string; massRefund: MassRefundView }) {
  const retry = useRetryFailedRefunds(eventId);
  const { total, done, failed, currency } = massRefund;
  const percent = total ? Math.round((done / total) * 100) : 100;
  const retryFailed = async () => {
    try {
      notifySuccess((await retry.mutateAsync(undefined)).message);
    } catch (error) {
      notifyApiError(error, T.retryError);
    }
  };
  return (
    <Stack gap="sm" aria-live="polite">
      <Title order={3} fz="md">
        {T.progressTitle}
      </Title>
      <Progress value={percent} color={failed ? 'orange' : 'green'} size="lg" radius="xl" aria-label={T.progress(done, total)} />
      <Group gap="lg" wrap="wrap">
        <Text fw={600}>{T.progress(done, total)}</Text>
        <Text c="dimmed">{T.amountRefunded(formatMoney(massRefund.refundedAmount, currency))}</Text>
        {failed ? (
          <Text c="red.8" fw={600}>
            {T.failedCount(failed)}
          </Text>
        ) : null}
        <Text c="dimmed" fz="sm">
          {massRefund.pending ? T.running : massRefund.finishedAt && !failed ? T.finished : null}
        </Text>
      </Group>
      {failed ? (
        <>
          <OrdersTable title={T.failuresTitle} orders={massRefund.failures} withReason />
          <Group>
            <Button color="orange" onClick={retryFailed} loading={retry.isPending}>
              {T.retryFailed}
            </Button>
          </Group>
        </>
      ) : null}
      {massRefund.cashOrders.length ? <OrdersTable title={T.cashTitle} orders={massRefund.cashOrders} /> : null}
    </Stack>
  );
}

function OrdersTable({ title, orders, withReason = false }: { title: string; orders: MassRefundOrderView[]; withReason?: boolean }) {
  return (
    <Stack gap={4}>
      <Text fw={600} fz="sm">
        {title}
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table striped fz="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.orderColumn}</Table.Th>
              <Table.Th>{T.buyerColumn}</Table.Th>
              <Table.Th>{T.amountColumn}</Table.Th>
              {withReason ? <Table.Th>{T.reasonColumn}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((o) => (
              <Table.Tr key={o.orderId}>
                <Table.Td ff="monospace">{o.orderId.slice(0, 8).toUpperCase()}</Table.Td>
                <Table.Td>
                  {o.buyerName}
                  {o.buyerEmail ? (
                    <Text c="dimmed" fz="xs">
                      {o.buyerEmail}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{formatMoney(o.amount, o.currency)}</Table.Td>
                {withReason ? <Table.Td>{o.lastError}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
