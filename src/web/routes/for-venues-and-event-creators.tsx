import { createFileRoute } from '@tanstack/react-router';
import { FeatureGrid, MarketingPage } from '../features/marketing/MarketingPage.tsx';
import { ButtonLink } from '../ui/links.tsx';

export const Route = createFileRoute('/for-venues-and-event-creators')({
  component: ForVenuesPage,
});

function ForVenuesPage() {
  return (
    <MarketingPage
      eyebrow="For Venues & Event Creators"
      title="Ticketing that is fair to you and your audience"
      lead="Publish events in minutes, get paid out instantly and sell at the door with card readers. Fees are 0.69 dollars plus 1 percent per ticket."
      points={[
        'Instant payouts and point-of-sale card payments at the door',
        'Check-in app with QR scanning and seating charts',
        'Free, paid, festival pass, add-on, punch card and donation tickets',
        'Promo and secret codes, custom questions and waivers',
        'Webhooks, an open API and embeddable calendars',
        'Live streaming with on-demand conversion and a patron CRM with reporting',
      ]}
      actions={
        <>
          <ButtonLink to="/event/new" radius="xl">
            Create An Event
          </ButtonLink>
          <ButtonLink to="/" hash="explore" radius="xl" variant="default">
            Explore
          </ButtonLink>
        </>
      }
    >
      <FeatureGrid
        items={[
          { title: 'Event Ticketing', text: 'Everything from free RSVPs to reserved seating, with reporting built in.' },
          { title: 'Memberships', text: 'Offer your regulars a membership with benefits that discount tickets.' },
          { title: 'Streaming', text: 'Sell online tickets and stream your events to audiences anywhere.' },
        ]}
      />
    </MarketingPage>
  );
}
