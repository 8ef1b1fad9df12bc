import { IconVideo } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

import { ManagePage } from '../../../../features/manage/ManagePage.tsx';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/videos/')({
  component: Page,
});

function Page() {
  return (
    <ManagePage title="Videos" description="Upload videos and choose who can watch them.">
      <EmptyBlock
        icon={<IconVideo size={28} />}
        title="No videos yet"
        description="Videos you upload or collaborate on, with their privacy and views, will appear here."
      />
    </ManagePage>
  );
}
