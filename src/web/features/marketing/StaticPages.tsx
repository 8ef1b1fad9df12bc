import { Fragment, type ReactNode } from 'react';
import { Anchor, Container, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { STATIC_PAGE_TEXTS as T } from '../../../contracts/marketing-pages.messages.ts';
import { MARKETING_PAGE_NAMES as NAMES } from '../../../contracts/marketing.messages.ts';
import { SUPPORT_EMAIL } from '../../app/Footer.tsx';
import type { StaticPageSlug } from './static-pages.ts';

export { STATIC_PAGE_SLUGS, isStaticPageSlug, type StaticPageSlug } from './static-pages.ts';

const support = <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>;

/** A closing line: the text, the support address as a mailto link, a full stop. */
const contact = (text: string) => (
  <Text>
    {text} {support}.
  </Text>
);

const paragraphs = (texts: readonly string[]) => texts.map((text) => <Text key={text}>{text}</Text>);

const items = (texts: readonly string[]) => (
  <List spacing="xs">
    {texts.map((text) => (
      <List.Item key={text}>{text}</List.Item>
    ))}
  </List>
);

/** A section of a page: its heading (one level under the page's) and its content. */
const section = (heading: string, body: ReactNode) => (
  <>
    <Title order={2} fz="lg" mt="sm">
      {heading}
    </Title>
    {body}
  </>
);

const A11Y = T.accessibility;

const PAGES: Record<StaticPageSlug, { title: string; body: ReactNode }> = {
  about_us: {
    title: NAMES.aboutUs,
    body: (
      <>
        {paragraphs(T.aboutUs.paragraphs)}
        {contact(T.aboutUs.contact)}
      </>
    ),
  },
  fees: {
    title: NAMES.fees,
    body: (
      <>
        <Text>{T.fees.intro}</Text>
        <Paper withBorder radius="md">
          <Table>
            <Table.Tbody>
              {T.fees.rows.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th>{row.label}</Table.Th>
                  <Table.Td>{row.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Text c="dimmed" fz="sm">
          {T.fees.note}
        </Text>
      </>
    ),
  },
  privacy: {
    title: NAMES.privacy,
    body: (
      <>
        {paragraphs(T.privacy.paragraphs)}
        {contact(T.privacy.contact)}
      </>
    ),
  },
  terms: {
    title: NAMES.terms,
    body: (
      <>
        <Text>{T.terms.intro}</Text>
        {items(T.terms.rules)}
        {contact(T.terms.contact)}
      </>
    ),
  },
  'knowledge-base': {
    title: NAMES.knowledgeBase,
    body: (
      <>
        <Text>{T.knowledgeBase.intro}</Text>
        {T.knowledgeBase.sections.map((section) => (
          <Fragment key={section.heading}>
            <Title order={3} fz="lg">
              {section.heading}
            </Title>
            {items(section.items)}
          </Fragment>
        ))}
        {contact(T.knowledgeBase.contact)}
      </>
    ),
  },
  accessibility: {
    title: NAMES.accessibility,
    body: (
      <>
        <Text>{A11Y.intro}</Text>
        {section(A11Y.testedHeading, items(A11Y.tested))}
        {section(A11Y.toolsHeading, <Text>{A11Y.tools}</Text>)}
        {section(A11Y.exceptionsHeading, items(A11Y.exceptions))}
        {section(A11Y.reportHeading, contact(A11Y.report))}
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
