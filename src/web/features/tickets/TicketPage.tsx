import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconChevronLeft,
  IconChevronRight,
  IconDoor,
  IconDownload,
  IconMapPin,
  IconSend,
  IconTicketOff,
  IconUserCheck,
  IconVideo,
  IconX,
} from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CHECKOUT_PAGE_TEXTS } from '../../../contracts/checkout.messages.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { downloadFile } from '../../app/download.ts';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { confirmAction } from '../../ui/confirm.tsx';
import { AnchorLink } from '../../ui/links.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useSession } from '../accounts/index.ts';
import { ticketPageQuery, ticketPdfPath, useCancelTicket, useTransferTicket, type TicketPageType, type TicketView } from './api.ts';
import { notifyOutcome } from './notify-outcome.ts';
import { cancelOutcome } from './outcomes.ts';
import { paletteOf, type TicketPalette } from './palette.ts';
import { TicketAnswers } from './TicketAnswers.tsx';
import { TicketEntries } from './TicketEntries.tsx';
import { ShareCodeBlock } from './ShareCodeBlock.tsx';
import { CANCEL_MESSAGES, SHARED_TEXTS, TICKET_PAGE_TEXTS as T, TICKET_QR_SIZE, TRANSFER_MESSAGES } from './texts.ts';
import { TransferModal } from './TransferModal.tsx';

const TIME = 'h:mm a';
const DAY = 'yyyy-MM-dd';

/** 'Doors open at 6:00 PM' on the day of the event; the full date when the doors open on another day. */
function doorsText(t: TicketView): string | null {
  if (!t.event.doorTime) return null;
  const door = new Date(t.event.doorTime);
  const start = new Date(t.event.startsAt);
  const sameDay = formatInZone(door, t.event.timezone, DAY) === formatInZone(start, t.event.timezone, DAY);
  return sameDay ? formatInZone(door, t.event.timezone, TIME) : (t.doorTimeText ?? formatInZone(door, t.event.timezone));
}

const holderOf = (t: TicketView) => [t.firstName, t.lastName].filter(Boolean).join(' ');
/** The ticket type, and the seat when there is one. */
const ticketLine = (t: TicketView) => `${t.ticket}${t.seat ? ` · ${SHARED_TEXTS.seat(t.seat)}` : ''}`;

function InfoRow({ icon, children, palette }: { icon: ReactNode; children: ReactNode; palette: TicketPalette }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box c={palette.accent} mt={2} style={{ flexShrink: 0 }} aria-hidden>
        {icon}
      </Box>
      <Box style={{ minWidth: 0 }}>{children}</Box>
    </Group>
  );
}

function Pager({ index, total, onChange, palette }: { index: number; total: number; onChange: (i: number) => void; palette: TicketPalette }) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // The button pressed turns disabled at either end, which drops the keyboard focus on the page's body: once the
  // page shows the new ticket (the other button enabled), hand the focus to the other button.
  const handOff = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    handOff.current?.focus();
    handOff.current = null;
  }, [index]);
  const go = (to: number, other: typeof previous) => {
    if (to === 0 || to === total - 1) handOff.current = other.current;
    onChange(to);
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <ActionIcon
        ref={previous}
        variant={palette.dark ? 'white' : 'default'}
        color={palette.dark ? 'dark' : undefined}
        size="lg"
        radius="xl"
        aria-label={T.previousTicket}
        disabled={index === 0}
        onClick={() => go(index - 1, next)}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Text fw={600} c={palette.text} aria-live="polite" data-testid="ticket-pager">
        {T.pager(index + 1, total)}
      </Text>
      <ActionIcon
        ref={next}
        variant={palette.dark ? 'white' : 'default'}
        color={palette.dark ? 'dark' : undefined}
        size="lg"
        radius="xl"
        aria-label={T.nextTicket}
        disabled={index >= total - 1}
        onClick={() => go(index + 1, previous)}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}

function TicketCard({ ticket, palette }: { ticket: TicketView; palette: TicketPalette }) {
  const doors = doorsText(ticket);
  const holder = holderOf(ticket);
  const place = [ticket.location.name, ticket.location.address].filter(Boolean).join(', ');
  return (
    <Paper
      radius="lg"
      shadow={palette.dark ? undefined : 'sm'}
      bg={palette.cardBg}
      style={{ border: `1px solid ${palette.border}`, overflow: 'hidden' }}
      aria-label={T.ticketFor(holder || ticket.ticket)}
      component="section"
    >
      <Stack align="center" gap="xs" p="lg" pb="md">
        {ticket.active && ticket.qrCodeUrl ? (
          // The QR code with its text (holder, ticket, code) as one figure a screen reader reads together.
          <Stack component="figure" align="center" gap="xs" m={0}>
            <Box bg="white" p={8} style={{ borderRadius: 12, lineHeight: 0 }}>
              <Image
                src={ticket.qrCodeUrl}
                alt={T.qrAlt(ticket.code)}
                w={TICKET_QR_SIZE}
                h={TICKET_QR_SIZE}
                fit="contain"
                style={{ imageRendering: 'pixelated' }}
              />
            </Box>
            <Text component="figcaption" ff="monospace" fz="sm" c={palette.dimmed} style={{ letterSpacing: '0.18em' }}>
              <VisuallyHidden>{T.qrCaption(holder || SHARED_TEXTS.guest, ticketLine(ticket))} </VisuallyHidden>
              {ticket.code}
            </Text>
          </Stack>
        ) : (
          <Stack align="center" gap="sm" py="lg" maw={300} ta="center">
            <IconTicketOff size={44} stroke={1.4} color={palette.dimmed} aria-hidden />
            <Text fw={600} c={palette.text} data-testid="inactive-text">
              {ticket.inactiveText ?? CANCEL_MESSAGES.notActive}
            </Text>
          </Stack>
        )}
        {ticket.checkedInAt ? (
          <Badge color="teal" variant="light" leftSection={<IconUserCheck size={14} />}>
            {T.checkedInAt(formatInZone(new Date(ticket.checkedInAt), ticket.event.timezone, TIME))}
          </Badge>
        ) : null}
        {ticket.admission ? <TicketEntries admission={ticket.admission} palette={palette} /> : null}
      </Stack>
      <Box style={{ borderTop: `2px dashed ${palette.border}` }} />
      <Stack gap="md" p="lg">
        <Stack gap={2}>
          <Text fz={22} fw={700} c={palette.text} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
            {holder || SHARED_TEXTS.guest}
          </Text>
          <Text c={palette.dimmed} fw={500}>
            {ticketLine(ticket)}
          </Text>
        </Stack>
        <InfoRow icon={<IconCalendarEvent size={18} />} palette={palette}>
          <Text c={palette.text} fw={500}>
            {ticket.startsAtText}
          </Text>
        </InfoRow>
        {doors ? (
          <InfoRow icon={<IconDoor size={18} />} palette={palette}>
            <Text c={palette.text}>
              {T.doorsOpenAt} {doors}
            </Text>
          </InfoRow>
        ) : null}
        {ticket.attendanceType === 'online' ? (
          <InfoRow icon={<IconVideo size={18} />} palette={palette}>
            <Text c={palette.text}>{T.onlineStream}</Text>
          </InfoRow>
        ) : (
          <InfoRow icon={<IconMapPin size={18} />} palette={palette}>
            {ticket.locationSetting === 'tba' || !place ? (
              <Text c={palette.text}>{T.locationTba}</Text>
            ) : ticket.location.mapUrl ? (
              <Anchor href={ticket.location.mapUrl} target="_blank" rel="noopener noreferrer" c={palette.accent} fw={500}>
                {place}
              </Anchor>
            ) : (
              <Text c={palette.text}>{place}</Text>
            )}
          </InfoRow>
        )}
        <TicketAnswers answers={ticket.orderAnswers} palette={palette} />
      </Stack>
    </Paper>
  );
}

/** The ticket (holder) page (buyer-side 2.9): the tickets of an order (or one ticket), paged 'Ticket n / total'. */
export function TicketPage({ type, id }: { type: TicketPageType; id: string }) {
  const { data } = useSuspenseQuery(ticketPageQuery(type, id));
  const tickets = data.tickets;
  const [index, setIndex] = useState(0);
  const [transferOpen, setTransferOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const { user } = useSession();
  const href = useLocation({ select: (l) => l.href });
  const transfer = useTransferTicket(type, id);
  const cancel = useCancelTicket(type, id);

  const current = Math.min(index, tickets.length - 1);
  const ticket = tickets[current]!;
  const palette = paletteOf(ticket.theme);
  useDocumentTitle(ticket.eventName);

  const go = useCallback((i: number) => setIndex(Math.max(0, Math.min(tickets.length - 1, i))), [tickets.length]);

  // Arrow keys page through the tickets (unless typing or a dialog is open).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || transferOpen) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (e.key === 'ArrowLeft') go(current - 1);
      else if (e.key === 'ArrowRight') go(current + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, go, transferOpen]);

  const signedOutActions = !user && ticket.active && !ticket.checkedInAt && (ticket.transferAllowed || ticket.cancelAllowed);
  const anyActive = tickets.some((t) => t.active);
  const holder = holderOf(ticket);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(ticketPdfPath(type, id), {}, `tickets-${id}.pdf`);
    } catch (error) {
      notifyApiError(error, T.noActiveTickets);
    } finally {
      setDownloading(false);
    }
  };

  const cancelTicket = async () => {
    const ok = await confirmAction({
      title: CANCEL_MESSAGES.confirmTitle,
      message: CANCEL_MESSAGES.confirmText,
      confirmLabel: T.cancelTicket,
      cancelLabel: CANCEL_MESSAGES.keepTicket,
      danger: true,
    });
    if (!ok) return;
    try {
      const reply = await cancel.mutateAsync(ticket.id);
      notifyOutcome(cancelOutcome({}), reply.status === 'refunded' ? T.refunding : undefined);
    } catch (error) {
      notifyOutcome(cancelOutcome({ error }));
    }
  };

  return (
    <Box bg={palette.pageBg} style={{ flex: 1 }} py={{ base: 'lg', sm: 'xl' }} data-theme={ticket.theme}>
      <Container size={480} px="md">
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 26 }} c={palette.text} ta="center" style={{ overflowWrap: 'anywhere' }}>
            {ticket.eventName}
          </Title>
          <Pager index={current} total={tickets.length} onChange={go} palette={palette} />
          <TicketCard key={ticket.id} ticket={ticket} palette={palette} />

          {ticket.active ? (
            <Stack gap="sm">
              {ticket.broadcastUrl ? (
                <Button
                  component="a"
                  href={ticket.broadcastUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="md"
                  leftSection={<IconVideo size={18} />}
                >
                  {T.viewStream}
                </Button>
              ) : null}
              <SimpleGrid cols={{ base: 1, xs: ticket.canTransfer ? 2 : 1 }} spacing="sm">
                {ticket.canTransfer ? (
                  <Button
                    variant={palette.dark ? 'white' : 'default'}
                    color={palette.dark ? 'dark' : undefined}
                    leftSection={<IconSend size={16} />}
                    onClick={() => setTransferOpen(true)}
                  >
                    {T.transferTicket}
                  </Button>
                ) : null}
                <Button
                  variant={palette.dark ? 'white' : 'default'}
                  color={palette.dark ? 'dark' : undefined}
                  leftSection={<IconDownload size={16} />}
                  loading={downloading}
                  onClick={() => void download()}
                >
                  {T.downloadPdf}
                </Button>
              </SimpleGrid>
              {ticket.canCancel ? (
                <Button variant="subtle" color="red" leftSection={<IconX size={16} />} loading={cancel.isPending} onClick={() => void cancelTicket()}>
                  {T.cancelTicket}
                </Button>
              ) : null}
              {signedOutActions ? (
                <Text fz="sm" c={palette.dimmed} ta="center">
                  <Anchor component="a" href={`/auth?redirect_to=${encodeURIComponent(href)}`} c={palette.accent} fw={600}>
                    {CHECKOUT_PAGE_TEXTS.logIn}
                  </Anchor>{' '}
                  {T.toTransfer(ticket.cancelAllowed)}
                </Text>
              ) : null}
            </Stack>
          ) : anyActive && tickets.length > 1 ? (
            <Text fz="sm" c={palette.dimmed} ta="center">
              {T.useArrows}
            </Text>
          ) : null}

          {ticket.customUserListData ? <ShareCodeBlock data={ticket.customUserListData} palette={palette} /> : null}

          {user ? (
            <Group justify="center">
              <AnchorLink
                to="/manage/$username/tickets-and-subscriptions/tickets"
                params={{ username: user.username }}
                c={palette.accent}
                fw={600}
                fz="sm"
              >
                {T.allMyTickets}
              </AnchorLink>
            </Group>
          ) : null}
        </Stack>
      </Container>
      <TransferModal
        opened={transferOpen}
        onClose={() => setTransferOpen(false)}
        ticketLabel={`${ticket.ticket}${holder ? ` (${holder})` : ''}`}
        pending={transfer.isPending}
        onTransfer={async (input) => {
          await transfer.mutateAsync({ itemId: ticket.id, ...input });
          setTransferOpen(false);
          notifySuccess(`${TRANSFER_MESSAGES.success}. ${TRANSFER_MESSAGES.emailed(input.email)}`);
        }}
      />
    </Box>
  );
}
