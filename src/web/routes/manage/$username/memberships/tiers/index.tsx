import { IconCrown } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { MANAGE_PLACEHOLDER_TEXTS } from '../../../../../../contracts/manage.messages.ts';
import { EmptyBlock } from '../../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/memberships/tiers/')({
  component: Page,
});

const T = MANAGE_PLACEHOLDER_TEXTS.memberships;

function Page() {
  return <EmptyBlock icon={<IconCrown size={28} />} title={T.noTiers} description={T.noTiersText} />;
}
