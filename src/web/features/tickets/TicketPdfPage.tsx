import { Alert, Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { downloadFile } from '../../app/download.ts';
import { errorMessage } from '../../app/http.ts';
import { NotFound } from '../../ui/NotFound.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { ticketPdfPath, type TicketPageType } from './api.ts';
import { TICKET_PAGE_TEXTS } from './texts.ts';

type State = { kind: 'downloading' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** /{type}/{id}/pdf: starts the download of the tickets' PDF at once and offers a link to it. */
export function TicketPdfPage({ type, id }: { type: TicketPageType; id: string }) {
  const [state, setState] = useState<State>({ kind: 'downloading' });
  const started = useRef(false);
  const pdfPath = ticketPdfPath(type, id);
  useDocumentTitle(TICKET_PAGE_TEXTS.pdfTitle);

  const start = useEffectEvent(() => {
    setState({ kind: 'downloading' });
    downloadFile(pdfPath, {}, `tickets-${id}.pdf`).then(
      () => setState({ kind: 'done' }),
      (error: unknown) => setState({ kind: 'failed', message: errorMessage(error, TICKET_PAGE_TEXTS.noActiveTickets) }),
    );
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start(); // once per visit
  }, []);

  return (
    <Center py={{ base: 40, sm: 80 }} px="md" style={{ flex: 1 }}>
      <Paper withBorder radius="lg" p="xl" maw={440} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color={state.kind === 'failed' ? 'red' : 'violet'}>
            {state.kind === 'done' ? <IconCheck size={28} /> : <IconFileTypePdf size={28} />}
          </ThemeIcon>
          <Title order={1} fz={22}>
            {state.kind === 'downloading'
              ? TICKET_PAGE_TEXTS.pdfPreparing
              : state.kind === 'done'
                ? TICKET_PAGE_TEXTS.pdfDownloading
                : TICKET_PAGE_TEXTS.pdfNone}
          </Title>
          {state.kind === 'downloading' ? <Loader size="sm" type="dots" /> : null}
          {state.kind === 'done' ? (
            <Text c="dimmed" fz="sm">
              {TICKET_PAGE_TEXTS.pdfHelp}
            </Text>
          ) : null}
          {state.kind === 'failed' ? (
            <Alert color="red" variant="light" w="100%">
              {state.message}
            </Alert>
          ) : null}
          <Stack gap="xs" w="100%">
            <Button component="a" href={pdfPath} download={`tickets-${id}.pdf`} leftSection={<IconFileTypePdf size={18} />}>
              {TICKET_PAGE_TEXTS.downloadPdf}
            </Button>
            <Button component="a" href={`/${type}/${encodeURIComponent(id)}`} variant="default">
              {TICKET_PAGE_TEXTS.viewTickets}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Center>
  );
}

/** /{type}/{id}/not-found (buyer-side 2.9, 2.10). */
export function TicketNotFound() {
  useDocumentTitle(TICKET_PAGE_TEXTS.ticketNotFound);
  return <NotFound message={TICKET_PAGE_TEXTS.notFound} support={TICKET_PAGE_TEXTS.notFoundSupport} />;
}
