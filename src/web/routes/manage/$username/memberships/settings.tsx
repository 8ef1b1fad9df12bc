import { createFileRoute } from '@tanstack/react-router';
import { useManagedProfile } from '../../../../features/manage/api.ts';
import { MembershipSettingsPanel } from '../../../../features/memberships/MembershipSettingsPanel.tsx';

export const Route = createFileRoute('/manage/$username/memberships/settings')({
  component: SettingsPage,
});

function SettingsPage() {
  const { profile } = useManagedProfile();
  return <MembershipSettingsPanel owner={profile} />;
}
