import { ActionIcon, Anchor, Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconBrandFacebook, IconBrandWhatsapp, IconBrandX, IconCircleCheckFilled, IconMail, IconPlayerPlay, IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { THANK_YOU_TEXTS as T } from '../../../../contracts/checkout.messages.ts';
import { TICKET_PAGE_TEXTS } from '../../../../contracts/tickets.messages.ts';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout.ts';
import { CopyLinkField } from '../../../ui/CopyLinkField.tsx';
import { AnchorLink } from '../../../ui/links.tsx';
import { shareHref, SHARE_LABELS, type ShareTarget } from '../../events/index.ts';
import type { OrderSummary } from '../api.ts';
import { OrderSummaryCard } from './OrderSummaryCard.tsx';
import { useTracked } from '../../analytics/index.ts';

/** 'Link copied' shows this long after a copy (buyer-side 9). */
export const LINK_COPIED_MS = 5_000;

const SUCCESS_SHARE_TARGETS: ShareTarget[] = ['whatsapp', 'mail', 'x', 'facebook'];
const SHARE_ICONS: Record<string, ReactNode> = {
  whatsapp: <IconBrandWhatsapp size={20} />,
  mail: <IconMail size={20} />,
  x: <IconBrandX size={18} />,
  facebook: <IconBrandFacebook size={20} />,
};

/** The promotion link of an event: the buyer's own promote link when signed in, the event's link otherwise. */
export function promotionLink(origin: string, eventId: string, username: string | null): string {
  return username ? `${origin}/event/${eventId}/promote/${encodeURIComponent(username)}` : `${origin}/event/${eventId}`;
}

/**
 * The success view (buyer-side 2.8): 'Success!', the e-mail line, View Tickets (in-person orders) or View
 * Stream (online orders with a stream), the mobile app prompt, the cultural-heritage blurb, 'Help us spread the
 * word' with the promotion link, Copy link and share buttons (non-private events), and the order summary card.
 */
export function SuccessView({ summary, username }: { summary: OrderSummary; username: string | null }) {
  const online = summary.ticketType === 'online';
  const link = promotionLink(window.location.origin, summary.eventId, username);
  useTracked('order_completed', { eventId: summary.eventId });
  return (
    <Stack gap="xl">
      <Stack gap="sm" align="center" ta="center">
        <ThemeIcon size={72} radius="xl" color="teal" variant="light">
          <IconCircleCheckFilled size={44} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 30, sm: 38 }}>
          {CHECKOUT_MESSAGES.successHeading}
        </Title>
        <Text c="dimmed" maw={480}>
          {summary.user.email ? (
            <>
              {T.emailSentTo}{' '}
              <Text span fw={600} c="var(--mantine-color-text)">
                {summary.user.email}
              </Text>
              .
            </>
          ) : (
            T.emailSent
          )}
        </Text>
        <Text fz="sm" c="dimmed">
          {T.youreGoingTo} <b>{summary.course.name}</b>.
        </Text>
        <Group justify="center" gap="sm" mt="xs">
          {!online ? (
            <Button
              component="a"
              href={`/tickets/${summary.id}`}
              target="_blank"
              rel="noopener"
              size="md"
              radius="md"
              leftSection={<IconTicket size={18} />}
            >
              {T.viewTickets}
            </Button>
          ) : null}
          {online && summary.broadcastUrl ? (
            <Button
              component="a"
              href={summary.broadcastUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="md"
              radius="md"
              leftSection={<IconPlayerPlay size={18} />}
            >
              {TICKET_PAGE_TEXTS.viewStream}
            </Button>
          ) : null}
        </Group>
      </Stack>

      <OrderSummaryCard summary={summary} />

      {!summary.course.private ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="thankyou-share-title">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="thankyou-share-title">
              {T.spreadTheWord}
            </Title>
            <Text fz="sm" c="dimmed">
              {T.share} {summary.course.name} {T.withFriends}
            </Text>
            <CopyLinkField
              label={T.promotionLink}
              link={link}
              texts={{ copy: T.copyLink, copied: CHECKOUT_MESSAGES.linkCopied }}
              copiedFor={LINK_COPIED_MS}
              variant="filled"
            />
            <Group gap="sm" role="group" aria-label={T.shareOn}>
              {SUCCESS_SHARE_TARGETS.map((target) => (
                <Tooltip key={target} label={SHARE_LABELS[target]} withArrow>
                  <ActionIcon
                    component="a"
                    href={shareHref(target, link, summary.course.name)}
                    target="_blank"
                    rel="noopener noreferrer"
                    size={44}
                    radius="xl"
                    variant="default"
                    aria-label={T.shareOnTarget(SHARE_LABELS[target])}
                  >
                    {SHARE_ICONS[target]}
                  </ActionIcon>
                </Tooltip>
              ))}
            </Group>
          </Stack>
        </Paper>
      ) : null}

      <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} bg="violet.0" component="section" aria-labelledby="thankyou-app-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="thankyou-app-title">
            {T.appTitle}
          </Title>
          <Text fz="sm">{T.appText}</Text>
          <Group gap="sm">
            <StoreBadge href="https://apps.apple.com/search?term=ovation%20events" small={T.appStoreSmall} big={T.appStore} />
            <StoreBadge href="https://play.google.com/store/search?q=ovation%20events&c=apps" small={T.googlePlaySmall} big={T.googlePlay} />
          </Group>
        </Stack>
      </Paper>

      <Box px={{ base: 0, sm: 'md' }}>
        <Text fz="sm" c="dimmed" ta="center">
          {T.heritage}{' '}
          <AnchorLink to="/ucif" fz="sm">
            {T.learnMore}
          </AnchorLink>
        </Text>
      </Box>
    </Stack>
  );
}

/** A store badge drawn with text (no external image). */
function StoreBadge({ href, small, big }: { href: string; small: string; big: string }) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      underline="never"
      style={{
        display: 'inline-flex',
        flexDirection: 'column',
        justifyContent: 'center',
        background: '#111',
        color: 'white',
        borderRadius: 10,
        padding: '6px 14px',
        minWidth: 140,
        lineHeight: 1.1,
      }}
    >
      <Text span fz={10} c="white" tt={small === small.toUpperCase() ? 'uppercase' : undefined}>
        {small}
      </Text>{' '}
      <Text span fz={18} fw={600} c="white">
        {big}
      </Text>
    </Anchor>
  );
}
