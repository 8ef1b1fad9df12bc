import { createFileRoute } from '@tanstack/react-router';
import { ReportingEmpty } from '../../../../features/manage/EmptyStates.tsx';

export const Route = createFileRoute('/manage/$username/reporting/activity')({
  component: ReportingEmpty,
});
