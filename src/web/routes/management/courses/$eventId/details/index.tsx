import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/management/courses/$eventId/details/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/management/courses/$eventId/details/edit', params, replace: true });
  },
});
