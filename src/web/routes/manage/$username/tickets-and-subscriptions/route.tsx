import { Box, Title } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { LinkTabs } from '../../../../features/manage/ManagePage.tsx';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/tickets-and-subscriptions')({
  component: TicketsLayout,
});

function TicketsLayout() {
  const { username } = Route.useParams();
  const { native } = Route.useSearch();
  const { profile } = useManagedProfile();
  const isNative = native === 'true';
  // Native mode hides the heading and the Subscriptions tab (accounts-and-reporting 2.5).
  const tabs = [
    { key: 'upcoming', label: 'Upcoming events', to: '/manage/$username/tickets-and-subscriptions/tickets' },
    { key: 'past', label: 'Past events', to: '/manage/$username/tickets-and-subscriptions/tickets/past-events' },
    ...(isNative
      ? []
      : [{ key: 'subscriptions', label: 'Subscriptions', to: '/manage/$username/tickets-and-subscriptions/subscriptions' }]),
  ];
  if (profile.type !== 'user') {
    return (
      <EmptyBlock
        title="Tickets & Subscriptions"
        description="Tickets and subscriptions are only available for personal accounts."
      />
    );
  }
  return (
    <Box maw={1000}>
      {isNative ? null : (
        <Title order={1} fz={{ base: 24, sm: 28 }} mb="lg">
          Tickets & Subscriptions
        </Title>
      )}
      <LinkTabs tabs={tabs} username={username} label={isNative ? 'Tickets' : 'Tickets & Subscriptions'} />
      <Outlet />
    </Box>
  );
}
