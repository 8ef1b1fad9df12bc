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

/**
 * The share popup (only for published, non-private events): copy the link, or share it; closes 500 ms after a copy.
 * The popup loads on the first click of the Share button.
 */
export function SharePopover({ url, title, dark }: { url: string; title: string; dark?: boolean }) {
  return (
    <LoadOnFirstUse
      trigger={(activate) => <ShareButton dark={dark} aria-expanded={false} onClick={activate} onMouseEnter={preload} onFocus={preload} />}
      loaded={(focused) => <SharePopup url={url} title={title} dark={dark} focused={focused} />}
    />
  );
}
