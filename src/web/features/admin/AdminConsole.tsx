import { Anchor, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ADMIN_TEXTS as T, type AdminTab } from '../../../contracts/admin.messages.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { AuditLogPanel } from '../audit/index.ts';
import { WaitingRoomsPanel } from '../waiting-room/index.ts';
import { WAITING_ROOM_TEXTS } from '../../../contracts/waiting-room.messages.ts';
import { ConsoleSection } from './ConsoleSection.tsx';
import { DeliveriesPanel } from './DeliveriesPanel.tsx';
import { FiguresPanel } from './FiguresPanel.tsx';
import type { ConsoleSearch } from './search.ts';
import { SearchPanel } from './SearchPanel.tsx';
import { SiteAlertPanel } from './SiteAlertPanel.tsx';

/**
 * The site admins' console (/super_admin): Search, Figures, Deliveries, the Site alert, the Audit log and the waiting
 * rooms as tabs. The tab is in the
 * address (?tab), so a link opens the right one; Mantine's tabs give the tablist roles and arrow-key moves.
 */
export function AdminConsole({ search, onSearch }: { search: ConsoleSearch; onSearch: (patch: Partial<ConsoleSearch>) => void }) {
  useDocumentTitle(T.title);
  const tab: AdminTab = search.tab ?? 'search';
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }} px={{ base: 'sm', sm: 'md' }} w="100%">
      <Stack gap="lg">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={1}>{T.title}</Title>
          <Anchor component={Link} to="/organize/organizers" fz="sm">
            {T.organizersLink}
          </Anchor>
        </Group>
        <Tabs value={tab} onChange={(next) => onSearch({ tab: next === 'search' ? undefined : (next as AdminTab) })} keepMounted={false}>
          <Tabs.List aria-label={T.tabsLabel} mb="md">
            <Tabs.Tab value="search">{T.tabs.search}</Tabs.Tab>
            <Tabs.Tab value="figures">{T.tabs.figures}</Tabs.Tab>
            <Tabs.Tab value="deliveries">{T.tabs.deliveries}</Tabs.Tab>
            <Tabs.Tab value="alert">{T.tabs.alert}</Tabs.Tab>
            <Tabs.Tab value="audit">{T.tabs.audit}</Tabs.Tab>
            <Tabs.Tab value="waiting">{T.tabs.waiting}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="search">
            <SearchPanel q={search.q} onSearch={(q) => onSearch({ q })} />
          </Tabs.Panel>
          <Tabs.Panel value="figures">
            <FiguresPanel from={search.from} to={search.to} onRange={(range) => onSearch(range)} />
          </Tabs.Panel>
          <Tabs.Panel value="deliveries">
            <DeliveriesPanel />
          </Tabs.Panel>
          <Tabs.Panel value="alert">
            <SiteAlertPanel />
          </Tabs.Panel>
          <Tabs.Panel value="audit">
            <AuditLogPanel />
          </Tabs.Panel>
          <Tabs.Panel value="waiting">
            <ConsoleSection heading={WAITING_ROOM_TEXTS.admin.title} intro={WAITING_ROOM_TEXTS.settings.lead}>
              <WaitingRoomsPanel />
            </ConsoleSection>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
