import { IconCode } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { ManagePage } from '../../../../features/manage/ManagePage.tsx';
import { EmptyBlock } from '../../../../ui/EmptyBlock.tsx';

export const Route = createFileRoute('/manage/$username/developer-zone/')({
  component: DeveloperZonePage,
});

function DeveloperZonePage() {
  const { profile } = useManagedProfile();
  return (
    <ManagePage title="Developer Zone" description="Webhooks that notify your systems about orders, tickets and memberships.">
      {profile.developerZoneAllowed ? (
        <EmptyBlock
          icon={<IconCode size={28} />}
          title="No webhooks yet"
          description="Your webhook endpoints and their delivery logs will appear here."
        />
      ) : (
        <EmptyBlock
          icon={<IconCode size={28} />}
          title="Developer Zone is not enabled"
          description="The Developer Zone is not available for this account yet."
        />
      )}
    </ManagePage>
  );
}
