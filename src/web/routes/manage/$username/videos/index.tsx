import { IconVideo } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { MANAGE_PLACEHOLDER_TEXTS } from '../../../../../contracts/manage.messages.ts';

import { ManagePage } from '../../../../features/manage/ManagePage.tsx';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/videos/')({
  component: Page,
});

const T = MANAGE_PLACEHOLDER_TEXTS.videos;

function Page() {
  return (
    <ManagePage title={T.title} description={T.description}>
      <EmptyBlock icon={<IconVideo size={28} />} title={T.empty} description={T.emptyText} />
    </ManagePage>
  );
}
