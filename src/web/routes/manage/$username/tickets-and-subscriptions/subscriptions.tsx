import { createFileRoute } from '@tanstack/react-router';
import { NoSubscriptions } from '../../../../features/manage/TicketsEmpty.tsx';

export const Route = createFileRoute('/manage/$username/tickets-and-subscriptions/subscriptions')({
  component: NoSubscriptions,
});
