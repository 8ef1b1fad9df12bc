import { IconDiscount } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyBlock } from '../../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/marketing/global-promo-codes/')({
  component: Page,
});

function Page() {
  return (
    <EmptyBlock
      icon={<IconDiscount size={28} />}
      title="No promo codes yet"
      description="Discount codes valid across all your events, or by event category, will appear here."
    />
  );
}
