import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendarEvent, IconChevronRight, IconMapPin, IconTicket, IconVideo } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyApiError, notifySuccess } from '../../app/notify.ts';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { ListPager } from '../../ui/list/ListPager.tsx';
import { useSession } from '../accounts/index.ts';
import {
  ManualMembershipModal,
  MembershipResultModal,
  isExpiredMembership,
  priceLabel,
  returnPath,
  useMembershipForms,
} from '../memberships-public/index.ts';
import { placeLine, zoneCity } from '../events/index.ts';
import { patronSubscriptionsQuery, patronTicketsQuery, useResendClaimEmail, type Subscription, type TicketGroup } from './api.ts';
import { STATUS_LABELS } from './status.ts';
import { PATRON_PAGE_SIZE, PATRON_TEXTS as T, SHARED_TEXTS, TICKET_PAGE_TEXTS, type TicketStatus } from './texts.ts';
import classes from './tickets.module.css';

type Registration = TicketGroup['registrations'][number];

function StatusBadge({ status }: { status: TicketStatus }) {
  const s = STATUS_LABELS[status];
  return (
    <Badge color={s.color} variant="light" size="sm" style={{ flexShrink: 0 }}>
      {s.label}
    </Badge>
  );
}

function ClaimButton({ registration }: { registration: Registration }) {
  const resend = useResendClaimEmail();
  return (
    <Button
      size="xs"
      variant="light"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(registration.id, {
          onSuccess: (reply) => notifySuccess(reply.message),
          onError: (e) => notifyApiError(e, T.sendClaimLinkFailed),
        })
      }
    >
      {T.claimTicket}
    </Button>
  );
}

function RegistrationRow({ registration }: { registration: Registration }) {
  const body = (
    <Group justify="space-between" wrap="nowrap" gap="sm" px="md" py={10}>
      <Box style={{ minWidth: 0 }}>
        <Text fw={500} fz="sm" truncate>
          {registration.name || SHARED_TEXTS.guest}
        </Text>
        <Text c="dimmed" fz="xs" truncate>
          {registration.ticket}
        </Text>
      </Box>
      <Group gap="xs" wrap="nowrap">
        <StatusBadge status={registration.status} />
        {registration.claimable ? <ClaimButton registration={registration} /> : null}
        {registration.path ? <IconChevronRight size={16} color="var(--mantine-color-gray-5)" aria-hidden /> : null}
      </Group>
    </Group>
  );
  // A ticket waiting to be claimed is not clickable (accounts-and-reporting 2.5).
  if (!registration.path || registration.claimable) return <Box data-testid="registration-row">{body}</Box>;
  return (
    <UnstyledButton component={Link} to={registration.path} className={classes.rowLink} data-testid="registration-row">
      {/* Named by its content: what the link does, then the row as shown, status too (WCAG 2.5.3). */}
      <VisuallyHidden>{T.openTicketOf}</VisuallyHidden>
      {body}
    </UnstyledButton>
  );
}

const ATTENDANCE_LABEL = { in_person: T.inPerson, online: SHARED_TEXTS.online } as const;
/** View Stream opens the event's broadcast URL (another site) in a new tab, as the thank-you page does. */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

function TicketGroupCard({ group }: { group: TicketGroup }) {
  const place = placeLine(group.location);
  const online = group.attendanceTypes.includes('online');
  const title = (
    <Text fw={700} fz="md" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
      {group.eventName}
    </Text>
  );
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }} component="article" aria-label={group.eventName}>
      <Group align="flex-start" wrap="nowrap" gap="md" p="md">
        {group.thumbnail ? (
          <Image src={group.thumbnail} alt="" w={72} h={72} radius="md" fit="cover" style={{ flexShrink: 0 }} />
        ) : (
          <ThemeIcon size={72} radius="md" variant="light" style={{ flexShrink: 0 }} aria-hidden>
            <IconTicket size={30} />
          </ThemeIcon>
        )}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          {group.path ? (
            <Link to={group.path} style={{ color: 'inherit', textDecoration: 'none' }}>
              {title}
            </Link>
          ) : (
            title
          )}
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={15} color="var(--mantine-color-violet-6)" style={{ flexShrink: 0 }} />
            <Text fz="sm" c="dimmed">
              {group.startsAtText}{' '}
              <Text span fz="xs">
                ({zoneCity(group.timezone)})
              </Text>
            </Text>
          </Group>
          {group.attendanceTypes.includes('in_person') ? (
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={15} color="var(--mantine-color-violet-6)" style={{ flexShrink: 0 }} />
              <Text fz="sm" c="dimmed" truncate>
                {group.locationSetting === 'tba' || !place ? T.locationTba : place}
              </Text>
            </Group>
          ) : null}
          <Group gap={6} mt={2}>
            {group.attendanceTypes.map((t) => (
              <Badge key={t} variant="outline" color="gray" size="sm" leftSection={t === 'online' ? <IconVideo size={12} /> : null}>
                {ATTENDANCE_LABEL[t]}
              </Badge>
            ))}
            <Badge variant="light" color="violet" size="sm">
              {T.ticketCount(group.registrationCount)}
            </Badge>
          </Group>
          {online && group.broadcastUrl ? (
            <Button component="a" href={group.broadcastUrl} {...NEW_TAB} size="xs" variant="light" hiddenFrom="sm" w="fit-content" mt={4}>
              {TICKET_PAGE_TEXTS.viewStream}
            </Button>
          ) : null}
        </Stack>
        {online && group.broadcastUrl ? (
          <Button component="a" href={group.broadcastUrl} {...NEW_TAB} size="xs" variant="light" visibleFrom="sm">
            {TICKET_PAGE_TEXTS.viewStream}
          </Button>
        ) : null}
      </Group>
      <Box style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        {group.registrations.map((r, i) => (
          <Box key={r.id} style={i ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}>
            <RegistrationRow registration={r} />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Paper key={i} withBorder radius="lg" p="md">
          <Group wrap="nowrap" align="flex-start">
            <Skeleton w={72} h={72} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton h={16} w="60%" />
              <Skeleton h={12} w="40%" />
              <Skeleton h={12} w="30%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function Pager({ page, totalCount, onPage }: { page: number; totalCount: number; onPage: (page: number) => void }) {
  return (
    <Group justify="center" mt="lg">
      <ListPager pages={Math.ceil(totalCount / PATRON_PAGE_SIZE)} page={page} onChange={onPage} />
    </Group>
  );
}

/** Upcoming or past tickets of the signed-in patron, grouped by event date, 10 a page (accounts-and-reporting 2.5). */
export function PatronTicketList({ when, page, onPage }: { when: 'future' | 'past'; page: number; onPage: (page: number) => void }) {
  const { data, isPending, isError, error } = useQuery(patronTicketsQuery(when, page));
  const { user } = useSession();
  if (isPending) return <ListSkeleton />;
  if (isError) return <Alert color="red">{error.message || T.loadTicketsFailed}</Alert>;
  if (!data.data.length && page === 1) {
    return (
      <EmptyBlock
        icon={<IconTicket size={28} />}
        title={when === 'future' ? T.noUpcomingTitle : T.noPastTitle}
        description={
          <>
            {when === 'future' ? T.noUpcoming : T.noPast}
            {user ? (
              <Text span inherit display="block" mt={6} fz="sm">
                {T.loggedInAs(user.email)}
              </Text>
            ) : null}
          </>
        }
        action={
          when === 'future' ? (
            <ButtonLink to="/" hash="explore" variant="light">
              {T.exploreEvents}
            </ButtonLink>
          ) : undefined
        }
      />
    );
  }
  return (
    <Box>
      <Stack gap="md">
        {data.data.map((g) => (
          <TicketGroupCard key={g.id} group={g} />
        ))}
      </Stack>
      <Pager page={page} totalCount={data.totalCount} onPage={onPage} />
    </Box>
  );
}

/** The patron's memberships (expired ones hidden), each with its owner, tier and price, and Manage. */
export function SubscriptionList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { data, isPending, isError, error } = useQuery(patronSubscriptionsQuery(page));
  const { user } = useSession();
  const location = useLocation();
  const forms = useMembershipForms();
  const [manual, setManual] = useState<Subscription | null>(null);
  if (isPending) return <ListSkeleton />;
  if (isError) return <Alert color="red">{error.message || T.loadSubscriptionsFailed}</Alert>;
  const now = new Date();
  const live = data.data.filter((s) => !isExpiredMembership(s, now));
  if (!live.length && page === 1) {
    return <EmptyBlock icon={<IconTicket size={28} />} title={T.noSubscriptions} description={T.noSubscriptionsHint} />;
  }
  // A provider's membership is managed on the provider's pages (the manage form); one added by hand, by the owner.
  const manage = (s: Subscription) => {
    if (!s.stripeSubscription) return setManual(s);
    if (user)
      forms.manage(s.manageUrl, returnPath({ pathname: location.pathname, search: location.searchStr }), { owner_id: s.owner.id, user_id: user.id });
  };
  return (
    <Box>
      <Stack gap="md">
        {live.map((s) => (
          <Paper key={s.id} withBorder radius="lg" p="md" component="article" aria-label={s.owner.name}>
            <Group justify="space-between" wrap="nowrap">
              <Group wrap="nowrap" style={{ minWidth: 0 }}>
                <Avatar src={s.owner.avatar} name={s.owner.name} color="initials" radius={s.owner.type === 'School' ? 'md' : 'xl'} />
                <Box style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {s.owner.name}
                  </Text>
                  <Text fz="sm" c="dimmed" truncate>
                    {s.tier.name} · {priceLabel(s.tier.amount, s.tier.currency, s.tier.interval)}
                  </Text>
                </Box>
              </Group>
              <Button variant="default" size="xs" onClick={() => manage(s)} loading={forms.posting} style={{ flexShrink: 0 }}>
                {T.manage}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Pager page={page} totalCount={data.totalCount} onPage={onPage} />
      {forms.form}
      <ManualMembershipModal opened={manual !== null} contactEmail={manual?.contactEmail ?? null} onClose={() => setManual(null)} />
      <MembershipResultModal />
    </Box>
  );
}
