import { createFileRoute } from '@tanstack/react-router';
import { DeveloperZonePage } from '../../../../features/developer-zone/DeveloperZonePage.tsx';

/** The developer zone (content-management 2.8): webhooks, their logs and API keys, when allowed for the account. */
export const Route = createFileRoute('/manage/$username/developer-zone/')({
  component: DeveloperZonePage,
});
