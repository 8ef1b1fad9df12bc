import { IconSettings } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/memberships/settings')({
  component: Page,
});

function Page() {
  return (
    <EmptyBlock
      icon={<IconSettings size={28} />}
      title="Membership page settings"
      description="The title, description and visibility of your public membership page will be set here."
    />
  );
}
