import { ActionIcon, Group, Popover, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconBrandX,
  IconCheck,
  IconCopy,
  IconMail,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { EVENT_SHARE_TEXTS as T, SHARE_POPUP_CLOSE_MS } from '../../../../contracts/events.messages.ts';
import { useOpenAfterMount } from '../../../ui/first-use.ts';
import { SHARE_LABELS, SHARE_TARGETS, shareHref, type ShareTarget } from '../share.ts';
import { ShareButton, type SharePopoverProps } from './SharePopover.tsx';
import { track } from '../../analytics/index.ts';
import { useRecordShare } from '../../getting-started/index.ts';

const ICONS: Record<ShareTarget, ComponentType<{ size?: number }>> = {
  facebook: IconBrandFacebook,
  x: IconBrandX,
  linkedin: IconBrandLinkedin,
  telegram: IconBrandTelegram,
  whatsapp: IconBrandWhatsapp,
  mail: IconMail,
  discord: IconBrandDiscord,
};

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The manager's share ticks the first-run checklist's "share" item (docs/decisions/accounts.md), once per popup: a
 * visitor's share sends nothing. A failure is not the sharer's concern: the link was copied or shared all the same.
 */
function useShareRecorder(managedEventId: string | undefined) {
  const record = useRecordShare();
  const recorded = useRef(false);
  return () => {
    if (!managedEventId || recorded.current) return;
    recorded.current = true;
    record.mutate(managedEventId, { onError: () => (recorded.current = false) });
  };
}

/** The share popup, loaded on the first click of the Share button and opened at once. */
export default function SharePopup({ url, title, dark, focused, managedEventId }: SharePopoverProps & { focused: boolean }) {
  const recordShare = useShareRecorder(managedEventId);
  const [target, setTarget] = useState<HTMLButtonElement | null>(null);
  const [opened, setOpened] = useOpenAfterMount(target, focused);
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const afterCopy = () => {
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setOpened(false);
      setCopied(false);
    }, SHARE_POPUP_CLOSE_MS);
  };

  const copy = async () => {
    if (!(await copyText(url))) return;
    afterCopy();
    recordShare();
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" radius="md" trapFocus returnFocus withArrow>
      <Popover.Target>
        <ShareButton ref={setTarget} dark={dark} onClick={() => setOpened((o) => !o)} aria-expanded={opened} />
      </Popover.Target>
      <Popover.Dropdown aria-label={T.title}>
        <Stack gap="sm">
          <Text fw={600} fz="sm">
            {T.title}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput value={url} readOnly aria-label={T.eventLink} style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
            <Tooltip label={copied ? T.linkCopied : T.copyLink} withArrow>
              <ActionIcon
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'green' : 'violet'}
                size="lg"
                aria-label={copied ? T.linkCopied : T.copyLink}
                onClick={() => void copy()}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          </Group>
          <Group gap={6} justify="space-between">
            {SHARE_TARGETS.map((target) => {
              const Icon = ICONS[target];
              return (
                <Tooltip key={target} label={target === 'discord' ? T.discord : SHARE_LABELS[target]} withArrow>
                  <ActionIcon
                    component="a"
                    href={shareHref(target, url, title)}
                    target={target === 'mail' ? undefined : '_blank'}
                    rel="noopener noreferrer"
                    variant="light"
                    color="gray"
                    size="lg"
                    radius="xl"
                    aria-label={T.shareOn(SHARE_LABELS[target])}
                    onClick={() => {
                      track('share_clicked', { data: { target } });
                      recordShare();
                      if (target === 'discord') void copyText(url);
                    }}
                  >
                    <Icon size={18} />
                  </ActionIcon>
                </Tooltip>
              );
            })}
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
