import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '../../../../features/marketing-services/ServicesPage.tsx';

/** Marketing > Services (content-management 2.6): the Ovation team's promotion services and how to ask for them. */
export const Route = createFileRoute('/manage/$username/marketing/services')({
  component: ServicesPage,
});
