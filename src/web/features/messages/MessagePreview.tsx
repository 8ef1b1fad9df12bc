import { Paper, Stack, Text } from '@mantine/core';
import { MESSAGES_TEXTS as T } from '../../../contracts/messages.messages.ts';

/**
 * The e-mail as holders get it. The server rendered and sanitized the HTML; it still shows in a sandboxed frame, so
 * nothing in it runs or reaches the page.
 */
export function MessagePreview({ subject, html }: { subject: string; html: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={T.previewTitle}>
      <Stack gap="xs">
        <Text fz="sm" fw={600}>
          {T.previewSubject(subject)}
        </Text>
        <iframe title={T.previewTitle} sandbox="" srcDoc={html} style={{ width: '100%', minHeight: 220, border: 0, background: 'white' }} />
      </Stack>
    </Paper>
  );
}
