import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/manage/$username/')({
  beforeLoad: ({ params, search }) => {
    throw redirect({ to: '/manage/$username/events', params, search, replace: true });
  },
});
