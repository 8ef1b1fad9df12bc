import { IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/management/courses/$eventId/registrations')({
  component: GuestsPage,
});

/** Guests (the spec's registrations): the guest list and check-in arrive with checkout. */
function GuestsPage() {
  return (
    <EmptyBlock
      icon={<IconUsers size={28} />}
      title="No guests yet"
      description="People who get tickets will be listed here, with check-in at the door and guests you add yourself."
    />
  );
}
