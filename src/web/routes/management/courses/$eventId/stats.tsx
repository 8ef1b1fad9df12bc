import { IconChartBar } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/management/courses/$eventId/stats')({
  component: StatsPage,
});

function StatsPage() {
  return (
    <EmptyBlock
      icon={<IconChartBar size={28} />}
      title="No stats yet"
      description="Ticket sales, revenue and check-ins for this event will appear here once tickets are sold."
    />
  );
}
