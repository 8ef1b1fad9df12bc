import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PROFILE_MESSAGES, PROFILE_PAGE_TEXTS as T } from '../../../contracts/profiles-public.messages.ts';
import { lazyWhenOpened } from '../../ui/lazy-when-opened.tsx';
import type { PublicProfile } from './api.ts';
import { useOverflows } from './useOverflows.ts';

// The whole text's modal loads when 'Read more' is first pressed.
const AboutModal = lazyWhenOpened(
  () => import('./AboutModal.tsx').then((m) => m.AboutModal),
  (props) => props.opened,
);

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
      <AboutModal opened={opened} onClose={() => setOpened(false)} profile={profile} />
    </Stack>
  );
}
