import { Alert, Avatar, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { unableTo } from '../../../contracts/errors.messages.ts';
import { INVITATION_PAGE_TEXTS as T, TEAM_MESSAGES } from '../../../contracts/team.messages.ts';
import { errorMessage, isApiError } from '../../app/http.ts';
import { notifySuccess } from '../../app/notify.ts';
import { useSession } from '../../features/accounts/api.ts';
import { invitationQuery, useAcceptInvitation } from '../../features/organizations/api.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { NotFound } from '../../ui/NotFound.tsx';

export const Route = createFileRoute('/invitations/$token')({
  component: InvitationPage,
});

function InvitationPage() {
  const { token } = Route.useParams();
  const navigate = useNavigate();
  const here = `/invitations/${encodeURIComponent(token)}`;
  const { user, isPending: sessionPending } = useSession();
  const invitation = useQuery(invitationQuery(token));
  const accept = useAcceptInvitation(token);
  const [error, setError] = useState<string | null>(null);

  if (invitation.isPending) {
    return (
      <Container size={520} py={64} w="100%">
        <Paper withBorder radius="lg" p="xl">
          <Skeleton circle height={64} mx="auto" />
          <Skeleton height={20} mt="lg" />
          <Skeleton height={36} mt="lg" />
        </Paper>
      </Container>
    );
  }
  if (invitation.isError) {
    const status = isApiError(invitation.error) ? invitation.error.status : 0;
    return <NotFound message={status === 404 || status === 410 ? TEAM_MESSAGES.invitationNotFound : invitation.error.message} />;
  }
  const { organization, event, video, email, invitedBy } = invitation.data;

  const onAccept = () => {
    setError(null);
    accept.mutate(undefined, {
      onSuccess: (reply) => {
        // A video's collaborator finds it in their own videos list.
        if (reply.video) {
          notifySuccess(T.joinedVideo(reply.video.title));
          if (user) void navigate({ to: '/manage/$username/videos', params: { username: user.username } });
          else void navigate({ to: '/watch/$id', params: { id: reply.video.id } });
          return;
        }
        if (reply.event) {
          notifySuccess(T.joinedEvent(reply.event.name));
          void navigate({ to: '/event/$eventId', params: { eventId: reply.event.id } });
          return;
        }
        notifySuccess(T.joined(reply.organization.name));
        void navigate({ to: '/manage/$username/events', params: { username: reply.organization.username } });
      },
      onError: (e) => {
        if (isApiError(e) && e.status === 401) {
          void navigate({ to: '/auth', search: { redirect_to: here } });
          return;
        }
        setError(errorMessage(e, unableTo('accept the invitation')));
      },
    });
  };

  return (
    <Container size={520} py={{ base: 32, sm: 64 }} w="100%">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack align="center" gap="md" ta="center">
          <Avatar src={organization.avatar} name={organization.name} color="initials" size={72} radius="lg" />
          <Title order={1} fz={22}>
            {video ? T.toVideo(invitedBy, video.title) : event ? T.toEvent(invitedBy, event.name) : T.toOrganization(invitedBy, organization.name)}
          </Title>
          {event ? (
            <Text fz="sm">
              {T.eventBy} <strong>{organization.name}</strong>
            </Text>
          ) : null}
          <Text c="dimmed" fz="sm">
            {T.sentTo(email)}
          </Text>
          {error ? (
            <Alert color="red" w="100%" role="alert">
              {error}
            </Alert>
          ) : null}
          {!sessionPending && !user ? (
            <ButtonLink to="/auth" search={{ redirect_to: here }} size="md" fullWidth>
              {T.logInToAccept}
            </ButtonLink>
          ) : (
            <Button size="md" fullWidth onClick={onAccept} loading={accept.isPending || sessionPending}>
              {T.accept}
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
