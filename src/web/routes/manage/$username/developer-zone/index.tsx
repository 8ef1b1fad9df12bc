import { IconCode } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { MANAGE_PLACEHOLDER_TEXTS } from '../../../../../contracts/manage.messages.ts';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { ManagePage } from '../../../../features/manage/ManagePage.tsx';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/developer-zone/')({
  component: DeveloperZonePage,
});

const T = MANAGE_PLACEHOLDER_TEXTS.developerZone;

function DeveloperZonePage() {
  const { profile } = useManagedProfile();
  return (
    <ManagePage title={T.title} description={T.description}>
      {profile.developerZoneAllowed ? (
        <EmptyBlock icon={<IconCode size={28} />} title={T.noWebhooks} description={T.noWebhooksText} />
      ) : (
        <EmptyBlock icon={<IconCode size={28} />} title={T.notEnabled} description={T.notEnabledText} />
      )}
    </ManagePage>
  );
}
