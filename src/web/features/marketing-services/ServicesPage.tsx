import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAd2, IconBrandInstagram, IconFileCertificate, IconList, IconMail, IconMailForward } from '@tabler/icons-react';
import { SERVICES_TEXTS as T } from '../../../contracts/calendar.messages.ts';
import { SUPPORT_EMAIL } from '../../app/Footer.tsx';

/** One icon per service, in SERVICES_TEXTS.services' order. */
const ICONS = [IconBrandInstagram, IconAd2, IconMail, IconFileCertificate, IconList] as const;

/** Marketing > Services (content-management 2.6): the pitch, the five services and the e-mail to ask for a quote. */
export function ServicesPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} fz="xl">
          {T.title}
        </Title>
        <Text c="dimmed">{T.intro}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {T.services.map((service, i) => {
          const Icon = ICONS[i] ?? IconList;
          return (
            <Paper key={service.title} withBorder radius="lg" p="lg" component="article">
              <Stack gap="sm">
                <ThemeIcon size={40} radius="md" variant="light">
                  <Icon size={22} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="md">
                  {service.title}
                </Title>
                <Text fz="sm" c="dimmed">
                  {service.text}
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Paper withBorder radius="lg" p="lg" bg="violet.0">
        <Stack gap="sm" align="flex-start">
          <Text>{T.contact(SUPPORT_EMAIL)}</Text>
          <Button component="a" href={`mailto:${SUPPORT_EMAIL}`} leftSection={<IconMailForward size={16} />}>
            {T.contactButton}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
