import { Badge, Paper, Table, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { MANAGE_PLACEHOLDER_TEXTS } from '../../../../contracts/manage.messages.ts';
import { ManagePage } from '../../../features/manage/ManagePage.tsx';

export const Route = createFileRoute('/manage/$username/referral-tracker')({
  component: ReferralTrackerPage,
});

const T = MANAGE_PLACEHOLDER_TEXTS.referralTracker;
const COLUMNS = T.columns;

function ReferralTrackerPage() {
  return (
    <ManagePage
      title={
        <>
          {T.title}{' '}
          <Badge variant="light" size="sm" style={{ verticalAlign: 'middle' }}>
            {T.beta}
          </Badge>
        </>
      }
      description={T.description}
    >
      <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
        <Table miw={640} verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <Text c="dimmed" ta="center" py="lg">
                  {T.noResults}
                </Text>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
    </ManagePage>
  );
}
