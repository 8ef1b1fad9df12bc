import { createFileRoute } from '@tanstack/react-router';
import { DeveloperZoneGate } from '../../../../features/developer-zone/DeveloperZoneGate.tsx';
import { WebhookForm } from '../../../../features/developer-zone/WebhookForm.tsx';

/** Generate Webhook (content-management 2.8): developer-zone/new. */
export const Route = createFileRoute('/manage/$username/developer-zone/new')({
  component: NewWebhookPage,
});

function NewWebhookPage() {
  return <DeveloperZoneGate>{(profile) => <WebhookForm ownerId={profile.id} username={profile.username} />}</DeveloperZoneGate>;
}
