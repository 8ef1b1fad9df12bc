import { Badge, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { EventHit, OrderHit, OrganizationHit, UserHit } from '../../../contracts/admin.ts';
import { ADMIN_SEARCH_TEXTS as T } from '../../../contracts/admin.messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import { AnchorLink, ButtonLink } from '../../ui/links.tsx';
import { AdminAccountActions, DeveloperZoneSwitch } from '../audit/index.ts';
import { adminDate } from './format.ts';

/** One hit's frame: what it is on the left, where it leads on the right; both wrap under each other on a phone. */
function HitRow({ children, action, testId }: { children: React.ReactNode; action?: React.ReactNode; testId: string }) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="wrap"
      gap="xs"
      py="xs"
      data-testid={testId}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
        {children}
      </Stack>
      {action}
    </Group>
  );
}

const wrap = { overflowWrap: 'anywhere' } as const;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" style={wrap}>
        {value}
      </Text>
    </div>
  );
}

/** A user: name and e-mail, their area, and on demand the account facts and actions (admin-core's, audited). */
export function UserHitRow({ hit }: { hit: UserHit }) {
  const [open, { toggle }] = useDisclosure(false);
  const detailsId = `user-details-${hit.id}`;
  return (
    <HitRow
      testId="admin-user-hit"
      action={
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={toggle} aria-expanded={open} aria-controls={detailsId}>
            {open ? T.hideDetails : T.details}
          </Button>
          <ButtonLink size="xs" variant="light" to="/manage/$username" params={{ username: hit.username }}>
            {T.openArea}
          </ButtonLink>
        </Group>
      }
    >
      <Group gap="xs">
        <Text fw={600} style={wrap}>
          {hit.name}
        </Text>
        {hit.admin ? (
          <Badge size="sm" color="grape">
            {T.admin}
          </Badge>
        ) : null}
      </Group>
      <Text fz="sm" c="dimmed" style={wrap}>
        {hit.email}
      </Text>
      {/* Shown, not animated open: a collapse keeps the height it measured, which a narrower screen or the actions
          loading after it outgrow. */}
      <Box id={detailsId} hidden={!open} style={{ minWidth: 0, overflow: 'hidden' }}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          <Fact label={T.facts.email} value={`${hit.email} (${hit.emailVerified ? T.verified : T.unverified})`} />
          <Fact label={T.facts.username} value={hit.username} />
          <Fact label={T.facts.joined} value={adminDate(hit.joinedAt)} />
          <Fact label={T.facts.id} value={hit.id} />
        </SimpleGrid>
      </Box>
      {open ? (
        <Stack mt="sm" gap="sm">
          <DeveloperZoneSwitch profileId={hit.id} allowed={hit.developerZoneAllowed} />
          <AdminAccountActions userId={hit.id} />
        </Stack>
      ) : null}
    </HitRow>
  );
}

export function OrganizationHitRow({ hit }: { hit: OrganizationHit }) {
  return (
    <HitRow
      testId="admin-organization-hit"
      action={
        <ButtonLink size="xs" variant="light" to="/manage/$username" params={{ username: hit.username }}>
          {T.openArea}
        </ButtonLink>
      }
    >
      <Text fw={600} style={wrap}>
        {hit.name}
      </Text>
      <Text fz="sm" c="dimmed">
        @{hit.username} · {T.joined(adminDate(hit.joinedAt))}
      </Text>
      <Box mt="xs">
        <DeveloperZoneSwitch profileId={hit.id} allowed={hit.developerZoneAllowed} />
      </Box>
    </HitRow>
  );
}

export function EventHitRow({ hit }: { hit: EventHit }) {
  return (
    <HitRow
      testId="admin-event-hit"
      action={
        <Badge variant="light" color={hit.published ? 'green' : 'gray'}>
          {hit.published ? T.published : T.draft}
        </Badge>
      }
    >
      <AnchorLink fw={600} to="/management/courses/$eventId" params={{ eventId: hit.id }} style={wrap}>
        {hit.name}
      </AnchorLink>
      <Text fz="sm" c="dimmed" style={wrap}>
        {hit.startsAt ? adminDate(hit.startsAt) : T.noEventDate} · {T.by(hit.ownerName)}
      </Text>
    </HitRow>
  );
}

export function OrderHitRow({ hit }: { hit: OrderHit }) {
  return (
    <HitRow
      testId="admin-order-hit"
      action={
        <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(hit.total, hit.currency)}
        </Text>
      }
    >
      <AnchorLink fw={600} to="/manage/$username/reporting/orders/$id" params={{ username: hit.ownerUsername, id: hit.id }} style={wrap}>
        {hit.buyerName ?? hit.buyerEmail ?? T.noBuyer}
      </AnchorLink>
      <Text fz="sm" c="dimmed" style={wrap}>
        {[hit.buyerEmail, T.orderStatus[hit.status] ?? hit.status, adminDate(hit.createdAt)].filter(Boolean).join(' · ')}
      </Text>
      <Text fz="sm" c="dimmed" style={wrap}>
        {[hit.eventName ? T.orderOf(hit.eventName) : null, T.by(hit.ownerName)].filter(Boolean).join(' ')}
      </Text>
    </HitRow>
  );
}
