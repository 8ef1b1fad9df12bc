import { Container, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EVENT_EDITOR_TEXTS as E, MANAGE_EVENT_MESSAGES, NEW_EVENT_TEXTS as T } from '../../../contracts/events-management.messages.ts';
import { EVENT_LIMITS } from '../../../domain/events.ts';
import { errorMessage } from '../../app/http.ts';
import { notifySuccess } from '../../app/notify.ts';
import { useSession } from '../../features/accounts/api.ts';
import { requireSignedIn } from '../../features/accounts/route-gates.ts';
import { createEvent } from '../../features/events/api.ts';
import { manageEventKeys } from '../../features/events/managed-event-query.ts';
import { FormActions } from '../../ui/form/FormActions.tsx';
import { FormErrors } from '../../ui/form/FormErrors.tsx';
import { useFormFeedback } from '../../ui/form/useFormFeedback.ts';
import { ProfileIdentity } from '../../ui/ProfileIdentity.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { searchParams, uuidParam } from '../../app/search-params.ts';

export const Route = createFileRoute('/e/new')({
  validateSearch: searchParams({ ownerId: uuidParam }),
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location.href),
  component: NewEventManualPage,
});

/** /e/new: create a draft for the user or one of their organizations, then edit it. */
function NewEventManualPage() {
  const { ownerId } = Route.useSearch();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const owners = user
    ? [{ id: user.id, name: user.name, username: user.username, avatar: user.avatar, type: 'user' as const }, ...user.organizations]
    : [];
  const form = useForm({
    initialValues: { ownerId: owners.some((o) => o.id === ownerId) ? ownerId! : (user?.id ?? ''), name: '' },
    validate: {
      ownerId: (v) => (v ? null : MANAGE_EVENT_MESSAGES.chooseProfile),
      name: (v) =>
        !v.trim() ? MANAGE_EVENT_MESSAGES.required : v.length > EVENT_LIMITS.name ? `Must be at most ${EVENT_LIMITS.name} characters` : null,
    },
  });
  const feedback = useFormFeedback(form);

  if (!user) return null;

  const submit = form.onSubmit(
    async (values) => {
      feedback.setFormErrors([]);
      try {
        const reply = await createEvent({ ownerId: values.ownerId, name: values.name.trim() });
        queryClient.setQueryData(manageEventKeys.event(reply.event.id), reply);
        notifySuccess(MANAGE_EVENT_MESSAGES.created);
        await navigate({ to: '/management/courses/$eventId/details/edit', params: { eventId: reply.event.id } });
      } catch (error) {
        const { saveFailed } = MANAGE_EVENT_MESSAGES;
        feedback.serverRefused(error, { fallback: saveFailed, formMessage: errorMessage(error, saveFailed), toast: saveFailed });
      }
    },
    () => feedback.refused(),
  );

  return (
    <Container size={620} py={{ base: 32, sm: 64 }} w="100%">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <form ref={feedback.ref} onSubmit={submit} noValidate aria-label={T.title}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {T.title}
              </Title>
              <Text c="dimmed" fz="sm">
                {T.startWithName}
              </Text>
            </Stack>
            <TextInput
              label={E.eventName}
              placeholder={T.namePlaceholder}
              required
              maxLength={EVENT_LIMITS.name}
              data-autofocus
              autoFocus
              {...form.getInputProps('name')}
            />
            <Radio.Group label={E.organizer} description={T.organizerHint} required {...form.getInputProps('ownerId')}>
              <Stack gap="xs" mt="xs">
                {owners.map((owner) => (
                  <Radio.Card key={owner.id} value={owner.id} radius="md" p="sm" aria-label={owner.name}>
                    <Group gap="sm" wrap="nowrap">
                      <Radio.Indicator />
                      <ProfileIdentity profile={owner} avatarSize={32} personLabel={T.personalAccount} />
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
            <ButtonLink
              to="/schools/new"
              search={{ returnTo: '/e/new' }}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconBuildingPlus size={16} />}
              w="fit-content"
            >
              {T.createOrganization}
            </ButtonLink>
            <FormErrors messages={feedback.formErrors} />
            <FormActions submitLabel={T.createDraft} busy={form.submitting} />
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
