import { Avatar, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProfileSummary } from '../../contracts/common.ts';
import { PROFILE_KIND_TEXTS } from './texts.ts';

/**
 * A person or organization as lists show them: avatar (square for organizations), name, and '@handle · kind'.
 * `name` and `detail` replace the plain name (a link to the profile, say) and the second line.
 */
export function ProfileIdentity({
  profile,
  name,
  detail,
  avatarSize,
  personLabel = PROFILE_KIND_TEXTS.person,
}: {
  /** Without a username, give `detail`. */
  profile: Pick<ProfileSummary, 'name' | 'avatar' | 'type'> & Partial<Pick<ProfileSummary, 'username'>>;
  name?: ReactNode;
  detail?: ReactNode;
  avatarSize?: number;
  personLabel?: string;
}) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      {/* Decoration: the name is beside it (its initials would otherwise join the name a screen reader reads). */}
      <Avatar
        src={profile.avatar}
        name={profile.name}
        color="initials"
        size={avatarSize}
        radius={profile.type === 'school' ? 'sm' : 'xl'}
        aria-hidden
      />
      <div style={{ minWidth: 0 }}>
        {name ?? (
          <Text fz="sm" fw={600} truncate>
            {profile.name}
          </Text>
        )}
        {detail ?? (
          <Text fz="xs" c="dimmed" truncate>
            @{profile.username} · {profile.type === 'school' ? PROFILE_KIND_TEXTS.organization : personLabel}
          </Text>
        )}
      </div>
    </Group>
  );
}
