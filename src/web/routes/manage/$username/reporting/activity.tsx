import { createFileRoute } from '@tanstack/react-router';
import { ReportingSoFar } from '../../../../features/manage/ReportingSoFar.tsx';

export const Route = createFileRoute('/manage/$username/reporting/activity')({
  component: ReportingSoFar,
});
