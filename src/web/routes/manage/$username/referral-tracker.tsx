import { Badge, Paper, Table, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ManagePage } from '../../../features/manage/ManagePage.tsx';

export const Route = createFileRoute('/manage/$username/referral-tracker')({
  component: ReferralTrackerPage,
});

const COLUMNS = ['Referred Accounts', 'Amount Earned', 'Trend', 'Started Earning', 'Status'];

function ReferralTrackerPage() {
  return (
    <ManagePage
      title={
        <>
          Referral tracker{' '}
          <Badge variant="light" size="sm" style={{ verticalAlign: 'middle' }}>
            Beta
          </Badge>
        </>
      }
      description="Earn from the accounts you refer to Ovation: 33% of the fees they generate in their first year."
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
                  No results
                </Text>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
    </ManagePage>
  );
}
