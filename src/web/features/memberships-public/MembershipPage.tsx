import { Anchor, Avatar, Container, Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MEMBERSHIP_MESSAGES, MEMBERSHIP_PATRON_TEXTS as P } from '../../../contracts/memberships.messages.ts';
import { PROFILE_MESSAGES } from '../../../contracts/profiles-public.messages.ts';
import { isApiError } from '../../app/http.ts';
import { isUuid } from '../../app/search-params.ts';
import { NotFound } from '../../ui/NotFound.tsx';
import { Page404 } from '../../ui/Page404.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { profileRoute } from '../profiles/index.ts';
import { MemberBadge } from './MemberBadge.tsx';
import { membershipPageQuery, type MembershipPageReply, type ProfileLetter } from './api.ts';
import { MembershipTiers, TiersSkeleton } from './MembershipTiers.tsx';

/** The owner's avatar and name, linking to their profile, with the member badge. */
function MembershipOwner({ profile, member }: Pick<MembershipPageReply, 'profile' | 'member'>) {
  return (
    <Group gap="md" wrap="nowrap" justify="center">
      <Anchor
        renderRoot={(props) => <Link to={profileRoute(profile.type)} params={{ username: profile.username }} {...props} />}
        underline="never"
        c="inherit"
      >
        {/* Named by its content: what the link does, then the name it shows (WCAG 2.5.3). */}
        <VisuallyHidden>{P.viewProfile}</VisuallyHidden>
        <Group gap="md" wrap="nowrap">
          <Avatar src={profile.avatar} name={profile.name} color="initials" size={64} radius={profile.type === 'school' ? 'md' : 'xl'} aria-hidden />
          <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
            {profile.name}
          </Title>
        </Group>
      </Anchor>
      {member ? <MemberBadge /> : null}
    </Group>
  );
}

/**
 * The membership page /:type/:username/memberships, and a private one at /:type/:username/:id
 * (content-management 2.3): the owner, then the hero and the tier cards. `privateId` is the path's id; one that is
 * not a uuid is no page at all.
 */
export function MembershipPage({ type, username, privateId }: { type: ProfileLetter; username: string; privateId?: string }) {
  const valid = privateId === undefined || isUuid(privateId);
  const query = useQuery({ ...membershipPageQuery(type, username, privateId), enabled: valid });
  const page = query.data;
  useDocumentTitle(page ? P.documentTitle(page.profile.name) : null);

  if (!valid) return <Page404 />;
  if (query.isPending) {
    return (
      <Container size="lg" py={{ base: 'lg', sm: 48 }} w="100%">
        <TiersSkeleton />
      </Container>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFound message={MEMBERSHIP_MESSAGES.profileNotFound} />;
    return (
      <Container size="sm" py={64}>
        <RetryAlert message={PROFILE_MESSAGES.loadError} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (!page) return null;
  if (!page.setUp) return <NotFound message={MEMBERSHIP_MESSAGES.notSetUp(page.profile.name)} />;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }} w="100%">
      <Stack gap="xl">
        <MembershipOwner profile={page.profile} member={page.member} />
        <MembershipTiers page={page} />
      </Stack>
    </Container>
  );
}
