import { Button, CopyButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { COPY_TEXTS } from '../../../contracts/developer-tools.messages.ts';
import { WEBHOOK_LIMITS } from '../../../contracts/webhooks.messages.ts';

/**
 * A small 'Copy' button for a value shown beside it (a webhook-id, a payload, a new API key): 'Copied' for 2 s
 * (content-management 2.8), said to screen readers too. `label` names what is copied ('Copy payload').
 */
export function CopyValueButton({
  value,
  label,
  variant = 'default',
  size = 'xs',
}: {
  value: string;
  label: string;
  variant?: 'default' | 'filled';
  /** 'sm' beside a form field, 'xs' beside text. */
  size?: 'xs' | 'sm';
}) {
  return (
    <CopyButton value={value} timeout={WEBHOOK_LIMITS.copiedMs}>
      {({ copied, copy }) => (
        <>
          <Button
            size={size}
            variant={copied ? 'light' : variant}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={copy}
            aria-label={copied ? COPY_TEXTS.copied : label}
            style={{ flexShrink: 0 }}
          >
            {copied ? COPY_TEXTS.copied : COPY_TEXTS.copy}
          </Button>
          <VisuallyHidden aria-live="polite">{copied ? COPY_TEXTS.copied : ''}</VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
