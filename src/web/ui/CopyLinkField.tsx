import { Button, CopyButton, Flex, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconWorld } from '@tabler/icons-react';

export interface CopyLinkFieldProps {
  label: string;
  link: string;
  texts: { copy: string; copied: string };
  /** How long the copied text shows (ms). */
  copiedFor: number;
  /** The button's look before a copy: 'default' beside a form's fields, 'filled' as a page's call to action. */
  variant?: 'default' | 'filled';
  /** Whether a check replaces the copy icon while the copied text shows. */
  checkWhenCopied?: boolean;
}

/** A read-only address (selected on focus) with a copy button beside it, under it on a phone. */
export function CopyLinkField({ label, link, texts, copiedFor, variant = 'default', checkWhenCopied = false }: CopyLinkFieldProps) {
  return (
    <Flex gap="xs" direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'flex-end' }}>
      <TextInput
        style={{ flex: 1, minWidth: 0 }}
        label={label}
        value={link}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        leftSection={<IconWorld size={16} />}
      />
      <CopyButton value={link} timeout={copiedFor}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'light' : variant}
            color={copied ? 'teal' : undefined}
            leftSection={copied && checkWhenCopied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={copy}
            miw={132}
          >
            {copied ? texts.copied : texts.copy}
          </Button>
        )}
      </CopyButton>
    </Flex>
  );
}
