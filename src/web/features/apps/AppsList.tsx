import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBulb, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { APPS_TEXTS as T, WEEKLY_REPORT_SLUG } from '../../../contracts/apps.messages.ts';
import { useSession } from '../accounts/index.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { weeklyReportQuery } from './api.ts';
import { SuggestAppModal } from './SuggestAppModal.tsx';

function AppCard({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          {icon}
          <Title order={3} fz="lg">
            {title}
          </Title>
        </Group>
        <Text c="dimmed" fz="sm" style={{ flex: 1 }}>
          {text}
        </Text>
        <Group>{action}</Group>
      </Stack>
    </Card>
  );
}

/**
 * The Apps tab (content-management 2.7): the Weekly Sales Report ('Open' once configured, 'Get' otherwise; a failed
 * load is only logged and reads as not configured) and 'More Apps Coming Soon' with the suggestion form.
 */
export function AppsList({ ownerId, username }: { ownerId: string; username: string }) {
  const report = useQuery(weeklyReportQuery(ownerId));
  const { user } = useSession();
  const [suggesting, suggestion] = useDisclosure(false);
  useEffect(() => {
    if (report.error) console.error(report.error);
  }, [report.error]);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={900}>
        <AppCard
          icon={<IconMail size={24} />}
          title={T.weeklyReport}
          text={T.weeklyReportText}
          action={
            <ButtonLink
              to="/manage/$username/apps/$id"
              params={{ username, id: WEEKLY_REPORT_SLUG }}
              loading={report.isPending}
              variant={report.data?.isConfigured ? 'default' : 'filled'}
              data-testid="weekly-report-app"
            >
              {report.data?.isConfigured ? T.open : T.get}
            </ButtonLink>
          }
        />
        <AppCard
          icon={<IconBulb size={24} />}
          title={T.moreApps}
          text={T.moreAppsText}
          action={
            <Button variant="light" onClick={suggestion.open} disabled={!user}>
              {T.suggest}
            </Button>
          }
        />
      </SimpleGrid>
      {user ? <SuggestAppModal opened={suggesting} onClose={suggestion.close} user={user} /> : null}
    </>
  );
}

/** The page's title with the tab's Beta badge. */
export function AppsTitle({ title }: { title: string }) {
  return (
    <>
      {title}{' '}
      <Badge variant="light" size="sm" style={{ verticalAlign: 'middle' }}>
        {T.beta}
      </Badge>
    </>
  );
}
