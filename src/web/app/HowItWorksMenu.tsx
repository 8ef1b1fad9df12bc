import { Button, Menu } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

/** The dropdown closes 200 ms after a click outside it (buyer-side 2.1). */
export const HOW_IT_WORKS_CLOSE_DELAY_MS = 200;

export const HOW_IT_WORKS_LINKS = [
  { label: 'For Event Creators', to: '/for-venues-and-event-creators' },
  { label: 'For Artists', to: '/for-artists' },
  { label: 'Universal Creator Income Fund', to: '/ucif' },
] as const;

export function HowItWorksMenu() {
  const [opened, setOpened] = useState(false);
  const [target, setTarget] = useState<HTMLButtonElement | null>(null);
  const [dropdown, setDropdown] = useState<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

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
    <Menu
      opened={opened}
      onChange={setOpened}
      closeOnClickOutside={false}
      position="bottom-start"
      shadow="md"
      width={260}
      trapFocus={false}
    >
      <Menu.Target>
        <Button
          ref={setTarget}
          variant="subtle"
          color="dark"
          fw={500}
          rightSection={<IconChevronDown size={16} />}
          onClick={() => setOpened((o) => !o)}
        >
          How it works
        </Button>
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
