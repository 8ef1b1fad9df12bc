import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/manage/$username/settings/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/manage/$username/settings/account', params, replace: true });
  },
});
