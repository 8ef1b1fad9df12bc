import { createFileRoute } from '@tanstack/react-router';
import { FOR_VENUES_TEXTS as T } from '../../contracts/marketing-pages.messages.ts';
import { NAV_TEXTS } from '../../contracts/site.messages.ts';
import { FeatureGrid, MarketingPage } from '../features/marketing/MarketingPage.tsx';
import { ButtonLink } from '../ui/links.tsx';

export const Route = createFileRoute('/for-venues-and-event-creators')({
  component: ForVenuesPage,
});

function ForVenuesPage() {
  return (
    <MarketingPage
      eyebrow={T.eyebrow}
      title={T.title}
      lead={T.lead}
      points={T.points}
      actions={
        <>
          <ButtonLink to="/event/new" radius="xl">
            {NAV_TEXTS.createEvent}
          </ButtonLink>
          <ButtonLink to="/" hash="explore" radius="xl" variant="default">
            {NAV_TEXTS.explore}
          </ButtonLink>
        </>
      }
    >
      <FeatureGrid items={T.features} />
    </MarketingPage>
  );
}
