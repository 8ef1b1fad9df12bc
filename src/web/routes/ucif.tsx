import { createFileRoute } from '@tanstack/react-router';
import { FeatureGrid, MarketingPage } from '../features/marketing/MarketingPage.tsx';
import { ButtonLink } from '../ui/links.tsx';

export const Route = createFileRoute('/ucif')({
  component: UcifPage,
});

function UcifPage() {
  return (
    <MarketingPage
      eyebrow="Universal Creator Income Fund"
      title="33% of our fees go back to creators"
      lead="Every ticket sold on Ovation carries a fee of 0.69 dollars plus 1 percent. A third of that fee goes into the Universal Creator Income Fund, which pays artists and creators a recurring income for the culture they make."
      actions={
        <ButtonLink to="/event/new" radius="xl">
          Create An Event
        </ButtonLink>
      }
    >
      <FeatureGrid
        items={[
          { title: 'Funded by every ticket', text: '33% of the fees collected on each sale flow into the fund automatically.' },
          { title: 'Paid to creators', text: 'The fund is shared with the artists and creators who perform and publish on Ovation.' },
          { title: 'Transparent', text: 'Fees are the same for everyone: 0.69 dollars plus 1 percent per ticket.' },
        ]}
      />
    </MarketingPage>
  );
}
