import { Alert, Box, Button, Container, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconCamera, IconCameraOff, IconScan } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { formatInZone } from '../../../domain/dates.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { managedEventQuery } from '../events/index.ts';
import { useSession } from '../accounts/index.ts';
import { CHECK_IN_MESSAGES, CHECK_IN_PAGE_TEXTS as T, GUESTS_TEXTS } from '../tickets/index.ts';
import { ApiError } from '../../app/http.ts';
import { guestsQuery, useCheckIn } from './api.ts';
import { failedCheckIn, type CheckInResult } from './check-in-result.ts';
import { RecentScans, ResultBanner } from './CheckInResults.tsx';
import { DoorConflicts, DoorSyncStatus, DoorUnsent } from './offline/DoorSyncStatus.tsx';
import { useOfflineDoor } from './offline/useOfflineDoor.ts';
import { useDoorWorker } from './offline/useDoorWorker.ts';
import { doorOccurrence } from './door-date.ts';
import { DoorStateNotice } from './DoorStateNotice.tsx';
import { doorMayCheckIn } from '../../../domain/door.ts';
import { useQrScanner } from './useQrScanner.ts';

const RECENT_MAX = 8;
const DATE_FORMAT = 'EEE, d MMM y, h:mm a';

/** Short buzzes on phones: one for a check-in, three for a problem. */
function buzz(ok: boolean) {
  try {
    navigator.vibrate?.(ok ? 80 : [60, 60, 60, 60, 60]);
  } catch {
    // Not available.
  }
}

/**
 * The door check-in page: scans QR codes with the camera (BarcodeDetector) and always accepts typed codes; each
 * answer shows in a big coloured banner (checked in, already checked in at…, not found, inactive) and in a short
 * list of recent scans. Every check-in is recorded once by the server; a second scan says when it was. Offline (or
 * when the server cannot be reached) the page admits from the door list it downloaded and syncs later (issue 35).
 */
export function CheckInPage({ eventId, date, onDate }: { eventId: string; date?: string; onDate: (date: string | undefined) => void }) {
  const { data: event } = useSuspenseQuery(managedEventQuery(eventId));
  const recurring = event.occurrences.length > 1;
  const [fallbackDate] = useState(() => doorOccurrence(event.occurrences)?.id);
  const occurrenceId = recurring ? (date === 'all' ? undefined : event.occurrences.some((o) => o.id === date) ? date : fallbackDate) : undefined;
  const { data: guests } = useQuery({ ...guestsQuery(eventId, { page: 1, status: 'all', occurrenceId }), refetchInterval: 30_000 });
  const { mutateAsync: checkInAsync, isPending: checking } = useCheckIn(eventId);
  const door = useOfflineDoor(eventId, useSession().user?.id ?? null);
  const { online, admit } = door;
  const opensOffline = useDoorWorker(eventId);
  const [code, setCode] = useState('');
  const [result, setResult] = useState<CheckInResult | null>(null);
  const [recent, setRecent] = useState<CheckInResult[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  useDocumentTitle(T.documentTitle(event.event.name));

  const record = useCallback((r: CheckInResult) => {
    setResult(r);
    setRecent((prev) => [r, ...prev].slice(0, RECENT_MAX));
    buzz(r.kind === 'checked_in');
  }, []);

  const submit = useCallback(
    (raw: string, from: 'typed' | 'camera') => {
      const value = raw.trim();
      if (!value) {
        record({ kind: 'error', code: '', message: CHECK_IN_MESSAGES.codeRequired, guest: null, at: Date.now() });
        return;
      }
      // Offline, or the server out of reach (status 0): the downloaded list decides, and the scan waits to sync.
      const answer = online
        ? // mutateAsync: each scan gets its own answer, even when two are in flight (mutate's callbacks fire for the last).
          checkInAsync({ code: value, occurrenceId }).then(
            (reply): CheckInResult => ({ kind: 'checked_in', code: value, message: reply.message, guest: reply.guest, at: Date.now() }),
            (error: unknown) => (error instanceof ApiError && error.status !== 0 ? failedCheckIn(value, error) : admit(value, occurrenceId)),
          )
        : admit(value, occurrenceId);
      answer.then(record).finally(() => {
        if (from === 'typed') {
          setCode('');
          inputRef.current?.focus();
        }
      });
    },
    [checkInAsync, occurrenceId, record, online, admit],
  );

  // The scanner rests SCAN_PAUSE_MS after each read, so one code held up to the camera is one check-in.
  const scanner = useQrScanner(useCallback((scanned: string) => submit(scanned, 'camera'), [submit]));

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (checking) return;
    submit(code, 'typed');
  };

  const scanning = scanner.state.kind === 'scanning' || scanner.state.kind === 'starting';
  // A cancelled event admits nobody: its notice replaces the scanner and the code form.
  const doorState = door.online ? (guests?.doorState ?? door.saved?.list.doorState) : (door.saved?.list.doorState ?? guests?.doorState);
  const admitting = !doorState || doorMayCheckIn(doorState);
  const dateOptions = [
    { value: 'all', label: GUESTS_TEXTS.allDates },
    ...[...event.occurrences]
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      .map((o) => ({ value: o.id, label: formatInZone(new Date(o.startsAt), o.timezone, DATE_FORMAT) })),
  ];

  return (
    <Container size={640} py={{ base: 'md', sm: 'xl' }} w="100%">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <AnchorLink to="/management/courses/$eventId/registrations" params={{ eventId }} fz="sm" c="dimmed" w="fit-content">
              <Group gap={4}>
                <IconArrowLeft size={14} /> {GUESTS_TEXTS.heading}
              </Group>
            </AnchorLink>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {GUESTS_TEXTS.doorCheckIn}
            </Title>
            <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {event.event.name}
            </Text>
          </Stack>
          {guests ? (
            <Box ta="right">
              <Text fz={28} fw={800} lh={1} data-testid="door-count">
                {guests.totals.checkedIn}
                <Text span fz="lg" c="dimmed" fw={600}>
                  {' '}
                  / {guests.totals.sold}
                </Text>
              </Text>
              <Text fz="xs" c="dimmed">
                {T.checkedIn}
              </Text>
            </Box>
          ) : null}
        </Group>

        {recurring ? (
          <Select
            label={GUESTS_TEXTS.date}
            data={dateOptions}
            value={occurrenceId ?? 'all'}
            onChange={(v) => onDate(v ?? undefined)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            description={T.otherDateRefused}
            inputWrapperOrder={['label', 'input', 'description']}
          />
        ) : null}

        <DoorStateNotice state={doorState} />

        <DoorSyncStatus door={door} opensOffline={opensOffline} />
        <DoorUnsent door={door} />
        <DoorConflicts conflicts={door.conflicts} deviceId={door.deviceId} />

        {admitting ? (
          <>
            <ResultBanner result={result} />

            <Paper withBorder radius="lg" p="md" component="form" onSubmit={onSubmit} aria-label={T.checkInByCode}>
              <Group gap="sm" align="flex-end" wrap="nowrap">
                <TextInput
                  ref={inputRef}
                  label={T.ticketCode}
                  placeholder="8233AE9B"
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  autoCorrect="off"
                  spellCheck={false}
                  enterKeyHint="go"
                  size="md"
                  maxLength={200}
                  style={{ flex: 1 }}
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em', textTransform: 'uppercase' } }}
                />
                <Button type="submit" size="md" loading={checking && !scanning}>
                  {GUESTS_TEXTS.checkIn}
                </Button>
              </Group>
              <Text fz="xs" c="dimmed" mt={6}>
                {T.typingHint}
              </Text>
            </Paper>

            <Paper withBorder radius="lg" p="md">
              <Group justify="space-between" mb={scanning ? 'sm' : 0} gap="sm">
                <Group gap="xs">
                  <IconScan size={20} />
                  <Text fw={600}>{T.camera}</Text>
                </Group>
                {scanner.state.kind === 'unsupported' ? null : scanning ? (
                  <Button variant="default" size="xs" leftSection={<IconCameraOff size={16} />} onClick={scanner.stop}>
                    {T.stopCamera}
                  </Button>
                ) : (
                  <Button size="xs" variant="light" leftSection={<IconCamera size={16} />} onClick={() => void scanner.start()}>
                    {T.scanWithCamera}
                  </Button>
                )}
              </Group>
              <Box
                pos="relative"
                style={{ borderRadius: 12, overflow: 'hidden', background: '#111', aspectRatio: '4 / 3', display: scanning ? 'block' : 'none' }}
              >
                <video ref={scanner.videoRef} muted playsInline style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
                <Box
                  pos="absolute"
                  style={{ inset: '18%', border: '3px solid rgba(255,255,255,0.85)', borderRadius: 16, boxShadow: '0 0 0 9999px rgba(0,0,0,0.25)' }}
                  aria-hidden
                />
              </Box>
              {scanner.state.kind === 'unsupported' ? (
                <Text fz="sm" c="dimmed" mt="xs">
                  {T.unsupported}
                </Text>
              ) : null}
              {scanner.state.kind === 'error' ? (
                <Alert color="orange" variant="light" mt="sm">
                  {scanner.state.message}
                </Alert>
              ) : null}
            </Paper>

            <RecentScans results={recent} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
