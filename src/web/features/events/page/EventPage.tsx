import { Alert, Anchor, AspectRatio, Avatar, Badge, Box, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconCircleCheck,
  IconClock,
  IconDoorEnter,
  IconMapPin,
  IconPencil,
  IconRocket,
  IconSettings,
  IconTicket,
  IconWorld,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { EVENT_MESSAGES, EVENT_PAGE_ERROR_CODES, masonryColumns } from '../../../../contracts/events.messages.ts';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { formatInZone } from '../../../../domain/dates.ts';
import { managementButtonPath } from '../../../../domain/events.ts';
import { formatPriceRange } from '../../../../domain/money.ts';
import type { AttendanceType } from '../../../../domain/tickets.ts';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { FollowButton, usePendingFollowReplay } from '../../follows/FollowButton.tsx';
import { profileRoute } from '../../profiles/paths.ts';
import { hasSocialLinks, SocialLinks } from '../../profiles/SocialLinks.tsx';
import { BannerMessages } from '../BannerMessages.tsx';
import { PosterFallback } from '../EventCard.tsx';
import { addressLines, eventDateRange, EVENT_TIME_FORMAT, videoEmbedUrl, zoneCity } from '../format.ts';
import { MapPreview } from '../MapPreview.tsx';
import { PublishAlerts, usePublishFlow } from '../PublishAlerts.tsx';
import { ticketButtons } from '../ticket-buttons.ts';
import { EventCollaborators, type PageAlert } from './EventCollaborators.tsx';
import { SharePopover } from './SharePopover.tsx';

export interface EventPageSearch {
  ticketType?: AttendanceType;
  follow?: 'true';
  errorCode?: '1';
}

interface Palette {
  dark: boolean;
  pageBg?: string;
  text?: string;
  dimmed: string;
  surface: string;
  border: string;
}

const LIGHT: Palette = { dark: false, dimmed: 'dimmed', surface: 'var(--mantine-color-gray-0)', border: 'var(--mantine-color-gray-3)' };
const DARK: Palette = {
  dark: true,
  pageBg: '#17151f',
  text: '#f3f1f8',
  dimmed: '#b9b3c9',
  surface: 'rgba(255,255,255,0.06)',
  border: 'rgba(255,255,255,0.14)',
};

function InfoRow({ icon, children, palette }: { icon: ReactNode; children: ReactNode; palette: Palette }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box c={palette.dark ? 'violet.3' : 'violet.7'} mt={2} style={{ flexShrink: 0 }} aria-hidden>
        {icon}
      </Box>
      <Box style={{ minWidth: 0 }}>{children}</Box>
    </Group>
  );
}

function SectionTitle({ children, palette }: { children: ReactNode; palette: Palette }) {
  return (
    <Title order={2} fz="xl" c={palette.text}>
      {children}
    </Title>
  );
}

/** The draft banner: 'Draft mode: hidden from public view.' with Publish Event for those who may publish. */
function DraftBanner({ event, flow }: { event: PublicEvent; flow: ReturnType<typeof usePublishFlow> }) {
  const canPublish = event.accessSetting === 'admin';
  return (
    <Paper radius="md" p="sm" px="md" bg="yellow.1" style={{ border: '1px solid var(--mantine-color-yellow-4)' }} role="status">
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconPencil size={18} color="var(--mantine-color-yellow-9)" />
          <Text fw={600} fz="sm" c="yellow.9">
            {EVENT_MESSAGES.draftBanner}
          </Text>
        </Group>
        {canPublish ? (
          <Button size="xs" leftSection={<IconRocket size={14} />} onClick={flow.publish} loading={flow.pending}>
            {EVENT_MESSAGES.publishButton}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/** The management button bar by access setting (Details, Guests, Team, Stats, Video). */
function ManagementBar({ event, palette }: { event: PublicEvent; palette: Palette }) {
  if (!event.managementButtons.length) return null;
  return (
    <Paper
      radius="md"
      p="xs"
      px="sm"
      bg={palette.surface}
      style={{ border: `1px solid ${palette.border}` }}
      component="nav"
      aria-label="Manage this event"
    >
      <Group gap="xs" justify="space-between">
        <Group gap={6} c={palette.dimmed}>
          <IconSettings size={16} />
          <Text fz="sm" fw={600} c={palette.dimmed}>
            Manage
          </Text>
        </Group>
        <Group gap={6}>
          {event.managementButtons.map((button) => (
            <Button
              key={button}
              size="xs"
              variant={palette.dark ? 'white' : 'default'}
              color={palette.dark ? 'dark' : undefined}
              renderRoot={(props) => <Link to={managementButtonPath(event.id, button) as never} {...props} />}
            >
              {button}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}

function Organizer({ event, palette }: { event: PublicEvent; palette: Palette }) {
  const { owner } = event;
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={owner.avatar} name={owner.name} color="initials" radius={owner.type === 'school' ? 'md' : 'xl'} size={44} />
        <Box style={{ minWidth: 0 }}>
          <Text fz="xs" c={palette.dimmed}>
            Organized by
          </Text>
          <Anchor
            renderRoot={(props) => <Link to={profileRoute(owner.type)} params={{ username: owner.username }} {...props} />}
            fw={700}
            c={palette.text ?? 'dark'}
            truncate="end"
            display="block"
          >
            {owner.name}
          </Anchor>
        </Box>
      </Group>
      {event.canManage ? (
        <Button
          size="sm"
          radius="xl"
          variant={palette.dark ? 'white' : 'default'}
          color={palette.dark ? 'dark' : undefined}
          style={{ flexShrink: 0 }}
          renderRoot={(props) => <Link to="/manage/$username/events" params={{ username: owner.username }} {...props} />}
        >
          Manage
        </Button>
      ) : (
        // Never shrinks: a long organizer name truncates instead of the button's label.
        <FollowButton profileId={owner.id} profileName={owner.name} following={owner.following} style={{ flexShrink: 0 }} />
      )}
    </Group>
  );
}

function TicketButtons({ event, chosen, palette }: { event: PublicEvent; chosen?: AttendanceType; palette: Palette }) {
  const buttons = ticketButtons(event, chosen);
  if (!buttons.length) {
    if (event.futureEventCount < 1 && event.startsAt) {
      return (
        <Text fw={600} c={palette.dimmed}>
          This event has ended.
        </Text>
      );
    }
    return null;
  }
  return (
    <Stack gap="xs">
      {buttons.map((b) =>
        b.disabled ? (
          <Button key={b.ticketType} size="lg" radius="md" fullWidth disabled>
            {b.label}
          </Button>
        ) : (
          <Button
            key={b.ticketType}
            size="lg"
            radius="md"
            fullWidth
            variant={b.primary ? 'filled' : palette.dark ? 'white' : 'outline'}
            renderRoot={(props) =>
              b.target === 'dates' ? (
                <Link to="/event/$eventId/dates" params={{ eventId: event.id }} search={{ ticketType: b.ticketType }} {...props} />
              ) : (
                <Link to="/event/$eventId/select" params={{ eventId: event.id }} search={{ ticketType: b.ticketType }} {...props} />
              )
            }
          >
            {b.label}
          </Button>
        ),
      )}
    </Stack>
  );
}

function VideoBlock({ url, palette }: { url: string; palette: Palette }) {
  const embed = videoEmbedUrl(url);
  if (!embed) {
    return (
      <Anchor href={url} target="_blank" rel="noopener noreferrer" c={palette.dark ? 'violet.3' : undefined}>
        Watch the video
      </Anchor>
    );
  }
  return (
    <AspectRatio ratio={16 / 9} style={{ borderRadius: 12, overflow: 'hidden', background: 'var(--mantine-color-dark-8)' }}>
      <iframe
        src={embed}
        title="Event video"
        loading="lazy"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        style={{ border: 0 }}
      />
    </AspectRatio>
  );
}

/** The image masonry: one column for one image, otherwise two. */
function ImageMasonry({ images, name }: { images: string[]; name: string }) {
  const columns = masonryColumns(images.length);
  return (
    <Box style={{ columnCount: columns, columnGap: 12 }} data-testid="image-masonry" data-columns={columns}>
      {images.map((src, i) => (
        <a key={src} href={src} target="_blank" rel="noopener noreferrer" style={{ display: 'block', breakInside: 'avoid', marginBottom: 12 }}>
          <img src={src} alt={`${name}: image ${i + 1}`} loading="lazy" style={{ display: 'block', width: '100%', borderRadius: 12 }} />
        </a>
      ))}
    </Box>
  );
}

/** The public event page (buyer-side 2.5). */
export function EventPage({ event, search }: { event: PublicEvent; search: EventPageSearch }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const palette = event.theme === 'dark' ? DARK : LIGHT;
  const publishFlow = usePublishFlow(event.id);
  const [alerts, setAlerts] = useState<PageAlert[]>(() =>
    search.errorCode === '1' ? [{ id: 'errorCode', color: 'red', message: EVENT_PAGE_ERROR_CODES[1] }] : [],
  );

  // errorCode=1 shows its alert once, then leaves the address.
  useEffect(() => {
    if (search.errorCode) void navigate({ to: '.', search: (prev: EventPageSearch) => ({ ...prev, errorCode: undefined }), replace: true } as never);
  }, [search.errorCode, navigate]);

  useDocumentTitle(event.name);

  const clearFollow = useCallback(
    () => void navigate({ to: '.', search: (prev: EventPageSearch) => ({ ...prev, follow: undefined }), replace: true } as never),
    [navigate],
  );
  usePendingFollowReplay({
    profileId: event.owner.id,
    following: event.owner.following,
    followParam: search.follow,
    clearParam: clearFollow,
  });

  const addAlert = (alert: PageAlert) => {
    setAlerts((prev) => [...prev.filter((a) => a.id !== alert.id), alert]);
    // The alerts sit at the top of the page: bring them into view.
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  // Success alerts clear themselves after 5 seconds; errors stay until dismissed.
  useEffect(() => {
    const done = alerts.filter((a) => a.color === 'green');
    if (!done.length) return;
    const timer = window.setTimeout(() => setAlerts((prev) => prev.filter((a) => a.color !== 'green')), EVENT_MESSAGES.publishSuccessMs);
    return () => window.clearTimeout(timer);
  }, [alerts]);
  const when = eventDateRange(event.startsAt, event.endsAt, event.timezone);
  const address = addressLines(event.location);
  const showShare = event.published && !event.private;
  const showMap = event.inPerson && event.locationSetting === 'venue' && (event.location.latitude !== null || address.length > 0);
  const moreDates = event.futureEventCount > 1;

  return (
    <Box bg={palette.pageBg} c={palette.text} style={{ flex: 1 }} data-theme={event.theme}>
      <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {!event.published ? <DraftBanner event={event} flow={publishFlow} /> : null}
          {/* Outside the banner: the success text outlives the draft banner that publishing removes. */}
          <PublishAlerts flow={publishFlow} />
          {alerts.map((a) => (
            <Alert
              key={a.id}
              color={a.color}
              icon={a.color === 'green' ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
              role={a.color === 'red' ? 'alert' : 'status'}
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setAlerts((prev) => prev.filter((x) => x.id !== a.id))}
            >
              {a.message}
            </Alert>
          ))}
          <BannerMessages banners={event.bannerMessages} />
          <ManagementBar event={event} palette={palette} />

          <Grid gap={{ base: 'lg', md: 48 }}>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Box pos={{ md: 'sticky' } as never} top={88}>
                <AspectRatio ratio={1} style={{ borderRadius: 16, overflow: 'hidden', boxShadow: '0 12px 32px rgba(20, 10, 50, 0.18)' }}>
                  {event.poster ? (
                    // Block, not inline: an inline image sits on the text baseline and leaves a band under it.
                    <img src={event.poster} alt={`${event.name} poster`} style={{ objectFit: 'cover', display: 'block' }} />
                  ) : (
                    <PosterFallback name={event.name} />
                  )}
                </AspectRatio>
              </Box>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <Stack gap="xs">
                  <Group gap="xs">
                    {event.categoryName ? (
                      <Badge variant="light" color="violet">
                        {event.categoryName}
                      </Badge>
                    ) : null}
                    {event.private ? (
                      <Badge variant="light" color="gray">
                        Private
                      </Badge>
                    ) : null}
                    {moreDates ? (
                      <Badge variant="light" color="grape">
                        {event.futureEventCount} dates
                      </Badge>
                    ) : null}
                  </Group>
                  <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.1} c={palette.text} style={{ overflowWrap: 'anywhere', letterSpacing: '-0.02em' }}>
                    {event.name}
                  </Title>
                </Stack>

                <Organizer event={event} palette={palette} />
                <EventCollaborators event={event} palette={palette} onAlert={addAlert} queryClient={queryClient} />

                <Stack gap="sm">
                  <InfoRow icon={<IconCalendarEvent size={20} />} palette={palette}>
                    <Text fw={600}>{when ?? 'Date to be announced'}</Text>
                    <Text fz="sm" c={palette.dimmed}>
                      {zoneCity(event.timezone)} time
                      {moreDates ? (
                        <>
                          {' · '}
                          <Anchor
                            renderRoot={(props) => (
                              <Link to="/event/$eventId/dates" params={{ eventId: event.id }} search={{ ticketType: search.ticketType }} {...props} />
                            )}
                            fz="sm"
                            c={palette.dark ? 'violet.3' : undefined}
                          >
                            {event.futureEventCount - 1} more {event.futureEventCount - 1 === 1 ? 'date' : 'dates'}
                          </Anchor>
                        </>
                      ) : null}
                    </Text>
                  </InfoRow>
                  {event.doorTime ? (
                    <InfoRow icon={<IconDoorEnter size={20} />} palette={palette}>
                      <Text fz="sm">Doors open at {formatInZone(new Date(event.doorTime), event.timezone, EVENT_TIME_FORMAT)}</Text>
                    </InfoRow>
                  ) : null}
                  {event.inPerson ? (
                    <InfoRow icon={<IconMapPin size={20} />} palette={palette}>
                      {event.locationSetting === 'tba' ? (
                        <Text fw={600}>{EVENT_MESSAGES.locationTba}</Text>
                      ) : (
                        <>
                          <Text fw={600}>{event.location.name || address[0] || EVENT_MESSAGES.locationTba}</Text>
                          {address.slice(event.location.name ? 0 : 1).map((line) => (
                            <Text key={line} fz="sm" c={palette.dimmed}>
                              {line}
                            </Text>
                          ))}
                        </>
                      )}
                    </InfoRow>
                  ) : null}
                  {event.online ? (
                    <InfoRow icon={<IconWorld size={20} />} palette={palette}>
                      <Text fw={600}>Online event</Text>
                      <Text fz="sm" c={palette.dimmed}>
                        Ticket holders get the stream link.
                      </Text>
                    </InfoRow>
                  ) : null}
                  {event.minPrice !== null && event.maxPrice !== null ? (
                    <InfoRow icon={<IconTicket size={20} />} palette={palette}>
                      <Text fw={600} data-testid="event-price">
                        {formatPriceRange(event.minPrice, event.maxPrice, event.currency)}
                      </Text>
                    </InfoRow>
                  ) : null}
                </Stack>

                <Paper radius="lg" p="md" bg={palette.surface} style={{ border: `1px solid ${palette.border}` }}>
                  <Stack gap="sm">
                    <TicketButtons event={event} chosen={search.ticketType} palette={palette} />
                    <Group justify="space-between" gap="xs">
                      <Group gap={6} wrap="nowrap">
                        <IconClock size={16} color={palette.dark ? '#b9b3c9' : 'var(--mantine-color-gray-6)'} />
                        <Text fz="sm" c={palette.dimmed}>
                          {event.refundsAllowed ? EVENT_MESSAGES.refundsAllowed : EVENT_MESSAGES.noRefunds}
                        </Text>
                      </Group>
                      {showShare ? <SharePopover url={event.shareUrl} title={event.name} dark={palette.dark} /> : null}
                    </Group>
                  </Stack>
                </Paper>
              </Stack>
            </Grid.Col>
          </Grid>

          <Grid gap={{ base: 'lg', md: 48 }} mt="md">
            <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 1 }}>
              <Stack gap="xl">
                {event.description.trim() ? (
                  <Stack gap="sm" component="section" aria-label="About this event">
                    <SectionTitle palette={palette}>About this event</SectionTitle>
                    <Box
                      className={`ovation-html-content${palette.dark ? ' ovation-html-dark' : ''}`}
                      // Sanitized by the server (rich text allow-list).
                      dangerouslySetInnerHTML={{ __html: event.description }}
                    />
                  </Stack>
                ) : null}
                {event.videoUrl ? (
                  <Stack gap="sm" component="section" aria-label="Video">
                    <SectionTitle palette={palette}>Video</SectionTitle>
                    <VideoBlock url={event.videoUrl} palette={palette} />
                  </Stack>
                ) : null}
                {event.images.length ? (
                  <Stack gap="sm" component="section" aria-label="Images">
                    <SectionTitle palette={palette}>Images</SectionTitle>
                    <ImageMasonry images={event.images} name={event.name} />
                  </Stack>
                ) : null}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 2 }}>
              <Stack gap="xl">
                {showMap ? (
                  <Stack gap="sm" component="section" aria-label="Location">
                    <SectionTitle palette={palette}>Location</SectionTitle>
                    <MapPreview
                      latitude={event.location.latitude}
                      longitude={event.location.longitude}
                      title={event.location.name}
                      address={address.join(', ') || null}
                      dark={palette.dark}
                    />
                  </Stack>
                ) : null}
                {hasSocialLinks(event.owner.social) ? (
                  <Stack gap="sm" component="section" aria-label="Contact">
                    <SectionTitle palette={palette}>Contact {event.owner.name}</SectionTitle>
                    <SocialLinks social={event.owner.social} name={event.owner.name} color={palette.dark ? 'gray' : 'violet'} />
                  </Stack>
                ) : null}
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </Container>
    </Box>
  );
}
