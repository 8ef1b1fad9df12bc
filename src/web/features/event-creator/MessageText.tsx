import { Anchor } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { linkText, messageParts } from './message-parts.ts';

/**
 * An assistant's message as text, its links to pages of this site as links that navigate in the app (others stay
 * text; never HTML). A modified click (new tab) keeps the browser's own behaviour.
 */
export function MessageText({ content }: { content: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href: path });
  };
  return (
    <>
      {messageParts(content, window.location.origin).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor key={i} href={part.path} onClick={(e) => follow(e, part.path)} fw={600} inherit style={{ overflowWrap: 'anywhere' }}>
            {linkText(part)}
          </Anchor>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
