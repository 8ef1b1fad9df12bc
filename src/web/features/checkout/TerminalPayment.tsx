import { Alert, Button, Group, Loader, Radio, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconClockX, IconDeviceMobile } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CHECKOUT_PAGE_TEXTS, TERMINAL_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import { SHARED_TEXTS } from '../../../contracts/tickets.messages.ts';
import { CHECKOUT_MESSAGES, TERMINAL_POLL_MS, TERMINAL_TIMEOUT_MS } from '../../../domain/checkout.ts';
import { formatMoney } from '../../../domain/money.ts';
import { isProduction } from '../../app/env.ts';
import { errorMessage } from '../../app/http.ts';
import { readersQuery, terminalCall } from './api.ts';
import { PaymentPanel } from './PaymentPanel.tsx';
import { terminalErrorText } from './terminal.ts';

/** How long a terminal error stays before the flow resets (buyer-side 8). */
export const TERMINAL_ERROR_MS = 5_000;

type Phase =
  { kind: 'idle' } | { kind: 'starting' } | { kind: 'processing'; since: number } | { kind: 'timeout' } | { kind: 'error'; message: string };

/**
 * The card-terminal flow for door sales (buyer-side 2.7, 4, 8): idle lists the owner's readers; processing
 * shows a spinner with Cancel while the status is polled every 3 s; after 60 s polling stops with 'Sorry your
 * request timed out.' and Try Again. A failure shows the server's message (or the generic one) for 5 s, then the
 * flow resets. Outside production a simulated reader can be told to 'Confirm Payment'.
 */
export function TerminalPayment({
  orderId,
  ownerId,
  total,
  currency,
  onSucceeded,
  onChargingChange,
}: {
  orderId: string;
  ownerId: string;
  total: number;
  currency: string;
  onSucceeded: (message: string) => void;
  /** True while a charge is being started or waits on the reader (the order's timer must not end it). */
  onChargingChange?: (charging: boolean) => void;
}) {
  const readers = useQuery(readersQuery(ownerId));
  const [readerId, setReaderId] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const succeeded = useRef(onSucceeded);
  succeeded.current = onSucceeded;
  // The simulated reader's answer and a poll in flight can both see the success: report it (one toast) once.
  const reported = useRef(false);
  const succeed = (message: string | null | undefined) => {
    if (reported.current) return;
    reported.current = true;
    succeeded.current(message || CHECKOUT_MESSAGES.terminalSucceeded);
  };

  const list = readers.data ?? [];
  const chosen = readerId ?? list.find((r) => r.status === 'online')?.id ?? list[0]?.id ?? null;

  // Poll every 3 s while processing; stop after 60 s.
  useEffect(() => {
    if (phase.kind !== 'processing') return;
    let stopped = false;
    const tick = async () => {
      if (stopped) return;
      if (Date.now() - phase.since >= TERMINAL_TIMEOUT_MS) {
        setPhase({ kind: 'timeout' });
        if (chosen) void terminalCall('cancel_payment', orderId, chosen).catch(() => undefined);
        return;
      }
      try {
        const reply = await terminalCall('check_payment_status', orderId);
        if (stopped) return;
        if (reply.status === 'succeeded') succeed(reply.message);
        else if (reply.status === 'failed') setPhase({ kind: 'error', message: terminalErrorText(reply.message) });
        else if (reply.status === 'canceled') setPhase({ kind: 'idle' });
      } catch (e) {
        if (!stopped) setPhase({ kind: 'error', message: terminalErrorText(errorMessage(e, '')) });
      }
    };
    const timer = setInterval(() => void tick(), TERMINAL_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [phase, orderId, chosen]);

  const charging = phase.kind === 'starting' || phase.kind === 'processing';
  useEffect(() => {
    onChargingChange?.(charging);
  }, [charging, onChargingChange]);

  // An error shows for 5 s, then the flow resets.
  useEffect(() => {
    if (phase.kind !== 'error') return;
    const timer = setTimeout(() => setPhase({ kind: 'idle' }), TERMINAL_ERROR_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const start = async () => {
    if (!chosen) return;
    setPhase({ kind: 'starting' });
    try {
      const reply = await terminalCall('process_payment', orderId, chosen);
      if (reply.status === 'succeeded') succeed(reply.message);
      else if (reply.status === 'failed') setPhase({ kind: 'error', message: terminalErrorText(reply.message) });
      else setPhase({ kind: 'processing', since: Date.now() });
    } catch (e) {
      setPhase({ kind: 'error', message: terminalErrorText(errorMessage(e, '')) });
    }
  };

  const cancel = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await terminalCall('cancel_payment', orderId, chosen);
      setPhase({ kind: 'idle' });
    } catch (e) {
      setPhase({ kind: 'error', message: terminalErrorText(errorMessage(e, '')) });
    } finally {
      setBusy(false);
    }
  };

  const simulate = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const reply = await terminalCall('confirm_payment', orderId, chosen);
      if (reply.status === 'succeeded') succeed(reply.message);
      else if (reply.status === 'failed') setPhase({ kind: 'error', message: terminalErrorText(reply.message) });
    } catch (e) {
      setPhase({ kind: 'error', message: terminalErrorText(errorMessage(e, '')) });
    } finally {
      setBusy(false);
    }
  };

  const amount = formatMoney(total, currency);

  if (readers.isPending) return <Skeleton height={120} radius="md" />;
  if (readers.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} role="alert" title={T.readersFailed}>
        <Text fz="sm">{errorMessage(readers.error, T.pleaseTryAgain)}</Text>
        <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void readers.refetch()}>
          {T.retry}
        </Button>
      </Alert>
    );
  }
  if (!list.length) {
    return (
      <Alert color="orange" icon={<IconDeviceMobile />} role="alert" title={CHECKOUT_MESSAGES.terminalNoReaders}>
        {T.noReaders}
      </Alert>
    );
  }

  return (
    <PaymentPanel icon={<IconDeviceMobile size={20} />} title={T.title} titleId="checkout-terminal-title" gap="md">
      {phase.kind === 'idle' || phase.kind === 'starting' ? (
        <>
          <Radio.Group value={chosen} onChange={setReaderId} label={T.chooseReader}>
            <Stack gap="xs" mt="xs">
              {list.map((r) => (
                <Radio.Card key={r.id} value={r.id} radius="md" p="sm" withBorder disabled={phase.kind === 'starting'}>
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} fz="sm">
                        {r.name}
                      </Text>
                      <Text fz="xs" c={r.status === 'online' ? 'teal.8' : 'dimmed'}>
                        {r.status === 'online' ? SHARED_TEXTS.online : T.offline}
                        {r.serialNumber ? ` · ${r.serialNumber}` : ''}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
          <Group>
            <Button onClick={() => void start()} loading={phase.kind === 'starting'} disabled={!chosen}>
              {T.charge(amount)}
            </Button>
          </Group>
        </>
      ) : null}

      {phase.kind === 'processing' ? (
        <Stack gap="sm" align="flex-start" role="status" aria-live="polite">
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" />
            <Text>{CHECKOUT_MESSAGES.terminalProcessing}</Text>
          </Group>
          <Text fz="sm" c="dimmed">
            {T.askGuest(amount)}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => void cancel()} loading={busy}>
              {SHARED_TEXTS.cancel}
            </Button>
            {!isProduction() ? (
              <Button variant="light" color="teal" onClick={() => void simulate()} disabled={busy}>
                {CHECKOUT_MESSAGES.terminalConfirm}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}

      {phase.kind === 'timeout' ? (
        <Stack gap="sm" align="flex-start" role="alert">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="orange" variant="light" radius="xl">
              <IconClockX size={16} />
            </ThemeIcon>
            <Text fw={500}>{CHECKOUT_MESSAGES.terminalTimedOut}</Text>
          </Group>
          <Button onClick={() => setPhase({ kind: 'idle' })}>{CHECKOUT_PAGE_TEXTS.tryAgain}</Button>
        </Stack>
      ) : null}

      {phase.kind === 'error' ? (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {phase.message}
        </Alert>
      ) : null}
    </PaymentPanel>
  );
}
