import { IconSpeakerphone } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { MANAGE_PLACEHOLDER_TEXTS } from '../../../../../contracts/manage.messages.ts';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/marketing/services')({
  component: Page,
});

const T = MANAGE_PLACEHOLDER_TEXTS.marketing;

function Page() {
  return <EmptyBlock icon={<IconSpeakerphone size={28} />} title={T.services} description={T.servicesText} />;
}
