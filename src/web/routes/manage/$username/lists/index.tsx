import { IconListCheck } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

import { ManagePage } from '../../../../features/manage/ManagePage.tsx';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/lists/')({
  component: Page,
});

function Page() {
  return (
    <ManagePage title="Private Access Lists" description="Lists of e-mails that unlock tickets for secret parties and exclusive events.">
      <EmptyBlock
        icon={<IconListCheck size={28} />}
        title="No lists yet"
        description="Your private access lists and how many people are on each will appear here."
      />
    </ManagePage>
  );
}
