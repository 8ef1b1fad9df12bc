import { createFileRoute } from '@tanstack/react-router';
import { SEAT_CHARTS_TEXTS as T } from '../../../../../contracts/seating-web.messages.ts';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { ManagePage } from '../../../../features/manage/ManagePage.tsx';
import { ChartsTable } from '../../../../features/seating/ChartsTable.tsx';
import { useDocumentTitle } from '../../../../ui/useDocumentTitle.ts';

/** Seat charts (issue 32): the venue's rooms, drawn once and reused by its events. */
export const Route = createFileRoute('/manage/$username/seating/')({
  component: SeatChartsPage,
});

function SeatChartsPage() {
  const { profile } = useManagedProfile();
  useDocumentTitle(T.title);
  return (
    <ManagePage title={T.title} description={T.description}>
      <ChartsTable ownerId={profile.id} username={profile.username} />
    </ManagePage>
  );
}
