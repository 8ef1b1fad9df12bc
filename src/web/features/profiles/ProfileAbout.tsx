import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PROFILE_MESSAGES, PROFILE_PAGE_TEXTS as T } from '../../../contracts/profiles-public.messages.ts';
import type { PublicProfile } from './api.ts';
import { useOverflows } from './useOverflows.ts';

/** ABOUT: three lines with 'Read more' opening the whole text in a modal. */
export function ProfileAbout({ profile }: { profile: PublicProfile }) {
  const { ref, overflows } = useOverflows<HTMLParagraphElement>(profile.description);
  const [opened, setOpened] = useState(false);
  if (!profile.description.trim()) return null;
  return (
    <Stack gap={4}>
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase" lts={1}>
        {T.about}
      </Text>
      <Text ref={ref} lineClamp={3} style={{ whiteSpace: 'pre-line' }} maw={720}>
        {profile.description}
      </Text>
      {overflows ? (
        <Anchor component="button" type="button" fz="sm" fw={600} onClick={() => setOpened(true)} w="fit-content">
          {PROFILE_MESSAGES.readMore}
        </Anchor>
      ) : null}
      <Modal opened={opened} onClose={() => setOpened(false)} title={T.aboutName(profile.name)} size="lg" centered>
        <Text style={{ whiteSpace: 'pre-line' }}>{profile.description}</Text>
      </Modal>
    </Stack>
  );
}
