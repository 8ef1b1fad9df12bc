import { createFileRoute } from '@tanstack/react-router';
import { DESIGNER_TEXTS as T, SEAT_CHARTS_TEXTS } from '../../../../../contracts/seating-web.messages.ts';
import { isUuid } from '../../../../app/search-params.ts';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { Designer } from '../../../../features/seating/designer/Designer.tsx';
import { NotFound } from '../../../../ui/NotFound.tsx';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle.ts';

/** The seat-chart designer (issue 32): /manage/{username}/seating/{chartId}. */
export const Route = createFileRoute('/manage/$username/seating/$chartId')({
  component: DesignerPage,
});

function DesignerPage() {
  const { chartId } = Route.useParams();
  const { profile } = useManagedProfile();
  useDocumentTitle(SEAT_CHARTS_TEXTS.title);
  if (!isUuid(chartId)) return <NotFound message={T.notFound} />;
  return <Designer ownerId={profile.id} username={profile.username} chartId={chartId} />;
}
