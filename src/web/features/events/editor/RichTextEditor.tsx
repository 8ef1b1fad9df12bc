import { ActionIcon, Box, Group, Input, Tooltip } from '@mantine/core';
import { IconBold, IconH2, IconItalic, IconLink, IconList, IconListNumbers, IconUnlink } from '@tabler/icons-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { EVENT_BASICS_TEXTS } from '../../../../contracts/events-management.messages.ts';

const T = EVENT_BASICS_TEXTS.tools;

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' | 'link' | 'unlink' | 'heading';

const TOOLS: { command: Command; label: string; icon: ReactNode; shortcut?: string }[] = [
  { command: 'bold', label: T.bold, icon: <IconBold size={16} />, shortcut: 'Ctrl+B' },
  { command: 'italic', label: T.italic, icon: <IconItalic size={16} />, shortcut: 'Ctrl+I' },
  { command: 'heading', label: T.heading, icon: <IconH2 size={16} /> },
  { command: 'insertUnorderedList', label: T.bulletedList, icon: <IconList size={16} /> },
  { command: 'insertOrderedList', label: T.numberedList, icon: <IconListNumbers size={16} /> },
  { command: 'link', label: T.link, icon: <IconLink size={16} />, shortcut: 'Ctrl+K' },
  { command: 'unlink', label: T.unlink, icon: <IconUnlink size={16} /> },
];

/**
 * A small rich-text editor (bold, italic, heading, lists, links) over contentEditable. It edits HTML; the server
 * sanitizes what is saved, so the editor itself allows nothing the sanitizer would not keep.
 */
export function RichTextEditor({
  label,
  description,
  value,
  onChange,
  error,
  disabled,
  minHeight = 180,
}: {
  label: string;
  description?: ReactNode;
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  disabled?: boolean;
  minHeight?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const lastEmitted = useRef<string | null>(null);
  const id = useId();

  // Only outside changes (loading, discarding) rewrite the content; typing must keep the caret where it is.
  useEffect(() => {
    const el = ref.current;
    if (!el || value === lastEmitted.current) return;
    el.innerHTML = value;
    lastEmitted.current = value;
  }, [value]);

  const emit = () => {
    const el = ref.current;
    if (!el) return;
    const html = el.innerHTML === '<br>' ? '' : el.innerHTML;
    lastEmitted.current = html;
    onChange(html);
  };

  const run = (command: Command) => {
    if (disabled) return;
    ref.current?.focus();
    if (command === 'link') {
      const url = window.prompt(EVENT_BASICS_TEXTS.linkPrompt, 'https://');
      if (!url || url === 'https://') return;
      if (!/^(https?:\/\/|mailto:)/i.test(url.trim())) return;
      document.execCommand('createLink', false, url.trim());
    } else if (command === 'heading') {
      const inHeading = document.queryCommandValue('formatBlock').toLowerCase() === 'h2';
      document.execCommand('formatBlock', false, inHeading ? 'p' : 'h2');
    } else {
      document.execCommand(command);
    }
    emit();
  };

  return (
    <Input.Wrapper label={label} description={description} error={error} id={id}>
      <Box
        mt={6}
        style={{
          border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-gray-4)'}`,
          borderRadius: 8,
          overflow: 'hidden',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <Group
          gap={2}
          p={4}
          role="toolbar"
          aria-label={EVENT_BASICS_TEXTS.toolbar(label)}
          bg="gray.0"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          {TOOLS.map((tool) => (
            <Tooltip key={tool.command} label={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label} withArrow openDelay={400}>
              <ActionIcon
                variant="subtle"
                color="dark"
                aria-label={tool.label}
                disabled={disabled}
                // Keep the selection in the editor when the toolbar is clicked.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => run(tool.command)}
              >
                {tool.icon}
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
        <div
          ref={ref}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          contentEditable={!disabled}
          suppressContentEditableWarning
          className="ovation-richtext ovation-html-content"
          onInput={emit}
          onBlur={emit}
          onKeyDown={(e) => {
            if (!(e.ctrlKey || e.metaKey)) return;
            const key = e.key.toLowerCase();
            if (key === 'k') {
              e.preventDefault();
              run('link');
            }
          }}
          onPaste={(e) => {
            // Paste as plain text: formatting from other pages would only be stripped by the server.
            e.preventDefault();
            const text = e.clipboardData.getData('text/plain');
            document.execCommand('insertText', false, text);
          }}
          style={{
            minHeight,
            padding: '10px 12px',
            outline: 'none',
            background: 'white',
            fontSize: 'var(--mantine-font-size-sm)',
            lineHeight: 1.6,
          }}
        />
      </Box>
    </Input.Wrapper>
  );
}
