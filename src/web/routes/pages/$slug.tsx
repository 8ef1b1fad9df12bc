import { createFileRoute, notFound } from '@tanstack/react-router';
import { StaticPage } from '../../features/marketing/StaticPages.tsx';
import { isStaticPageSlug } from '../../features/marketing/static-pages.ts';

export const Route = createFileRoute('/pages/$slug')({
  beforeLoad: ({ params }) => {
    if (!isStaticPageSlug(params.slug)) throw notFound();
  },
  component: StaticPageRoute,
});

function StaticPageRoute() {
  const { slug } = Route.useParams();
  return isStaticPageSlug(slug) ? <StaticPage slug={slug} /> : null;
}
