import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/manage/$username/marketing/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/manage/$username/marketing/global-promo-codes', params, replace: true });
  },
});
