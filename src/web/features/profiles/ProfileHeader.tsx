import { Avatar, Box, Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PROFILE_MESSAGES, PROFILE_PAGE_TEXTS as T } from '../../../contracts/profiles-public.messages.ts';
import type { FollowTab } from '../../../domain/profile-page.ts';
import { formatCount } from '../../../domain/text.ts';
import { avatarImageProps } from '../../ui/avatar-image.ts';
import { FollowButton } from '../follows/index.ts';
import { MemberBadge } from '../memberships-public/index.ts';
import type { PublicProfile } from './api.ts';

/** The banner image, or a soft gradient strip when there is none. */
export function ProfileBanner({ profile }: { profile: PublicProfile }) {
  return profile.banner ? (
    <Box
      className="ovation-profile-banner"
      style={{ backgroundImage: `url("${profile.banner}")` }}
      role="img"
      aria-label={T.bannerLabel(profile.name)}
    />
  ) : (
    <Box h={{ base: 56, sm: 80 }} style={{ background: 'linear-gradient(120deg, var(--mantine-color-violet-1), var(--mantine-color-grape-1))' }} />
  );
}

/** The avatar over the banner's edge with Manage and Follow beside it, then the name and @username. */
export function ProfileIdentity({ profile }: { profile: PublicProfile }) {
  return (
    <Stack gap="sm">
      <Group align="flex-end" justify="space-between" gap="md" mt={{ base: -36, sm: -48 }}>
        <Avatar
          src={profile.avatar}
          imageProps={avatarImageProps(profile.avatar, 112)}
          name={profile.name}
          color="initials"
          size={112}
          radius={profile.type === 'school' ? 'lg' : 112}
          bg="white"
          style={{ border: '4px solid white', boxShadow: '0 4px 16px rgba(0,0,0,0.08)', flexShrink: 0 }}
        />
        <Group gap="xs" pb={4}>
          {profile.canManage ? (
            <Button
              variant="default"
              radius="xl"
              leftSection={<IconSettings size={16} />}
              renderRoot={(props) => <Link to="/manage/$username/events" params={{ username: profile.username }} {...props} />}
            >
              {PROFILE_MESSAGES.manage}
            </Button>
          ) : null}
          {!profile.isSelf ? <FollowButton profileId={profile.id} profileName={profile.name} following={profile.following} /> : null}
        </Group>
      </Group>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Title order={1} fz={{ base: 24, sm: 32 }} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {profile.name}
          </Title>
          {profile.member ? <MemberBadge /> : null}
        </Group>
        <Text c="dimmed">@{profile.username}</Text>
      </Stack>
    </Stack>
  );
}

function Count({ value, label, onClick }: { value: number; label: string; onClick: () => void }) {
  return (
    <UnstyledButton onClick={onClick} aria-label={`${value} ${label}`} aria-haspopup="dialog">
      <Text span fw={700}>
        {formatCount(value)}
      </Text>{' '}
      <Text span c="dimmed" fz="sm">
        {label}
      </Text>
    </UnstyledButton>
  );
}

/** Following, followers and organizations counts; each opens the followers modal on its tab (people have all three). */
export function FollowCounts({ profile, onOpen }: { profile: PublicProfile; onOpen: (tab: FollowTab) => void }) {
  const isUser = profile.type === 'user';
  return (
    <Group gap="lg">
      {isUser ? <Count value={profile.followingCount} label={T.followingCount} onClick={() => onOpen('following')} /> : null}
      <Count value={profile.followersCount} label={T.followersCount(profile.followersCount)} onClick={() => onOpen('followers')} />
      {isUser ? (
        <Count value={profile.organizationsCount} label={T.organizationsCount(profile.organizationsCount)} onClick={() => onOpen('organizations')} />
      ) : null}
    </Group>
  );
}
