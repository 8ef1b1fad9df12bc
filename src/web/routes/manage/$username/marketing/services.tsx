import { IconSpeakerphone } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/marketing/services')({
  component: Page,
});

function Page() {
  return (
    <EmptyBlock
      icon={<IconSpeakerphone size={28} />}
      title="Marketing services"
      description="Promotion services from the Ovation team to help you sell out your events will be listed here."
    />
  );
}
