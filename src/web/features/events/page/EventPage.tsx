import { Box, Container, Grid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { RenderLater } from '../../../ui/RenderLater.tsx';
import { useTracked } from '../../analytics/index.ts';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { BannerMessages } from '../BannerMessages.tsx';
import { PublishAlerts, usePublishFlow } from '../PublishAlerts.tsx';
import { DraftBanner } from './DraftBanner.tsx';
import { EventStateBanner } from './EventStateBanner.tsx';
import { EventCollaborators } from './EventCollaborators.tsx';
import { EventFacts } from './EventFacts.tsx';
import { EventHeading } from './EventHeading.tsx';
import { EventPoster } from './EventPoster.tsx';
import { EventSections } from './EventSections.tsx';
import { ManagementBar } from './ManagementBar.tsx';
import { Organizer } from './Organizer.tsx';
import { PageAlertList } from './PageAlertList.tsx';
import { eventPalette } from './palette.ts';
import type { EventPageSearch } from './search.ts';
import { TicketPanel } from './TicketPanel.tsx';
import { useOrganizerFollowReplay } from './useOrganizerFollowReplay.ts';
import { usePageAlerts } from './usePageAlerts.ts';

export type { EventPageSearch } from './search.ts';

/** The public event page (buyer-side 2.5). */
export function EventPage({ event, search }: { event: PublicEvent; search: EventPageSearch }) {
  const queryClient = useQueryClient();
  const palette = eventPalette(event.theme);
  const publishFlow = usePublishFlow(event.id);
  const { alerts, addAlert, dismissAlert } = usePageAlerts(search.errorCode);
  useDocumentTitle(event.name);
  useOrganizerFollowReplay(event.owner, search.follow);
  useTracked('event_viewed', { eventId: event.id });

  return (
    <Box bg={palette.pageBg} c={palette.text} style={{ flex: 1 }} data-theme={event.theme}>
      <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {!event.published ? <DraftBanner event={event} flow={publishFlow} /> : null}
          <EventStateBanner event={event} />
          {/* Outside the banner: the success text outlives the draft banner that publishing removes. */}
          <PublishAlerts flow={publishFlow} />
          <PageAlertList alerts={alerts} onDismiss={dismissAlert} />
          <BannerMessages banners={event.bannerMessages} />
          <ManagementBar event={event} palette={palette} />

          <Grid gap={{ base: 'lg', md: 48 }}>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <EventPoster event={event} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <EventHeading event={event} palette={palette} />
                <Organizer event={event} palette={palette} />
                <EventCollaborators event={event} palette={palette} onAlert={addAlert} queryClient={queryClient} />
                <EventFacts event={event} chosen={search.ticketType} palette={palette} />
                {event.canceledAt ? null : <TicketPanel event={event} chosen={search.ticketType} palette={palette} />}
              </Stack>
            </Grid.Col>
          </Grid>

          {/* Below the fold: rendered after the first commit, so the page's first render stays short on a phone. */}
          <RenderLater>
            <EventSections event={event} palette={palette} />
          </RenderLater>
        </Stack>
      </Container>
    </Box>
  );
}
