import { IconCalendarEvent } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/marketing/custom-calendar')({
  component: Page,
});

function Page() {
  return (
    <EmptyBlock
      icon={<IconCalendarEvent size={28} />}
      title="Custom calendar"
      description="Build a calendar of your events to embed on your own website. The builder will appear here."
    />
  );
}
