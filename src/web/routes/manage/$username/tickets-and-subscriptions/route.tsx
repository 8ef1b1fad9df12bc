import { Box, Title } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MANAGE_TEXTS } from '../../../../../contracts/manage.messages.ts';
import { UnverifiedTicketsNote } from '../../../../features/accounts/verification.tsx';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { LinkTabs } from '../../../../features/manage/ManagePage.tsx';
import { PATRON_TEXTS } from '../../../../features/tickets/texts.ts';
import { useDarkScheme } from '../../../../features/tickets/useDarkScheme.ts';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle.ts';

export const Route = createFileRoute('/manage/$username/tickets-and-subscriptions')({
  component: TicketsLayout,
});

/**
 * Tickets & Subscriptions (accounts-and-reporting 2.5). ?native=true (the app's web view): dark, no heading, no
 * Subscriptions tab; the root keeps the flag on every link.
 */
function TicketsLayout() {
  const { username } = Route.useParams();
  const { native } = Route.useSearch();
  const { profile } = useManagedProfile();
  const isNative = native === 'true';
  const heading = isNative ? PATRON_TEXTS.nativeHeading : PATRON_TEXTS.heading;
  useDarkScheme(isNative);
  useDocumentTitle(heading);
  const tabs = [
    { key: 'upcoming', label: PATRON_TEXTS.upcomingTab, to: '/manage/$username/tickets-and-subscriptions/tickets' },
    { key: 'past', label: PATRON_TEXTS.pastTab, to: '/manage/$username/tickets-and-subscriptions/tickets/past-events' },
    ...(isNative
      ? []
      : [{ key: 'subscriptions', label: PATRON_TEXTS.subscriptionsTab, to: '/manage/$username/tickets-and-subscriptions/subscriptions' }]),
  ];
  if (profile.type !== 'user') {
    return <EmptyBlock title={PATRON_TEXTS.heading} description={MANAGE_TEXTS.personalAccountsOnly} />;
  }
  return (
    <Box maw={860}>
      {isNative ? null : (
        <Title order={1} fz={{ base: 24, sm: 28 }} mb="lg">
          {heading}
        </Title>
      )}
      <LinkTabs tabs={tabs} username={username} label={heading} />
      <UnverifiedTicketsNote />
      <Outlet />
    </Box>
  );
}
