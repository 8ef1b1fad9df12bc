import { createFileRoute } from '@tanstack/react-router';
import { DELIVERY_DETAIL_TEXTS } from '../../../../../contracts/developer-tools.messages.ts';
import { isUuid } from '../../../../app/search-params.ts';
import { DeliveryDetail } from '../../../../features/developer-zone/DeliveryDetail.tsx';
import { DeveloperZoneGate } from '../../../../features/developer-zone/DeveloperZoneGate.tsx';
import { NotFound } from '../../../../ui/NotFound.tsx';

/** A webhook log of the owner's (content-management 2.8: developer-zone/logs/{id}): payload, attempts, Replay. */
export const Route = createFileRoute('/manage/$username/developer-zone/logs/$id')({
  component: DeliveryLogPage,
});

function DeliveryLogPage() {
  const { id } = Route.useParams();
  return (
    <DeveloperZoneGate>
      {(profile) =>
        isUuid(id) ? (
          <DeliveryDetail key={id} ownerId={profile.id} username={profile.username} deliveryId={id} />
        ) : (
          <NotFound message={DELIVERY_DETAIL_TEXTS.notFound} />
        )
      }
    </DeveloperZoneGate>
  );
}
