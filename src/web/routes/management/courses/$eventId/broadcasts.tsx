import { IconVideo } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { MANAGE_EVENT_PAGE_TEXTS as T } from '../../../../../contracts/events-management.messages.ts';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/management/courses/$eventId/broadcasts')({
  component: VideoPage,
});

function VideoPage() {
  return <EmptyBlock icon={<IconVideo size={28} />} title={T.noVideoTitle} description={T.noVideoText} />;
}
