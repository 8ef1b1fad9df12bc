import { IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyBlock } from '../../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/memberships/members/')({
  component: Page,
});

function Page() {
  return <EmptyBlock icon={<IconUsers size={28} />} title="No members yet" description="People who subscribe to your tiers will appear here." />;
}
