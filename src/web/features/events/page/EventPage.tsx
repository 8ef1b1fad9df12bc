import { Box, Container, Grid, Stack } from '@mantine/core';
import { lazy, useState } from 'react';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { OnDemand, OnDemandPage } from '../../../ui/OnDemand.tsx';
import { RenderLater } from '../../../ui/RenderLater.tsx';
import { useTracked } from '../../analytics/index.ts';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { EventStateBanner } from './EventStateBanner.tsx';
import { EventCollaborators } from './EventCollaborators.tsx';
import { EventFacts } from './EventFacts.tsx';
import { EventHeading } from './EventHeading.tsx';
import { EventPoster } from './EventPoster.tsx';
import { EventSections } from './EventSections.tsx';
import { Organizer } from './Organizer.tsx';
import { eventPalette } from './palette.ts';
import type { EventPageSearch } from './search.ts';
import { TicketPanel } from './TicketPanel.tsx';
import { useOrganizerFollowReplay } from './useOrganizerFollowReplay.ts';
import { usePageAlerts } from './usePageAlerts.ts';

export type { EventPageSearch } from './search.ts';

// What a visitor of a published event does not see loads only where it shows (ui/OnDemand.tsx).
const DraftControls = lazy(() => import('./DraftControls.tsx'));
const PageAlertList = lazy(() => import('./PageAlertList.tsx'));
const BannerMessages = lazy(() => import('../BannerMessages.tsx').then((m) => ({ default: m.BannerMessages })));
const ManagementBar = lazy(() => import('./ManagementBar.tsx'));

/** The public event page (buyer-side 2.5). */
export function EventPage({ event, search }: { event: PublicEvent; search: EventPageSearch }) {
  const palette = eventPalette(event.theme);
  // Once shown as a draft, the publish flow stays for its success text after the event is published.
  const [draftShown, setDraftShown] = useState(!event.published);
  if (!event.published && !draftShown) setDraftShown(true);
  const { alerts, addAlert, dismissAlert } = usePageAlerts(search.errorCode);
  useDocumentTitle(event.name);
  useOrganizerFollowReplay(event.owner, search.follow);
  useTracked('event_viewed', { eventId: event.id });

  return (
    <OnDemandPage>
      <Box bg={palette.pageBg} c={palette.text} style={{ flex: 1 }} data-theme={event.theme}>
        <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            {draftShown ? (
              <OnDemand>
                <DraftControls event={event} />
              </OnDemand>
            ) : null}
            <EventStateBanner event={event} />
            {alerts.length ? (
              <OnDemand>
                <PageAlertList alerts={alerts} onDismiss={dismissAlert} />
              </OnDemand>
            ) : null}
            {event.bannerMessages.length ? (
              <OnDemand>
                <BannerMessages banners={event.bannerMessages} />
              </OnDemand>
            ) : null}
            {event.managementButtons.length ? (
              <OnDemand>
                <ManagementBar event={event} palette={palette} />
              </OnDemand>
            ) : null}

            <Grid gap={{ base: 'lg', md: 48 }}>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <EventPoster event={event} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="lg">
                  <EventHeading event={event} palette={palette} />
                  <Organizer event={event} palette={palette} />
                  <EventCollaborators event={event} palette={palette} onAlert={addAlert} />
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
    </OnDemandPage>
  );
}
