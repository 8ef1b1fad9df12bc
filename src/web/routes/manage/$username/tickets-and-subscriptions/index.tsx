import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/manage/$username/tickets-and-subscriptions/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/manage/$username/tickets-and-subscriptions/tickets', params, replace: true });
  },
});
