import { ActionIcon, Anchor, Badge, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBrandApple,
  IconBrandFacebook,
  IconBrandGooglePlay,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { FOOTER_TEXTS as T, MARKETING_PAGE_NAMES as PAGES } from '../../contracts/marketing.messages.ts';
import { Logo } from '../ui/Logo.tsx';
import { BRAND_NAME } from '../ui/texts.ts';

export const SUPPORT_EMAIL = 'support@ovation.events';

type FooterLink = { label: string; to: string; params?: { slug: string } };

const PRODUCT: FooterLink[] = [
  { label: PAGES.aboutUs, to: '/pages/$slug', params: { slug: 'about_us' } },
  { label: PAGES.ucif, to: '/ucif' },
  { label: PAGES.fees, to: '/pages/$slug', params: { slug: 'fees' } },
  { label: PAGES.becomeMember, to: '/for-artists' },
];

const CREATORS: FooterLink[] = [
  { label: PAGES.forArtists, to: '/for-artists' },
  { label: PAGES.forOrganizers, to: '/for-venues-and-event-creators' },
  { label: PAGES.knowledgeBase, to: '/pages/$slug', params: { slug: 'knowledge-base' } },
];

const LEGAL: FooterLink[] = [
  { label: PAGES.privacy, to: '/pages/$slug', params: { slug: 'privacy' } },
  { label: PAGES.terms, to: '/pages/$slug', params: { slug: 'terms' } },
  { label: PAGES.accessibility, to: '/pages/$slug', params: { slug: 'accessibility' } },
];

const SOCIAL = [
  { label: T.social.instagram, href: 'https://www.instagram.com/ovation.events', icon: IconBrandInstagram },
  { label: T.social.facebook, href: 'https://www.facebook.com/ovation.events', icon: IconBrandFacebook },
  { label: T.social.x, href: 'https://x.com/ovationevents', icon: IconBrandX },
  { label: T.social.youtube, href: 'https://www.youtube.com/@ovationevents', icon: IconBrandYoutube },
  { label: T.social.tiktok, href: 'https://www.tiktok.com/@ovation.events', icon: IconBrandTiktok },
];

function Column({ title, links, children }: { title: string; links: FooterLink[]; children?: React.ReactNode }) {
  return (
    <Stack gap={8}>
      <Text fw={700} fz="sm" c="white">
        {title}
      </Text>
      {links.map((link) => (
        <Anchor key={link.label} component={Link} to={link.to} params={link.params as never} c="gray.4" fz="sm" underline="hover">
          {link.label}
        </Anchor>
      ))}
      {children}
    </Stack>
  );
}

function StoreBadge({ icon, top, bottom }: { icon: React.ReactNode; top: string; bottom: string }) {
  return (
    <Group gap={8} wrap="nowrap" px={12} py={6} style={{ border: '1px solid var(--mantine-color-gray-6)', borderRadius: 8, background: 'black' }}>
      {icon}
      <Stack gap={0}>
        <Text fz={9} c="gray.4" lh={1.2}>
          {top}
        </Text>
        <Text fz="sm" fw={700} c="white" lh={1.2}>
          {bottom}
        </Text>
      </Stack>
    </Group>
  );
}

/** The site footer (accounts-and-reporting 2.7). App-store badges show on mobile only. */
export function Footer() {
  return (
    // The focus ring is light on the dark footer (3:1 or more: theme.test.ts).
    <Box component="footer" bg="dark.8" py={48} mt="auto" style={{ '--ovation-focus-ring': 'var(--mantine-color-violet-3)' }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Box bg="white" p={8} w="fit-content" style={{ borderRadius: 10 }}>
              <Logo size={18} />
            </Box>
            <Text c="gray.4" fz="sm" maw={260}>
              {T.tagline}
            </Text>
            <Group gap={4}>
              {SOCIAL.map(({ label, href, icon: Icon }) => (
                <ActionIcon
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noreferrer"
                  variant="subtle"
                  color="gray.3"
                  size="lg"
                  aria-label={label}
                >
                  <Icon size={20} />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
          <Column title={BRAND_NAME} links={PRODUCT} />
          <Column title={T.creators} links={CREATORS}>
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} c="gray.4" fz="sm" underline="hover">
              {SUPPORT_EMAIL}
            </Anchor>
          </Column>
          <Column title={T.legal} links={LEGAL}>
            <Group gap="xs" mt="sm" hiddenFrom="sm" data-testid="app-store-badges">
              <StoreBadge icon={<IconBrandApple size={22} color="white" />} {...T.appStore} />
              <StoreBadge icon={<IconBrandGooglePlay size={20} color="white" />} {...T.googlePlay} />
            </Group>
          </Column>
        </SimpleGrid>
        <Group justify="space-between" mt={40} pt="md" style={{ borderTop: '1px solid var(--mantine-color-dark-5)' }}>
          <Text c="gray.5" fz="xs">
            © {new Date().getFullYear()} {BRAND_NAME}
          </Text>
          <Badge variant="outline" color="gray.5" radius="sm" size="sm">
            {T.fees}
          </Badge>
        </Group>
      </Container>
    </Box>
  );
}
