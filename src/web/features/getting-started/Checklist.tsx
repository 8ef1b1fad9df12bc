import { Button, Container, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { GETTING_STARTED_ITEMS, type GettingStartedItem } from '../../../contracts/getting-started.values.ts';
import { GETTING_STARTED_TEXTS as T } from '../../../contracts/getting-started.messages.ts';
import { errorMessage } from '../../app/http.ts';
import { notifyError } from '../../app/notify.ts';
import { AnchorLink, ButtonLink } from '../../ui/links.tsx';
import { gettingStartedQuery, useDismissChecklist, useRecordShare, type GettingStartedReply } from './api.ts';

/** Where each item is done: the user's own management area or the event creator; sharing is the button below. */
const ITEM_LINKS = {
  profile: '/manage/$username/settings/account',
  payouts: '/manage/$username/settings/payouts',
  firstEvent: '/event/new',
  publish: '/manage/$username/events',
} as const;

/** An item's way to get it done: a link to where it is done, or the share button. */
export function ItemAction({ item, state }: { item: GettingStartedItem; state: GettingStartedReply }) {
  if (item === 'share') return <ShareAction state={state} />;
  return (
    <ButtonLink size="xs" variant="light" to={ITEM_LINKS[item]} params={{ username: state.username }}>
      {T.items[item].action}
    </ButtonLink>
  );
}

/** Copies the published event's link and records the share on the server, which is what ticks the item. */
function ShareAction({ state }: { state: GettingStartedReply }) {
  const record = useRecordShare();
  const [copied, setCopied] = useState(false);
  const event = state.publishedEvent;
  if (!event)
    return (
      <Text fz="xs" c="dimmed">
        {T.shareAfterPublish}
      </Text>
    );
  const copy = async () => {
    // The clipboard may be refused (an insecure origin, a denied permission): the link stays visible on the event page.
    await navigator.clipboard?.writeText(event.url).catch(() => undefined);
    record.mutate(event.id, { onSuccess: () => setCopied(true), onError: (error) => notifyError(errorMessage(error, T.loadFailed)) });
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
      loading={record.isPending}
      onClick={() => void copy()}
    >
      {copied ? T.linkCopied : T.items.share.action}
    </Button>
  );
}

function ItemRow({ done, title, text, action }: { done: boolean; title: string; text: string; action: ReactNode }) {
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      {/* An empty circle until done: a grey tick would read as ticked. */}
      <ThemeIcon size={28} radius="xl" color={done ? 'green' : 'gray'} variant={done ? 'filled' : 'default'} aria-hidden>
        {done ? <IconCheck size={16} /> : null}
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined}>
          {title}
        </Text>
        <Text fz="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
      {done ? (
        <Text fz="sm" fw={600} c="green">
          {T.done}
        </Text>
      ) : (
        action
      )}
    </Group>
  );
}

/** "3 of 5 done" and its bar. */
export function ChecklistProgress({ state }: { state: GettingStartedReply }) {
  const done = GETTING_STARTED_ITEMS.filter((item) => state.items[item]).length;
  const label = T.progress(done, GETTING_STARTED_ITEMS.length);
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <Progress value={(done / GETTING_STARTED_ITEMS.length) * 100} aria-label={label} />
    </Stack>
  );
}

/** "Hide this checklist": stored on the server; `onHidden` follows it (the page goes home, the card just goes). */
export function HideChecklistButton({ onHidden, size }: { onHidden?: () => void; size?: 'xs' | 'sm' }) {
  const dismiss = useDismissChecklist();
  const hide = () => dismiss.mutate(undefined, { onSuccess: onHidden, onError: (error) => notifyError(errorMessage(error, T.loadFailed)) });
  return (
    <Button variant="subtle" color="gray" size={size} loading={dismiss.isPending} onClick={hide} style={{ flexShrink: 0 }}>
      {T.hide}
    </Button>
  );
}

/** The new organizer's first-run checklist (issue 34): five items ticked from their data, and a way to hide it. */
export function Checklist({ state }: { state: GettingStartedReply }) {
  const navigate = useNavigate();
  return (
    <Container size={720} py={{ base: 24, sm: 48 }} w="100%">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {T.title}
            </Title>
            <Text c="dimmed">{T.lead}</Text>
          </Stack>
          <ChecklistProgress state={state} />
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={T.title}>
            {GETTING_STARTED_ITEMS.map((item) => (
              <ItemRow key={item} done={state.items[item]} {...T.items[item]} action={<ItemAction item={item} state={state} />} />
            ))}
          </Stack>
          <Group justify="space-between" gap="sm">
            <AnchorLink to="/" fz="sm">
              {T.continueToHome}
            </AnchorLink>
            <HideChecklistButton onHidden={() => void navigate({ to: '/', replace: true })} />
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

/** The /getting-started page: the checklist its route's beforeLoad has just fetched. */
export function GettingStartedPage() {
  const { data } = useSuspenseQuery(gettingStartedQuery);
  return <Checklist state={data} />;
}
