import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { forwardRef, lazy, type ComponentPropsWithoutRef } from 'react';
import { NAV_TEXTS as T } from '../../contracts/site.messages.ts';
import { preloader } from '../ui/first-use.ts';
import { LoadOnFirstUse } from '../ui/LoadOnFirstUse.tsx';

type TriggerProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'>;

/** The "How it works" button of the top navigation, with or without its menu loaded. */
export const HowItWorksButton = forwardRef<HTMLButtonElement, TriggerProps>((props, ref) => (
  <Button ref={ref} variant="subtle" color="dark" fw={500} rightSection={<IconChevronDown size={16} />} {...props}>
    {T.howItWorks}
  </Button>
));
HowItWorksButton.displayName = 'HowItWorksButton';

const load = () => import('./HowItWorksDropdown.tsx');
const HowItWorksDropdown = lazy(load);
const preload = preloader(load);

/** The How it works menu (buyer-side 2.1); the menu itself loads on the first click. */
export function HowItWorksMenu() {
  return (
    <LoadOnFirstUse
      trigger={(activate) => (
        <HowItWorksButton aria-haspopup="menu" aria-expanded={false} onClick={activate} onMouseEnter={preload} onFocus={preload} />
      )}
      loaded={(focused) => <HowItWorksDropdown focused={focused} />}
    />
  );
}
