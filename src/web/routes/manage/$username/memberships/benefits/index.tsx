import { IconGift } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyBlock } from '../../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/memberships/benefits/')({
  component: Page,
});

function Page() {
  return (
    <EmptyBlock
      icon={<IconGift size={28} />}
      title="No benefits yet"
      description="Benefits such as ticket discounts for your members will appear here."
    />
  );
}
