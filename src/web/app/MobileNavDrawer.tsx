import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { NAV_TEXTS as T } from '../../contracts/site.messages.ts';
import { Logo } from '../ui/Logo.tsx';
import { HOW_IT_WORKS_LINKS } from './how-it-works.ts';
import { SearchBox } from './SearchBox.tsx';

/** The mobile menu of the top navigation, loaded the first time the burger opens it. */
export default function MobileNavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // Mounted closed first, so the very first opening slides in like the later ones.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer opened={mounted && opened} onClose={onClose} size="85%" title={<Logo size={19} />} zIndex={300}>
      <Stack gap="xs">
        <SearchBox width="100%" onSearched={onClose} />
        <Divider my="xs" />
        <NavLink component={Link} to="/" hash="explore" activeOptions={{ includeHash: true }} label={T.explore} onClick={onClose} />
        <NavLink component={Link} to="/event/new" label={T.createEvent} onClick={onClose} />
        <NavLink label={T.howItWorks} defaultOpened childrenOffset="md">
          {HOW_IT_WORKS_LINKS.map((l) => (
            <NavLink key={l.to} component={Link} to={l.to} label={l.label} onClick={onClose} />
          ))}
        </NavLink>
      </Stack>
    </Drawer>
  );
}
