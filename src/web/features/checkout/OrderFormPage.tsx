import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import { ORDER_FORM_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

/**
 * /event/:eventId/order-form/:registrationId: the spec's order-answers form (POST v1/registrations/{id}/
 * order_answers). The API has no such call yet (contracts/checkout.ts), so the page says so plainly instead of
 * offering a form that could not be saved; answers are given during checkout.
 */
export function OrderFormPage({ eventId }: { eventId: string; registrationId: string }) {
  useDocumentTitle(T.documentTitle);
  return (
    <Container size={560} py={{ base: 40, sm: 72 }} w="100%">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light">
            <IconForms size={26} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {T.title}
          </Title>
          <Text c="dimmed">{T.text}</Text>
          <ButtonLink to="/event/$eventId" params={{ eventId }}>
            {T.goToEvent}
          </ButtonLink>
        </Stack>
      </Paper>
    </Container>
  );
}
