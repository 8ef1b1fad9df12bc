import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { EVENT_PAGE_TEXTS } from '../../../contracts/events.messages.ts';
import type { bannerMessage } from '../../../contracts/events.ts';

export type BannerMessage = z.infer<typeof bannerMessage>;

/** Named colours offered in the banner editor (Mantine palette names). */
export const BANNER_COLORS = ['blue', 'violet', 'grape', 'teal', 'green', 'yellow', 'orange', 'red', 'pink', 'gray', 'dark'] as const;

const ICONS = {
  info: IconInfoCircle,
  success: IconCircleCheck,
  warning: IconAlertTriangle,
  danger: IconAlertTriangle,
} as const;

/** One banner message: its type's icon, colour, text, an optional call to action, and a close button when dismissible. */
export function BannerMessageView({ banner, onDismiss, preview }: { banner: BannerMessage; onDismiss?: () => void; preview?: boolean }) {
  const Icon = ICONS[banner.type] ?? IconSpeakerphone;
  const external = banner.ctaUrl ? /^https?:\/\//i.test(banner.ctaUrl) : false;
  return (
    <Alert
      color={banner.color}
      variant="light"
      radius="md"
      icon={<Icon size={20} />}
      withCloseButton={banner.dismissible && !preview}
      closeButtonLabel={EVENT_PAGE_TEXTS.dismissBanner}
      onClose={onDismiss}
      role={banner.type === 'danger' || banner.type === 'warning' ? 'alert' : 'status'}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm" style={{ whiteSpace: 'pre-line', flex: 1, minWidth: 200 }}>
          {banner.message}
        </Text>
        {banner.ctaText && banner.ctaUrl ? (
          <Button
            component="a"
            href={banner.ctaUrl}
            target={external ? '_blank' : undefined}
            rel={external ? 'noopener noreferrer' : undefined}
            size="xs"
            color={banner.color}
            tabIndex={preview ? -1 : undefined}
          >
            {banner.ctaText}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}

/** The event page's banner messages; dismissed ones stay hidden for this visit. */
export function BannerMessages({ banners }: { banners: BannerMessage[] }) {
  const [dismissed, setDismissed] = useState<Set<number>>(() => new Set());
  const visible = banners.map((b, i) => ({ b, i })).filter(({ i }) => !dismissed.has(i));
  if (!visible.length) return null;
  return (
    <Stack gap="xs">
      {visible.map(({ b, i }) => (
        <BannerMessageView key={i} banner={b} onDismiss={() => setDismissed((prev) => new Set(prev).add(i))} />
      ))}
    </Stack>
  );
}
