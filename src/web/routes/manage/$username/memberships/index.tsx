import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/manage/$username/memberships/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/manage/$username/memberships/tiers', params, replace: true });
  },
});
