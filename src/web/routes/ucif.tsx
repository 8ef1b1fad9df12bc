import { createFileRoute } from '@tanstack/react-router';
import { UCIF_TEXTS as T } from '../../contracts/marketing-pages.messages.ts';
import { NAV_TEXTS } from '../../contracts/site.messages.ts';
import { FeatureGrid, MarketingPage } from '../features/marketing/MarketingPage.tsx';
import { ButtonLink } from '../ui/links.tsx';

export const Route = createFileRoute('/ucif')({
  component: UcifPage,
});

function UcifPage() {
  return (
    <MarketingPage
      eyebrow={T.eyebrow}
      title={T.title}
      lead={T.lead}
      actions={
        <ButtonLink to="/event/new" radius="xl">
          {NAV_TEXTS.createEvent}
        </ButtonLink>
      }
    >
      <FeatureGrid items={T.features} />
    </MarketingPage>
  );
}
