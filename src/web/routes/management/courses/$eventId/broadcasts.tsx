import { IconVideo } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/management/courses/$eventId/broadcasts')({
  component: VideoPage,
});

function VideoPage() {
  return (
    <EmptyBlock
      icon={<IconVideo size={28} />}
      title="No video yet"
      description="The live stream and replays for online ticket holders will be managed here."
    />
  );
}
