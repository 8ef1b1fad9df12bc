import { Badge, Box, Container, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, Outlet, useLocation } from '@tanstack/react-router';
import { MANAGE_EVENT_PAGE_TEXTS as T } from '../../../../../contracts/events-management.messages.ts';
import { ActingAsAdminSlot } from '../../../../features/audit/index.ts';
import { managedEventQuery } from '../../../../features/events/managed-event-query.ts';
import { EventManageHeader } from '../../../../features/events/editor/EventManageHeader.tsx';
import { manageTabs } from '../../../../features/events/editor/manage-tabs.ts';
import { EventNotFound } from '../../../../features/events/EventNotFound.tsx';
import { loadManagedEvent, requireManagedEventAccess } from '../../../../features/events/route-gates.ts';

export const Route = createFileRoute('/management/courses/$eventId')({
  // Mirrors the server's gate: signed out -> sign in and back; no access -> home; unknown event -> not found.
  beforeLoad: ({ context, location, params }) => requireManagedEventAccess(context.queryClient, params.eventId, location.href),
  loader: async ({ context, params, location }) => {
    await loadManagedEvent(context.queryClient, params.eventId, location.href);
  },
  pendingComponent: ManageSkeleton,
  notFoundComponent: EventNotFound,
  component: EventManageLayout,
});

function ManageSkeleton() {
  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="md">
        <Skeleton height={14} width={120} />
        <Skeleton height={30} width="50%" />
        <Skeleton height={14} width="30%" />
        <Skeleton height={36} mt="md" />
        <Skeleton height={260} radius="lg" />
      </Stack>
    </Container>
  );
}

/** /management/courses/:eventId: the event's management header, publish alerts and tabs around each page. */
function EventManageLayout() {
  const { eventId } = Route.useParams();
  const { data: reply } = useSuspenseQuery(managedEventQuery(eventId));
  const pathname = useLocation({ select: (l) => l.pathname });
  const tabs = manageTabs(reply.permissions, reply.occurrences.length);
  const active = tabs.find((t) => pathname.startsWith(`/management/courses/${eventId}/${t.path}`))?.key ?? null;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} w="100%">
      <Stack gap="lg">
        <ActingAsAdminSlot owner={reply.owner} />
        <EventManageHeader reply={reply} />
        <Tabs value={active} keepMounted={false}>
          <Tabs.List aria-label={T.tabsLabel} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
            {tabs.map((tab) => (
              <Tabs.Tab
                key={tab.key}
                value={tab.key}
                fw={500}
                style={{ whiteSpace: 'nowrap' }}
                rightSection={
                  tab.count !== undefined ? (
                    <Badge size="xs" variant="light" color="gray" circle={tab.count < 10}>
                      {tab.count}
                    </Badge>
                  ) : null
                }
                renderRoot={(props) => <Link to={`/management/courses/$eventId/${tab.path}` as never} params={{ eventId } as never} {...props} />}
              >
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {tabs.length ? (
          <Box>
            <Outlet />
          </Box>
        ) : (
          <Text c="dimmed">{T.noManagementPage}</Text>
        )}
      </Stack>
    </Container>
  );
}
