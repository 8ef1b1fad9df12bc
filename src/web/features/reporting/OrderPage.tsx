import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ORDER_STATUS_LABELS, ORDERS_TEXTS as O, REPORTING_DATE_FORMATS, REPORTING_PAGE_TEXTS as P } from '../../../contracts/reporting.messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import { AnchorLink, ButtonLink } from '../../ui/links.tsx';
import { NotFound } from '../../ui/NotFound.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { orderQuery, useAccountZone, type TransactionView } from './api.ts';
import { ORDER_STATUS_COLORS, patronTarget, personName, reportDate } from './format.ts';
import { OrderItems, PaymentDetails } from './OrderDetails.tsx';
import { isNotFound, ReportFailure } from './ReportStates.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
        {title}
      </Text>
      <Stack gap={4}>{children}</Stack>
    </Paper>
  );
}

/** The buyer: a link to their patron page (by account, or by e-mail for a guest), and their e-mail. */
function Customer({ order, username }: { order: TransactionView; username: string }) {
  const name = personName(order.userFirstName, order.userLastName, order.userEmail);
  const target = patronTarget(order.userId, order.userEmail);
  return (
    <Section title={O.customer}>
      {target ? (
        <AnchorLink to="/manage/$username/reporting/patrons/$id" params={{ username, id: target.id }} search={target.search} fw={600}>
          {name}
        </AnchorLink>
      ) : (
        <Text fw={600}>{name}</Text>
      )}
      {order.userEmail && order.userEmail !== name ? (
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {order.userEmail}
        </Text>
      ) : null}
    </Section>
  );
}

/** What was bought: an event (its page), a membership tier (its edit page) or a video (its watch page). */
function ProductLink({ order, username }: { order: TransactionView; username: string }) {
  const link = order.productLink;
  switch (link?.kind) {
    case 'event':
      return (
        <AnchorLink to="/event/$eventId" params={{ eventId: link.id }} fw={600}>
          {order.productName}
        </AnchorLink>
      );
    case 'tier':
      return (
        <AnchorLink to="/manage/$username/memberships/tiers/edit/$id" params={{ username, id: link.id }} fw={600}>
          {order.productName}
        </AnchorLink>
      );
    case 'video':
      return (
        <AnchorLink to="/watch/$id" params={{ id: link.id }} fw={600}>
          {order.productName}
        </AnchorLink>
      );
    default:
      return <Text fw={600}>{order.productName}</Text>;
  }
}

/**
 * An order (accounts-and-reporting 2.3 Order detail): the header (date, status, amount), the customer, the product,
 * the items and the payment details; "Sorry! That order wasn't found." for an order that is not the owner's.
 */
export function OrderPage({ ownerId, username, orderId }: { ownerId: string; username: string; orderId: string }) {
  const result = useQuery(orderQuery(ownerId, orderId));
  const { zone, ready } = useAccountZone(username);
  const order = result.data;
  useDocumentTitle(isNotFound(result.error) ? O.notFound : P.documentTitle(P.orderTitle));

  const back = (
    <ButtonLink to="/manage/$username/reporting/orders" params={{ username }} variant="subtle" leftSection={<IconArrowLeft size={16} />} px={0}>
      {O.back}
    </ButtonLink>
  );
  if (isNotFound(result.error)) return <NotFound message={O.notFound} />;
  if (result.isError) return <ReportFailure error={result.error} onRetry={() => void result.refetch()} />;
  if (!order || !ready) {
    return (
      <Stack gap="md">
        {back}
        <Skeleton h={96} radius="lg" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="order-page">
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} fz={{ base: 20, sm: 24 }}>
              {P.orderTitle}
            </Title>
            <Badge variant="light" color={ORDER_STATUS_COLORS[order.status]} tt="none">
              {ORDER_STATUS_LABELS[order.status]}
            </Badge>
          </Group>
          <Text c="dimmed" fz="sm">
            {reportDate(order.date, REPORTING_DATE_FORMATS.orderDetail, zone)}
          </Text>
        </Stack>
        <Text fz={24} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="order-total">
          {formatMoney(order.paymentDetails.total, order.currency)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Customer order={order} username={username} />
        <Section title={O.product}>
          <Text fz="sm" c="dimmed">
            {O.productTypes[order.productType]}
          </Text>
          <ProductLink order={order} username={username} />
          {order.productDate ? (
            <Text fz="sm" c="dimmed">
              {reportDate(order.productDate, REPORTING_DATE_FORMATS.orderDetail, zone)}
            </Text>
          ) : null}
        </Section>
      </SimpleGrid>
      <OrderItems items={order.orderItems} currency={order.currency} />
      <PaymentDetails payment={order.paymentDetails} currency={order.currency} />
    </Stack>
  );
}
