import { Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { MESSAGES_TEXTS as T } from '../../../contracts/messages.messages.ts';

/** The frame's height before its e-mail has laid out, and its floor after. */
const MIN_HEIGHT = 160;

/**
 * The e-mail as holders get it, in a frame as tall as the e-mail at the frame's width, measured again whenever that
 * width changes (a phone turned, a window resized): a fixed height cut a long e-mail behind a scroll box of its own
 * on a phone. The server rendered and sanitized the HTML; the frame still runs no script and submits no form. It
 * shares the page's origin only so the page can read the e-mail's height, which also keeps it in the page's own
 * renderer instead of an isolated one that has to repaint after every resize.
 */
export function MessagePreview({ subject, html }: { subject: string; html: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(MIN_HEIGHT);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const fit = () => {
      const root = el.contentDocument?.documentElement;
      if (root) setHeight(Math.max(MIN_HEIGHT, Math.ceil(root.getBoundingClientRect().height)));
    };
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    el.addEventListener('load', fit);
    fit();
    return () => {
      observer.disconnect();
      el.removeEventListener('load', fit);
    };
  }, [html]);
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-label={T.previewTitle}>
      <Stack gap="xs">
        <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {T.previewSubject(subject)}
        </Text>
        <iframe
          ref={frame}
          title={T.previewTitle}
          sandbox="allow-same-origin"
          // Standards mode: in quirks mode the root fills the frame, so the height measured would never shrink.
          srcDoc={`<!doctype html>${html}`}
          style={{ display: 'block', width: '100%', height, border: 0, background: 'white' }}
        />
      </Stack>
    </Paper>
  );
}
