import { Badge, Button, Group, Paper, Stack, Table, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconBuildingBank, IconPlugConnected } from '@tabler/icons-react';
import { formatProviderFee } from '../../../domain/money.ts';
import type { SettingsReply } from './api.ts';

/** Settings > Payouts: connected / not connected; onboarding and payouts arrive with checkout in a later release. */
export function PayoutsPanel({ reply }: { reply: SettingsReply }) {
  const connected = reply.profile.paymentsConnected;
  const currency = reply.currencies.find((c) => c.currency === reply.profile.currency);
  return (
    <Stack gap="lg" maw={880}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group align="flex-start" gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="md" variant="light" color={connected ? 'green' : 'gray'}>
            {connected ? <IconPlugConnected size={26} /> : <IconBuildingBank size={26} />}
          </ThemeIcon>
          <Stack gap={6} style={{ flex: 1 }}>
            <Group gap="xs">
              <Title order={2} fz="lg">
                {connected ? 'Payments are connected' : 'Payments are not connected yet'}
              </Title>
              <Badge color={connected ? 'green' : 'gray'} variant="light">
                {connected ? 'Connected' : 'Not connected'}
              </Badge>
            </Group>
            <Text c="dimmed" fz="sm">
              {connected
                ? 'Ticket and membership sales are paid out to your connected account.'
                : 'Connect a payment account to sell paid tickets and memberships. Payouts arrive with checkout in the next release.'}
            </Text>
            {connected ? null : (
              <Tooltip label="Available with checkout in the next release">
                <Button w="fit-content" mt="xs" disabled data-disabled>
                  Connect
                </Button>
              </Tooltip>
            )}
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} fz="lg" mb={4}>
          Currency
        </Title>
        <Text c="dimmed" fz="sm" mb="md">
          {currency
            ? `Your account sells in ${currency.name} (${currency.currency.toUpperCase()}). Card processing fee: ${formatProviderFee(currency.currency)}.`
            : 'Choose your currency in the Account tab.'}
        </Text>
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date Paid</Table.Th>
                <Table.Th>Amount Paid</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td colSpan={2}>
                  <Text c="dimmed" ta="center" py="md">
                    No results
                  </Text>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
