import {
  Avatar,
  Badge,
  Box,
  Card,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconBuildingPlus, IconChevronRight, IconPencil, IconSparkles } from '@tabler/icons-react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { VERIFY_EMAIL_MESSAGES } from '../../../../contracts/accounts.messages.ts';
import { CHECKOUT_PAGE_TEXTS } from '../../../../contracts/checkout.messages.ts';
import type { ProfileSummary } from '../../../../contracts/common.ts';
import { EVENT_CREATOR_MESSAGES as C } from '../../../../contracts/event-creator.messages.ts';
import { NEW_EVENT_TEXTS as T } from '../../../../contracts/events-management.messages.ts';
import { useSession, type SessionUser } from '../../../features/accounts/api.ts';
import { useCreateCreator } from '../../../features/event-creator/api.ts';
import { notifyError } from '../../../app/notify.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { enumParam, searchParams } from '../../../app/search-params.ts';

const STEPS = ['1', '2'] as const;

export const Route = createFileRoute('/event/new/')({
  validateSearch: searchParams({ step: enumParam(STEPS) }),
  component: NewEventPage,
});

/** The address the AI path comes back to after signing in or creating an organization. */
const STEP_TWO = '/event/new?step=2';

function Option({
  icon,
  title,
  text,
  badge,
  onClick,
  to,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  badge?: string;
  onClick?: () => void;
  to?: string;
}) {
  const body = (
    <>
      <Group justify="space-between" align="flex-start">
        <ThemeIcon size={52} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        {badge ? (
          <Badge color="green" variant="filled">
            {badge}
          </Badge>
        ) : null}
      </Group>
      <Title order={2} fz="xl" mt="md">
        {title}
      </Title>
      <Text c="dimmed" mt={6} fz="sm">
        {text}
      </Text>
      <Group gap={4} mt="lg" c="violet.7" fw={600} fz="sm">
        {VERIFY_EMAIL_MESSAGES.continue} <IconChevronRight size={16} />
      </Group>
    </>
  );
  const style = { height: '100%', transition: 'border-color 120ms ease, box-shadow 120ms ease' };
  return to ? (
    <Card withBorder radius="lg" padding="xl" renderRoot={(props) => <Link to={to} {...props} />} className="ovation-choice" style={style}>
      {body}
    </Card>
  ) : (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      component="button"
      type="button"
      onClick={onClick}
      className="ovation-choice"
      style={{ ...style, textAlign: 'left', font: 'inherit', cursor: 'pointer' }}
    >
      {body}
    </Card>
  );
}

function Chooser() {
  const navigate = Route.useNavigate();
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{T.title}</Title>
        <Text c="dimmed">{T.howToStart}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Option
          icon={<IconSparkles size={28} />}
          title={T.withAi}
          badge={T.withAiBadge}
          text={T.withAiText}
          onClick={() => void navigate({ search: { step: user ? '2' : '1' } })}
        />
        <Option icon={<IconPencil size={28} />} title={T.manually} text={T.manuallyText} to="/e/new" />
      </SimpleGrid>
    </Stack>
  );
}

function BackToChooser() {
  return (
    <ButtonLink to="/event/new" search={{}} variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} w="fit-content" px={4}>
      {CHECKOUT_PAGE_TEXTS.back}
    </ButtonLink>
  );
}

/** Step 1 for signed-out visitors: sign in (or up), then come back to choose an organizer. */
function SignInStep() {
  return (
    <Stack gap="lg">
      <BackToChooser />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520}>
        <Stack gap="md">
          <ThemeIcon size={48} radius="md" variant="light">
            <IconSparkles size={26} />
          </ThemeIcon>
          <Title order={1} fz={26}>
            {T.logInForAi}
          </Title>
          <Text c="dimmed">{T.logInForAiText}</Text>
          <Group gap="sm">
            <ButtonLink to="/auth" search={{ redirect_to: STEP_TWO }}>
              {VERIFY_EMAIL_MESSAGES.logIn}
            </ButtonLink>
            <ButtonLink to="/auth" search={{ mode: 'signup', redirect_to: STEP_TWO }} variant="default">
              {T.signUp}
            </ButtonLink>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

function OrganizerRow({
  profile,
  label,
  onClick,
  loading,
  disabled,
}: {
  profile: Pick<ProfileSummary, 'name' | 'avatar' | 'type' | 'username'>;
  label: string;
  onClick: () => void;
  loading: boolean;
  disabled: boolean;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      p="md"
      aria-busy={loading}
      disabled={disabled}
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12, opacity: disabled && !loading ? 0.6 : 1 }}
      className="ovation-choice"
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar aria-hidden src={profile.avatar} name={profile.name} color="initials" radius={profile.type === 'school' ? 'md' : 'xl'} size={44} />
          <Box style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {profile.name}
            </Text>
            <Text fz="sm" c="dimmed" truncate>
              @{profile.username} · {label}
            </Text>
          </Box>
        </Group>
        {loading ? <Loader size={18} /> : <IconChevronRight size={18} color="var(--mantine-color-gray-6)" />}
      </Group>
    </UnstyledButton>
  );
}

/**
 * Step 2: 'Choose an organizer': the user, each of their organizations, or a new organization. Choosing one starts
 * the conversation on the server, for that owner, and opens it.
 */
function OrganizerStep({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const create = useCreateCreator();
  const start = (ownerId: string) =>
    create.mutate(ownerId, {
      onSuccess: ({ uuid }) => void navigate({ to: '/event/new/jaan/$id', params: { id: uuid } }),
      onError: () => notifyError(C.createFailed),
    });
  const row = (ownerId: string) => ({
    onClick: () => start(ownerId),
    loading: create.isPending && create.variables === ownerId,
    disabled: create.isPending,
  });
  return (
    <Stack gap="lg" maw={560}>
      <BackToChooser />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {T.chooseOrganizer}
        </Title>
        <Text c="dimmed">{T.whoOrganizes}</Text>
      </Stack>
      <Stack gap="sm">
        <OrganizerRow profile={{ ...user, type: 'user' }} label={T.personalAccount} {...row(user.id)} />
        {user.organizations.map((org) => (
          <OrganizerRow key={org.id} profile={org} label={T.organization} {...row(org.id)} />
        ))}
        <ButtonLink to="/schools/new" search={{ returnTo: STEP_TWO }} variant="subtle" leftSection={<IconBuildingPlus size={18} />} w="fit-content">
          {T.createOrganization}
        </ButtonLink>
      </Stack>
    </Stack>
  );
}

/** /event/new (buyer-side 2.3): 'Create with AI' (New) or 'Create Manually' (/e/new). */
function NewEventPage() {
  const { step } = Route.useSearch();
  const { user, isPending } = useSession();
  let content: ReactNode;
  if (!step) content = <Chooser />;
  else if (isPending) content = <Skeleton height={240} radius="lg" maw={560} />;
  else if (!user) content = <SignInStep />;
  else content = <OrganizerStep user={user} />;
  return (
    <Container size="md" py={{ base: 32, sm: 64 }}>
      {content}
    </Container>
  );
}
