import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { forwardRef, lazy, type ComponentPropsWithoutRef } from 'react';
import { NAV_TEXTS as T } from '../../contracts/site.messages.ts';
import { TRUNCATE, truncate } from '../../domain/text.ts';
import type { SessionUser } from '../features/accounts/api.ts';
import { preloader } from '../ui/first-use.ts';
import { LoadOnFirstUse } from '../ui/LoadOnFirstUse.tsx';

export const menuName = (name: string) => truncate(name, TRUNCATE.menuName);

type TriggerProps = { user: SessionUser; compact?: boolean } & ComponentPropsWithoutRef<'button'>;

/**
 * The avatar button of the user menu, with or without the menu loaded. Named by its content, a hidden 'User menu' and
 * the first name it shows (an aria-label would hide the visible name: WCAG 2.5.3); the avatar is decoration.
 */
export const UserMenuButton = forwardRef<HTMLButtonElement, TriggerProps>(({ user, compact, ...props }, ref) => (
  <UnstyledButton ref={ref} style={{ borderRadius: 999 }} {...props}>
    <VisuallyHidden>{T.userMenu}</VisuallyHidden>
    <Group gap={8} wrap="nowrap">
      <Avatar src={user.avatar} name={user.name} color="initials" radius="xl" size={34} aria-hidden />
      {compact ? null : (
        <>
          <Text fz="sm" fw={600} visibleFrom="lg">
            {menuName(user.firstName || user.name)}
          </Text>
          <IconChevronDown size={14} />
        </>
      )}
    </Group>
  </UnstyledButton>
));
UserMenuButton.displayName = 'UserMenuButton';

const load = () => import('./UserMenuDropdown.tsx');
const UserMenuDropdown = lazy(load);
const preload = preloader(load);

/** The signed-in user menu (buyer-side 2.1); names are truncated to 18 characters. The menu loads on first click. */
export function UserMenu({ user, compact }: { user: SessionUser; compact?: boolean }) {
  return (
    <LoadOnFirstUse
      trigger={(activate) => (
        <UserMenuButton
          user={user}
          compact={compact}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={activate}
          onMouseEnter={preload}
          onFocus={preload}
        />
      )}
      loaded={(focused) => <UserMenuDropdown user={user} compact={compact} focused={focused} />}
    />
  );
}
