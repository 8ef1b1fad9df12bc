import { IconCalendarEvent } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { CreateEventButton } from '../../../features/manage/EmptyStates.tsx';
import { ManagePage } from '../../../features/manage/ManagePage.tsx';
import { EmptyBlock } from '../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/events')({
  component: EventsPage,
});

function EventsPage() {
  return (
    <ManagePage title="Events" actions={<CreateEventButton />}>
      <EmptyBlock
        icon={<IconCalendarEvent size={28} />}
        title="No events yet"
        description="Your upcoming and past events, with their revenue and tickets sold, will appear here."
        action={<CreateEventButton />}
      />
    </ManagePage>
  );
}
