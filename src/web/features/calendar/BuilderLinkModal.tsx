import { Button, CopyButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCode, IconExternalLink } from '@tabler/icons-react';
import { CALENDAR_BUILDER_MORE_TEXTS as M, CALENDAR_BUILDER_TEXTS as T } from '../../../contracts/calendar.messages.ts';
import { CALENDAR_LIMITS } from '../../../domain/calendar.ts';
import { CopyLinkField } from '../../ui/CopyLinkField.tsx';
import { TitledModal } from '../../ui/TitledModal.tsx';
import { embedCode } from './builder-form.ts';

/** 'Voila!': the calendar's link and its embed code, each with a copy button, and the page in a new tab. */
export function BuilderLinkModal({ link, opened, onClose }: { link: string; opened: boolean; onClose: () => void }) {
  const code = embedCode(link);
  return (
    <TitledModal opened={opened} onClose={onClose} size="lg" closeLabel={M.close} title={T.voila}>
      <Stack gap="md">
        <Text fz="sm">{T.voilaText}</Text>
        <CopyLinkField label={M.link} link={link} texts={T} copiedFor={CALENDAR_LIMITS.copiedMs} variant="filled" checkWhenCopied />
        <Textarea label={T.embedCode} value={code} readOnly autosize minRows={2} ff="monospace" fz="xs" onFocus={(e) => e.currentTarget.select()} />
        <Group justify="space-between" gap="sm">
          <CopyButton value={code} timeout={CALENDAR_LIMITS.copiedMs}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'default'}
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCode size={16} />}
                onClick={copy}
              >
                {copied ? M.codeCopied : M.copyCode}
              </Button>
            )}
          </CopyButton>
          <Button component="a" href={link} target="_blank" rel="noopener noreferrer" rightSection={<IconExternalLink size={16} />}>
            {T.visit}
          </Button>
        </Group>
      </Stack>
    </TitledModal>
  );
}
