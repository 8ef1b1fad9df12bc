import { Menu } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useOpenAfterMount } from '../ui/first-use.ts';
import { HOW_IT_WORKS_CLOSE_DELAY_MS, HOW_IT_WORKS_LINKS } from './how-it-works.ts';
import { HowItWorksButton } from './HowItWorksMenu.tsx';

/** The How it works menu, loaded on the first click of its button and opened at once. */
export default function HowItWorksDropdown({ focused }: { focused: boolean }) {
  const [target, setTarget] = useState<HTMLButtonElement | null>(null);
  const [opened, setOpened] = useOpenAfterMount(target, focused);
  const [dropdown, setDropdown] = useState<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useClickOutside(
    () => {
      if (!opened || timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        setOpened(false);
      }, HOW_IT_WORKS_CLOSE_DELAY_MS);
    },
    null,
    [target, dropdown],
  );

  return (
    <Menu opened={opened} onChange={setOpened} closeOnClickOutside={false} position="bottom-start" shadow="md" width={260} trapFocus={false}>
      <Menu.Target>
        <HowItWorksButton ref={setTarget} onClick={() => setOpened((o) => !o)} />
      </Menu.Target>
      <Menu.Dropdown ref={setDropdown}>
        {HOW_IT_WORKS_LINKS.map((link) => (
          <Menu.Item key={link.to} renderRoot={(props) => <Link to={link.to} {...props} />}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
