import { createFileRoute } from '@tanstack/react-router';
import { PROMO_CODE_MESSAGES } from '../../../../../../contracts/promo-codes.messages.ts';
import { isUuid } from '../../../../../app/search-params.ts';
import { useManagedProfile } from '../../../../../features/manage/api.ts';
import { PromoCodeForm } from '../../../../../features/promo-codes/PromoCodeForm.tsx';
import { NotFound } from '../../../../../ui/NotFound.tsx';

/** Edit a global promo code (content-management 2.6): global-promo-codes/edit/{id}. */
export const Route = createFileRoute('/manage/$username/marketing/global-promo-codes/edit/$id')({
  component: EditPromoCodePage,
});

function EditPromoCodePage() {
  const { id } = Route.useParams();
  const { profile } = useManagedProfile();
  if (!isUuid(id)) return <NotFound message={PROMO_CODE_MESSAGES.notFound} />;
  return <PromoCodeForm key={id} ownerId={profile.id} username={profile.username} mode="edit" codeId={id} />;
}
