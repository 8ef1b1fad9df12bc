import { Badge, Group } from '@mantine/core';
import { DELIVERY_LOG_TEXTS, DELIVERY_STATUS_LABELS } from '../../../contracts/developer-tools.messages.ts';
import type { WebhookDeliveryStatus } from '../../../contracts/webhooks.messages.ts';
import { DELIVERY_STATUS_COLORS } from './delivery-rows.ts';

/** A delivery's status (Delivered, Failed or Pending), and 'Test' beside it for a test event. */
export function DeliveryStatusBadge({ status, test = false }: { status: WebhookDeliveryStatus; test?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Badge size="sm" variant="light" color={DELIVERY_STATUS_COLORS[status]} tt="none" data-status={status}>
        {DELIVERY_STATUS_LABELS[status]}
      </Badge>
      {test ? (
        <Badge size="sm" variant="outline" color="gray" tt="none">
          {DELIVERY_LOG_TEXTS.test}
        </Badge>
      ) : null}
    </Group>
  );
}
