import { createFileRoute } from '@tanstack/react-router';
import { WEBHOOK_FORM_TEXTS } from '../../../../../contracts/developer-zone.messages.ts';
import { isUuid } from '../../../../app/search-params.ts';
import { DeveloperZoneGate } from '../../../../features/developer-zone/DeveloperZoneGate.tsx';
import { WebhookForm } from '../../../../features/developer-zone/WebhookForm.tsx';
import { NotFound } from '../../../../ui/NotFound.tsx';

/** Edit a webhook (content-management 2.8): developer-zone/edit/{id}. */
export const Route = createFileRoute('/manage/$username/developer-zone/edit/$id')({
  component: EditWebhookPage,
});

function EditWebhookPage() {
  const { id } = Route.useParams();
  return (
    <DeveloperZoneGate>
      {(profile) =>
        isUuid(id) ? (
          <WebhookForm key={id} ownerId={profile.id} username={profile.username} webhookId={id} />
        ) : (
          <NotFound message={WEBHOOK_FORM_TEXTS.notFound} />
        )
      }
    </DeveloperZoneGate>
  );
}
