import { createFileRoute } from '@tanstack/react-router';
import { FeatureGrid, MarketingPage } from '../features/marketing/MarketingPage.tsx';
import { ButtonLink } from '../ui/links.tsx';

export const Route = createFileRoute('/for-artists')({
  component: ForArtistsPage,
});

function ForArtistsPage() {
  return (
    <MarketingPage
      eyebrow="For Artists"
      title="Turn your fans into members"
      lead="Sell tickets to your shows, offer monthly or yearly memberships with real benefits, and publish videos for your community, all from one profile."
      points={[
        'Memberships with tiers, benefits and member-only discounts on tickets',
        'Event ticketing with fair fees: 0.69 dollars plus 1 percent per ticket',
        'Videos and live streams for everyone or for members only',
        '33% of fees go to the Universal Creator Income Fund',
      ]}
      actions={
        <ButtonLink to="/event/new" radius="xl">
          Create An Event
        </ButtonLink>
      }
    >
      <FeatureGrid
        items={[
          { title: 'Memberships', text: 'Recurring income from the fans who want to support you every month.' },
          { title: 'Label Services', text: 'Distribution, marketing and promotion support for releases.' },
          { title: 'Event Ticketing', text: 'Free, paid and custom-price tickets with promo and secret codes.' },
        ]}
      />
    </MarketingPage>
  );
}
