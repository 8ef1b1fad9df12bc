import { IconUsers } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { MANAGE_PLACEHOLDER_TEXTS } from '../../../../../../contracts/manage.messages.ts';
import { EmptyBlock } from '../../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/memberships/members/')({
  component: Page,
});

const T = MANAGE_PLACEHOLDER_TEXTS.memberships;

function Page() {
  return <EmptyBlock icon={<IconUsers size={28} />} title={T.noMembers} description={T.noMembersText} />;
}
