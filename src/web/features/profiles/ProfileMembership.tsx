import { Button, Flex, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRosette } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MEMBERSHIP_MESSAGES, MEMBERSHIP_PATRON_TEXTS } from '../../../contracts/memberships.messages.ts';
import { PROFILE_MESSAGES } from '../../../contracts/profiles-public.messages.ts';
import type { ProfileTab } from '../../../domain/profile-page.ts';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { membershipPageQuery, MembershipTiers, TiersSkeleton } from '../memberships-public/index.ts';
import type { ProfileLetter, PublicProfile } from './api.ts';

/** The Membership tab (content-management 2.9): the membership page's hero and tier cards, with the subscribe result modal. */
export function MembershipTab({ type, profile }: { type: ProfileLetter; profile: PublicProfile }) {
  // A private page opens for the managers and members, whom the profile gives its uuid.
  const query = useQuery(membershipPageQuery(type, profile.username, profile.membershipPrivateUuid ?? undefined));
  if (query.isPending) return <TiersSkeleton />;
  if (query.isError) return <RetryAlert message={PROFILE_MESSAGES.loadError} onRetry={() => void query.refetch()} />;
  if (!query.data.setUp) return <Text c="dimmed">{MEMBERSHIP_MESSAGES.notSetUp(profile.name)}</Text>;
  return <MembershipTiers page={query.data} />;
}

/** The All tab's call to action: the owner's hero text and description (or 'Become a member!'), with a button to the tab. */
export function MembershipCta({ profile, openTab }: { profile: PublicProfile; openTab: (tab: ProfileTab) => void }) {
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="all-membership"
      style={{ background: 'linear-gradient(120deg, var(--mantine-color-violet-0), var(--mantine-color-grape-0))' }}
    >
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <ThemeIcon size={44} radius="xl" variant="light" color="violet" visibleFrom="xs" style={{ flexShrink: 0 }}>
            <IconRosette size={24} />
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" id="all-membership" style={{ overflowWrap: 'anywhere' }}>
              {profile.membershipCta.title}
            </Title>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {profile.membershipCta.text}
            </Text>
          </Stack>
        </Group>
        <Button radius="xl" onClick={() => openTab('membership')} style={{ flexShrink: 0 }}>
          {MEMBERSHIP_PATRON_TEXTS.ctaAction}
        </Button>
      </Flex>
    </Paper>
  );
}
