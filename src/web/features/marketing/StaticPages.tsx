import type { ReactNode } from 'react';
import { Anchor, Container, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../app/Footer.tsx';
import type { StaticPageSlug } from './static-pages.ts';

export { STATIC_PAGE_SLUGS, isStaticPageSlug, type StaticPageSlug } from './static-pages.ts';

const support = <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>;

const PAGES: Record<StaticPageSlug, { title: string; body: ReactNode }> = {
  about_us: {
    title: 'About us',
    body: (
      <>
        <Text>
          Ovation is an event ticketing, membership and video platform for creators and organizations. Artists, venues, collectives and schools use
          Ovation to publish events, sell tickets and recurring memberships, and share videos with their audience.
        </Text>
        <Text>
          We believe the people who make culture should earn a fair living from it. That is why our fees are simple, 0.69 dollars plus 1 percent per
          ticket, and why 33% of those fees go to the Universal Creator Income Fund.
        </Text>
        <Text>Questions? Write to us at {support}.</Text>
      </>
    ),
  },
  fees: {
    title: 'Fees',
    body: (
      <>
        <Text>One simple fee for every paid ticket, the same for every organizer.</Text>
        <Paper withBorder radius="md">
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>Ovation fee</Table.Th>
                <Table.Td>0.69 dollars plus 1 percent per ticket</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Free tickets</Table.Th>
                <Table.Td>No fee</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Universal Creator Income Fund</Table.Th>
                <Table.Td>33% of fees</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Paper>
        <Text c="dimmed" fz="sm">
          The card payment provider charges its own processing fee per currency, shown in your payout settings.
        </Text>
      </>
    ),
  },
  privacy: {
    title: 'Privacy Policy',
    body: (
      <>
        <Text>
          We collect the information you give us when you create an account, buy a ticket or subscribe to a membership: your name, e-mail address and
          the details of your orders. Payments are handled by our card payment provider; we never store full card numbers.
        </Text>
        <Text>
          Organizers see the name and e-mail of the patrons who buy their tickets or memberships so they can run their events. We do not sell your
          personal data.
        </Text>
        <Text>
          You can update your details in your account settings, or delete your account at any time. For any privacy question write to {support}.
        </Text>
      </>
    ),
  },
  terms: {
    title: 'Terms',
    body: (
      <>
        <Text>By using Ovation you agree to these terms.</Text>
        <List spacing="xs">
          <List.Item>Organizers are responsible for their events, their ticket prices and their refund policy.</List.Item>
          <List.Item>Buyers receive tickets under the conditions the organizer sets for each event.</List.Item>
          <List.Item>Fees are 0.69 dollars plus 1 percent per paid ticket; 33% of fees go to the Universal Creator Income Fund.</List.Item>
          <List.Item>Do not use Ovation for unlawful events or content; we may suspend accounts that do.</List.Item>
        </List>
        <Text>Questions about these terms: {support}.</Text>
      </>
    ),
  },
  'knowledge-base': {
    title: 'Knowledge Base',
    body: (
      <>
        <Text>Answers to the most common questions about Ovation.</Text>
        <Title order={3} fz="lg">
          Getting started
        </Title>
        <List spacing="xs">
          <List.Item>Create an account, then use Create An Event to publish your first event.</List.Item>
          <List.Item>Create an organization from the user menu to sell as a venue, label or collective.</List.Item>
          <List.Item>Add your team in Settings › Team so others can help manage the organization.</List.Item>
        </List>
        <Title order={3} fz="lg">
          Getting paid
        </Title>
        <List spacing="xs">
          <List.Item>Connect payouts in Settings › Payouts to sell paid tickets and memberships.</List.Item>
          <List.Item>Fees are 0.69 dollars plus 1 percent per ticket.</List.Item>
        </List>
        <Text>Still stuck? Write to {support}.</Text>
      </>
    ),
  },
};

export function StaticPage({ slug }: { slug: StaticPageSlug }) {
  const page = PAGES[slug];
  return (
    <Container size="sm" py={{ base: 40, sm: 64 }}>
      <Stack gap="md">
        <Title order={1}>{page.title}</Title>
        {page.body}
      </Stack>
    </Container>
  );
}
