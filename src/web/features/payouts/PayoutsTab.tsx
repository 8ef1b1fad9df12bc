import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconBuildingBank,
  IconCreditCardPay,
  IconFlask,
  IconPlugConnected,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState, type ReactNode } from 'react';
import { unableTo } from '../../../contracts/errors.messages.ts';
import { formatMoney, formatProviderFee } from '../../../domain/money.ts';
import { notifyApiError, notifyError, notifySuccess } from '../../app/notify.ts';
import { ActionsHeader } from '../../ui/ActionsHeader.tsx';
import { confirmAction } from '../../ui/confirm.tsx';
import { EmptyBlock } from '../../ui/EmptyBlock.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { ListPager } from '../../ui/list/ListPager.tsx';
import { SettingsSkeleton } from '../settings/index.ts';
import {
  payoutHistoryQuery,
  payoutsQuery,
  useConnect,
  useDisconnect,
  useRemoveReader,
  useUpdatePayoutCurrency,
  type HistoryParams,
  type PayoutsReply,
} from './api.ts';
import { PAYOUT_MESSAGES, PAYOUTS_PER_PAGE, PAYOUTS_TAB_TEXTS as T, type PayoutSort } from './texts.ts';

const PAID_FORMAT = 'd MMM y';

function Section({ title, description, actions, children }: { title: string; description?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Box style={{ flex: 1, minWidth: 200 }}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" fz="sm" mt={4}>
              {description}
            </Text>
          ) : null}
        </Box>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

function ConnectionCard({ reply, ownerId }: { reply: PayoutsReply; ownerId: string }) {
  const connect = useConnect(ownerId);
  const disconnect = useDisconnect(ownerId);
  const providerName = T.providerNames[reply.provider];

  const onConnect = () =>
    connect.mutate(undefined, {
      onSuccess: (r) => {
        if (r.onboardingUrl) window.location.assign(r.onboardingUrl);
        else notifySuccess(r.message ?? PAYOUT_MESSAGES.connected);
      },
      onError: (e) => notifyApiError(e, PAYOUT_MESSAGES.connectFailed),
    });

  const onDisconnect = async () => {
    const ok = await confirmAction({
      title: T.disconnectTitle,
      message: T.disconnectMessage,
      confirmLabel: T.disconnect,
      danger: true,
    });
    if (!ok) return;
    disconnect.mutate(undefined, {
      onSuccess: (r) => notifySuccess(r.message || PAYOUT_MESSAGES.disconnected),
      onError: () => notifyError(PAYOUT_MESSAGES.disconnectFailed),
    });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light" color={reply.connected ? 'green' : 'gray'} visibleFrom="xs">
          {reply.connected ? <IconPlugConnected size={26} /> : <IconBuildingBank size={26} />}
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} fz="lg">
              {reply.connected ? T.connectedTitle : T.notConnectedTitle}
            </Title>
            <Badge color={reply.connected ? 'green' : 'gray'} variant="light" data-testid="payouts-status">
              {reply.connected ? T.connectedBadge : T.notConnectedBadge}
            </Badge>
          </Group>
          <Text c="dimmed" fz="sm">
            {reply.connected ? T.paidOutTo(providerName, reply.account) : T.connectPrompt}
          </Text>
          {reply.testMode && reply.label ? (
            <Group gap={6}>
              <Badge color="yellow" variant="light" leftSection={<IconFlask size={12} />} tt="none">
                {reply.label}
              </Badge>
            </Group>
          ) : null}
          <Group gap="sm" mt="xs">
            {reply.connected ? (
              <Tooltip label={T.cannotEdit} disabled={reply.canEdit}>
                <Button variant="default" color="red" onClick={() => void onDisconnect()} loading={disconnect.isPending} disabled={!reply.canEdit}>
                  {T.disconnect}
                </Button>
              </Tooltip>
            ) : (
              <Tooltip label={T.cannotEdit} disabled={reply.canEdit}>
                <Button onClick={onConnect} loading={connect.isPending} disabled={!reply.canEdit}>
                  {reply.provider === 'sandbox' ? T.connect : T.connectStripe}
                </Button>
              </Tooltip>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function CurrencySection({ reply, ownerId }: { reply: PayoutsReply; ownerId: string }) {
  const update = useUpdatePayoutCurrency(ownerId);
  const data = reply.currencies.map((c) => ({ value: c.currency, label: `${c.name} (${c.currency.toUpperCase()})` }));
  return (
    <Section title={T.currencyTitle} description={T.currencyHint}>
      <Select
        label={T.currency}
        data={data}
        value={reply.currency}
        maw={420}
        allowDeselect={false}
        searchable
        disabled={!reply.canEdit || update.isPending}
        comboboxProps={{ withinPortal: true }}
        renderOption={({ option }) => (
          <Group justify="space-between" w="100%" wrap="nowrap" gap="sm">
            <Text fz="sm">{option.label}</Text>
            <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatProviderFee(option.value)}
            </Text>
          </Group>
        )}
        onChange={(value) => {
          if (!value || value === reply.currency) return;
          update.mutate(value, {
            onSuccess: () => notifySuccess(PAYOUT_MESSAGES.updated),
            onError: () => notifyError(PAYOUT_MESSAGES.updateFailed),
          });
        }}
        description={T.feeHint(formatProviderFee(reply.currency))}
      />
    </Section>
  );
}

function ReadersSection({ reply, ownerId, username }: { reply: PayoutsReply; ownerId: string; username: string }) {
  const remove = useRemoveReader(ownerId);
  const addDisabled = !reply.connected || !reply.canEdit;
  const onRemove = async (id: string, name: string) => {
    const ok = await confirmAction({
      title: T.removeReaderTitle(name),
      message: T.removeReaderMessage,
      confirmLabel: T.remove,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(id, {
      onSuccess: (r) => notifySuccess(r.message || PAYOUT_MESSAGES.readerRemoved),
      onError: (e) => notifyApiError(e, PAYOUT_MESSAGES.readerRemoveFailed),
    });
  };
  return (
    <Section
      title={T.readersTitle}
      description={T.readersHint}
      actions={
        <Tooltip label={reply.connected ? T.cannotEdit : PAYOUT_MESSAGES.notConnected} disabled={!addDisabled}>
          <Box>
            {addDisabled ? (
              <Button leftSection={<IconPlus size={16} />} disabled>
                {T.addReader}
              </Button>
            ) : (
              <ButtonLink to="/manage/$username/settings/payouts/add-card-reader" params={{ username }} leftSection={<IconPlus size={16} />}>
                {T.addReader}
              </ButtonLink>
            )}
          </Box>
        </Tooltip>
      }
    >
      {reply.readers.length === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="md">
          {T.noReaders}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" aria-label={T.readersTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.name}</Table.Th>
                <Table.Th>{T.readerId}</Table.Th>
                <Table.Th>{T.serialNumber}</Table.Th>
                <Table.Th>{T.location}</Table.Th>
                <ActionsHeader w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reply.readers.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <IconCreditCardPay size={18} color="var(--mantine-color-violet-6)" />
                      <Text fz="sm" fw={500}>
                        {r.name}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" ff="monospace">
                      {r.stripeReaderId}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" ff="monospace" c={r.stripeSerialNumber ? undefined : 'dimmed'}>
                      {r.stripeSerialNumber ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">{r.locationName ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    {reply.canEdit ? (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={T.removeReader(r.name)}
                        loading={remove.isPending && remove.variables === r.id}
                        onClick={() => void onRemove(r.id, r.name)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

function SortHeader({
  label,
  sort,
  params,
  onSort,
  right,
}: {
  label: string;
  sort: PayoutSort;
  params: HistoryParams;
  onSort: (sort: PayoutSort) => void;
  right?: boolean;
}) {
  const active = params.sort === sort;
  const Icon = !active ? IconArrowsSort : params.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (params.direction === 'asc' ? 'ascending' : 'descending') : 'none'} ta={right ? 'right' : undefined}>
      <UnstyledButton onClick={() => onSort(sort)} aria-label={T.sortBy(label)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={right ? 'flex-end' : undefined}>
          {label}
          <Icon size={14} color={active ? 'var(--mantine-color-violet-7)' : 'var(--mantine-color-gray-5)'} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function PayoutsHistory({ ownerId }: { ownerId: string }) {
  const [params, setParams] = useState<HistoryParams>({ page: 1, sort: 'paidAt', direction: 'desc' });
  const { data, isPending, isError, error, isPlaceholderData } = useQuery(payoutHistoryQuery(ownerId, params));
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / PAYOUTS_PER_PAGE)) : 1;
  const onSort = (sort: PayoutSort) =>
    setParams((p) => ({ page: 1, sort, direction: p.sort === sort ? (p.direction === 'asc' ? 'desc' : 'asc') : 'desc' }));

  return (
    <Section title={T.payoutsTitle} description={T.payoutsHint}>
      {isError ? (
        <Alert color="red">{error.message || unableTo('load payouts')}</Alert>
      ) : isPending ? (
        <Stack gap="xs">
          <Skeleton h={32} />
          <Skeleton h={32} />
        </Stack>
      ) : data.totalCount === 0 ? (
        <EmptyBlock withBorder={false} icon={<IconBuildingBank size={28} />} title={T.noPayouts} description={T.noPayoutsHint} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="sm" aria-label={T.payoutsTitle} style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
              <Table.Thead>
                <Table.Tr>
                  <SortHeader label={T.datePaid} sort="paidAt" params={params} onSort={onSort} />
                  <SortHeader label={T.amountPaid} sort="amount" params={params} onSort={onSort} right />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{format(new Date(row.paidAt), PAID_FORMAT)}</Table.Td>
                    <Table.Td fw={500} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatMoney(row.amount, row.currency)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end" mt="md">
            <ListPager pages={pages} page={params.page} onChange={(page) => setParams((p) => ({ ...p, page }))} />
          </Group>
        </>
      )}
    </Section>
  );
}

/**
 * Settings > Payouts (accounts-and-reporting 2.2, 4, 8): connected or not with Connect (the sandbox connects at
 * once, Stripe sends the owner to onboarding) and Disconnect, the payout currency with each currency's provider
 * fee, card readers with the add-card-reader page, and the payouts table (Date Paid, Amount Paid; 10 a page).
 */
export function PayoutsTab({ ownerId, username }: { ownerId: string; username: string }) {
  const { data, isPending, isError, error } = useQuery(payoutsQuery(ownerId));
  if (isPending) return <SettingsSkeleton />;
  if (isError) return <Alert color="red">{error.message || unableTo('load payouts')}</Alert>;
  return (
    <Stack gap="lg" maw={880}>
      <ConnectionCard reply={data} ownerId={ownerId} />
      <CurrencySection reply={data} ownerId={ownerId} />
      <ReadersSection reply={data} ownerId={ownerId} username={username} />
      <PayoutsHistory ownerId={ownerId} />
    </Stack>
  );
}
