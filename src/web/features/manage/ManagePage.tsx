import type { ReactNode } from 'react';
import { Box, Tabs } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';

export interface LinkTab {
  key: string;
  label: string;
  /** Route path with $username, e.g. '/manage/$username/reporting/orders'. */
  to: string;
}

/** Tabs that are links to sibling routes; the active one follows the URL. */
export function LinkTabs({ tabs, username, label }: { tabs: LinkTab[]; username: string; label: string }) {
  const pathname = useLocation({ select: (l) => l.pathname.toLowerCase() });
  const resolved = (to: string) => to.replace('$username', username).toLowerCase();
  const active =
    [...tabs].sort((a, b) => b.to.length - a.to.length).find((t) => pathname === resolved(t.to) || pathname.startsWith(`${resolved(t.to)}/`))?.key ??
    null;
  return (
    <Tabs value={active} mb="lg" keepMounted={false}>
      <Tabs.List aria-label={label} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.key}
            value={tab.key}
            fw={500}
            style={{ whiteSpace: 'nowrap' }}
            renderRoot={(props) => <Link to={tab.to as never} params={{ username } as never} {...props} />}
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** A management page: heading, optional sentence and actions, then the content. */
export function ManagePage({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box maw={1200}>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </Box>
  );
}
