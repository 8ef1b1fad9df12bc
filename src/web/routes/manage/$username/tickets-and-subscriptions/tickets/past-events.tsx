import { createFileRoute } from '@tanstack/react-router';
import { NoTickets } from '../../../../../features/manage/TicketsEmpty.tsx';

export const Route = createFileRoute('/manage/$username/tickets-and-subscriptions/tickets/past-events')({
  component: () => <NoTickets when="past" />,
});
