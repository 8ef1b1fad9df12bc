import { ActionIcon, Badge, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDots, IconExternalLink, IconRocket, IconSparkles, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { EVENT_EDITOR_TEXTS as E, MANAGE_EVENT_MESSAGES, MANAGE_EVENT_PAGE_TEXTS as T } from '../../../../contracts/events-management.messages.ts';
import type { ManagedEventReply } from '../../../../contracts/events-management.ts';
import { EVENT_CREATOR_WEB_TEXTS } from '../../../../contracts/event-creator-web.messages.ts';
import { EVENT_LIFECYCLE_MESSAGES as L } from '../../../../contracts/event-lifecycle.messages.ts';
import { EVENT_MESSAGES } from '../../../../contracts/events.messages.ts';
import { notifyApiError, notifySuccess } from '../../../app/notify.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { AnchorLink, ButtonLink } from '../../../ui/links.tsx';
import { useSession } from '../../accounts/index.ts';
import { useDeleteEvent } from '../api.ts';
import { eventDateRange } from '../format.ts';
import { PublishAlerts, usePublishFlow } from '../PublishAlerts.tsx';

/** The event's name, state and dates with View event, Publish and Delete draft, above every management tab. */
export function EventManageHeader({ reply }: { reply: ManagedEventReply }) {
  const { event, owner, permissions } = reply;
  const { user } = useSession();
  const navigate = useNavigate();
  const flow = usePublishFlow(event.id);
  const remove = useDeleteEvent(event.id);
  const managesOwner = Boolean(user && (user.admin || user.id === owner.id || user.managedOrganizations.includes(owner.id)));
  const when = eventDateRange(event.startsAt, event.endsAt, event.timezone);
  // Publish Event goes away once the event is live, and the keyboard focus with it: hand it to View event (the next
  // thing to do) rather than leave it on the page's body.
  const viewEvent = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (flow.success && (!document.activeElement || document.activeElement === document.body)) viewEvent.current?.focus();
  }, [flow.success]);

  const deleteDraft = async () => {
    const ok = await confirmAction({
      title: T.deleteDraftTitle,
      message: MANAGE_EVENT_MESSAGES.deleteQuestion,
      confirmLabel: T.delete,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(MANAGE_EVENT_MESSAGES.deleted);
        void navigate({ to: managesOwner ? '/manage/$username/events' : '/', params: { username: owner.username } as never });
      },
      onError: (e) => notifyApiError(e, MANAGE_EVENT_MESSAGES.onlyDraftsDeleted),
    });
  };

  return (
    <Stack gap="sm">
      {managesOwner ? (
        <AnchorLink to="/manage/$username/events" params={{ username: owner.username }} fz="sm" c="dimmed" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={14} /> {T.eventsOf(owner.name)}
          </Group>
        </AnchorLink>
      ) : null}
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Group gap="xs">
            <Badge color={event.published ? 'green' : event.unpublished ? 'orange' : 'yellow'} variant="light">
              {event.published ? E.published : event.unpublished ? L.unpublishedBadge : E.draft}
            </Badge>
            {event.private ? (
              <Badge color="gray" variant="light">
                {E.private}
              </Badge>
            ) : null}
            {reply.createdWithAssistant ? (
              <Badge color="violet" variant="outline" leftSection={<IconSparkles size={12} />}>
                {EVENT_CREATOR_WEB_TEXTS.draftedWithAssistant}
              </Badge>
            ) : null}
            {reply.occurrences.length > 1 ? (
              <Badge color="violet" variant="light">
                {T.dateCount(reply.occurrences.length)}
              </Badge>
            ) : null}
          </Group>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {event.name}
          </Title>
          <Text c="dimmed" fz="sm">
            {when ?? T.noDateYet} · {T.byOwner(owner.name)}
          </Text>
        </Stack>
        <Group gap="xs">
          <ButtonLink
            ref={viewEvent}
            to="/event/$eventId"
            params={{ eventId: event.id }}
            variant="default"
            leftSection={<IconExternalLink size={16} />}
          >
            {T.viewEvent}
          </ButtonLink>
          {!event.published && permissions.canPublish ? (
            <Button leftSection={<IconRocket size={16} />} onClick={flow.publish} loading={flow.pending}>
              {EVENT_MESSAGES.publishButton}
            </Button>
          ) : null}
          {!event.published && permissions.canDelete ? (
            <Menu position="bottom-end" shadow="md">
              <Menu.Target>
                <ActionIcon variant="default" size="lg" aria-label={T.moreActions} loading={remove.isPending}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void deleteDraft()}>
                  {T.deleteDraft}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      </Group>
      <PublishAlerts flow={flow} />
    </Stack>
  );
}
