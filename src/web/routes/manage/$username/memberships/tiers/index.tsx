import { IconCrown } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyBlock } from '../../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/memberships/tiers/')({
  component: Page,
});

function Page() {
  return (
    <EmptyBlock
      icon={<IconCrown size={28} />}
      title="No tiers yet"
      description="Your membership tiers, their prices and member counts will appear here."
    />
  );
}
