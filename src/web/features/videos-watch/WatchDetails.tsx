import { Anchor, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ProfileSummary } from '../../../contracts/common.ts';
import { WATCH_TEXTS } from '../../../contracts/videos.messages.ts';
import { profileRoute } from '../profiles/index.ts';
import type { WatchView } from './api.ts';

/** A profile's avatar and name, linked to its public page. */
function ProfileChip({ profile, size }: { profile: ProfileSummary; size: number }) {
  return (
    <Anchor
      renderRoot={(props) => <Link to={profileRoute(profile.type)} params={{ username: profile.username }} search={{}} {...props} />}
      c="inherit"
      underline="hover"
      style={{ minWidth: 0 }}
    >
      <Group gap={8} wrap="nowrap">
        <Avatar src={profile.avatar} name={profile.name} color="initials" size={size} radius={profile.type === 'school' ? 'sm' : 'xl'} />
        <Text fw={600} fz="sm" truncate>
          {profile.name}
        </Text>
      </Group>
    </Anchor>
  );
}

/** By the owner, with the collaborators. */
export function WatchPeople({ watch }: { watch: WatchView }) {
  return (
    <Group gap="lg" align="center" wrap="wrap">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text fz="sm" c="dimmed">
          {WATCH_TEXTS.by}
        </Text>
        <ProfileChip profile={watch.owner} size={36} />
      </Group>
      {watch.collaborators.length ? (
        <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }} role="group" aria-label={WATCH_TEXTS.collaborators}>
          <Text fz="sm" c="dimmed">
            {WATCH_TEXTS.with}
          </Text>
          {watch.collaborators.map((c) => (
            <ProfileChip key={c.id} profile={c} size={28} />
          ))}
        </Group>
      ) : null}
    </Group>
  );
}

/** The description as written (plain text, its line breaks kept), then the tags. */
export function WatchAbout({ watch }: { watch: WatchView }) {
  if (!watch.description.trim() && !watch.tags.length) return null;
  return (
    <Stack gap="sm" p="md" bg="gray.0" style={{ borderRadius: 12 }}>
      {watch.description.trim() ? (
        <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {watch.description}
        </Text>
      ) : null}
      {watch.tags.length ? (
        <Group gap={6} component="ul" aria-label={WATCH_TEXTS.tags} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {watch.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="light" color="violet" radius="sm" tt="none">
                {tag}
              </Badge>
            </li>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
