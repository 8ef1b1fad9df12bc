import { Anchor, Avatar, Box, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { EVENT_PAGE_TEXTS } from '../../../../contracts/events.messages.ts';
import type { PublicEvent } from '../../../../contracts/events.ts';
import { avatarImageProps } from '../../../ui/avatar-image.ts';
import { PROFILE_MESSAGES } from '../../../../contracts/profiles-public.messages.ts';
import { FollowButton } from '../../follows/index.ts';
import { profileRoute } from '../../profiles/index.ts';
import type { Palette } from './palette.ts';

/** 'Organized by' with the organizer's profile link, and Manage for managers or Follow for everyone else. */
export function Organizer({ event, palette }: { event: PublicEvent; palette: Palette }) {
  const { owner } = event;
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar
          src={owner.avatar}
          imageProps={avatarImageProps(owner.avatar, 44)}
          name={owner.name}
          color="initials"
          radius={owner.type === 'school' ? 'md' : 'xl'}
          size={44}
        />
        <Box style={{ minWidth: 0 }}>
          <Text fz="xs" c={palette.dimmed}>
            {EVENT_PAGE_TEXTS.organizedBy}
          </Text>
          <Anchor
            renderRoot={(props) => <Link to={profileRoute(owner.type)} params={{ username: owner.username }} {...props} />}
            fw={700}
            c={palette.text ?? 'dark'}
            truncate="end"
            display="block"
          >
            {owner.name}
          </Anchor>
        </Box>
      </Group>
      {event.canManage ? (
        <Button
          size="sm"
          radius="xl"
          variant={palette.dark ? 'white' : 'default'}
          color={palette.dark ? 'dark' : undefined}
          style={{ flexShrink: 0 }}
          renderRoot={(props) => <Link to="/manage/$username/events" params={{ username: owner.username }} {...props} />}
        >
          {PROFILE_MESSAGES.manage}
        </Button>
      ) : (
        // Never shrinks: a long organizer name truncates instead of the button's label.
        <FollowButton profileId={owner.id} profileName={owner.name} following={owner.following} style={{ flexShrink: 0 }} />
      )}
    </Group>
  );
}
