import { IconApps } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

import { ManagePage } from '../../../../features/manage/ManagePage.tsx';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/apps/')({
  component: Page,
});

function Page() {
  return (
    <ManagePage title="Apps" description="Add-ons that extend Ovation, such as the weekly sales report.">
      <EmptyBlock icon={<IconApps size={28} />} title="No apps yet" description="Apps you can turn on for this account will appear here." />
    </ManagePage>
  );
}
