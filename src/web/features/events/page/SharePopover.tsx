import { Button, type ButtonProps } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { forwardRef, lazy, type ComponentPropsWithoutRef } from 'react';
import { EVENT_SHARE_TEXTS } from '../../../../contracts/events.messages.ts';
import { preloader } from '../../../ui/first-use.ts';
import { LoadOnFirstUse } from '../../../ui/LoadOnFirstUse.tsx';

type ShareButtonProps = { dark?: boolean } & Omit<ButtonProps, 'color' | 'variant'> & Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'>;

/** The Share button, with or without its popup loaded. */
export const ShareButton = forwardRef<HTMLButtonElement, ShareButtonProps>(({ dark, ...props }, ref) => (
  <Button
    ref={ref}
    variant={dark ? 'white' : 'default'}
    color={dark ? 'dark' : undefined}
    leftSection={<IconShare size={16} />}
    aria-haspopup="dialog"
    {...props}
  >
    {EVENT_SHARE_TEXTS.share}
  </Button>
));
ShareButton.displayName = 'ShareButton';

const load = () => import('./SharePopup.tsx');
const SharePopup = lazy(load);
const preload = preloader(load);

export interface SharePopoverProps {
  url: string;
  title: string;
  dark?: boolean;
  /** The event's id when the viewer manages it: their copy or share ticks the checklist's "share" item. */
  managedEventId?: string;
}

/**
 * The share popup (only for published, non-private events): copy the link, or share it; closes 500 ms after a copy.
 * The popup loads on the first click of the Share button.
 */
export function SharePopover({ dark, ...props }: SharePopoverProps) {
  return (
    <LoadOnFirstUse
      trigger={(activate) => <ShareButton dark={dark} aria-expanded={false} onClick={activate} onMouseEnter={preload} onFocus={preload} />}
      loaded={(focused) => <SharePopup {...props} dark={dark} focused={focused} />}
    />
  );
}
