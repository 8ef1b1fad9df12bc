import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { PublicEvent } from '../../../contracts/events.ts';
import { CHECKOUT_PAGE_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import { ButtonLink } from '../../ui/links.tsx';
import { InfoStep } from './InfoStep.tsx';
import type { InfoStepController } from './useInfoStep.ts';

/** The info step: the form, or a log-in prompt when the order needs an account and nobody is signed in. */
export function InfoStepPanel({
  event,
  step,
  guestFlow,
  needsLogin,
}: {
  event: PublicEvent;
  step: InfoStepController;
  guestFlow: boolean;
  needsLogin: boolean;
}) {
  if (!step.form || !step.ctx) return null;
  if (needsLogin) {
    return (
      <Alert color="violet" icon={<IconInfoCircle />} title={T.logInToContinue}>
        <Text fz="sm">{T.accountRequired}</Text>
        <ButtonLink to="/auth" search={{ redirect_to: `${window.location.pathname}${window.location.search}` }} mt="sm" size="xs">
          {T.logIn}
        </ButtonLink>
      </Alert>
    );
  }
  return (
    <InfoStep
      form={step.form}
      ctx={step.ctx}
      errors={step.errors}
      guestFlow={guestFlow}
      ownerName={event.owner.name}
      consents={{ owner: event.marketingConsentOwner, product: event.marketingConsent.product }}
      onChange={step.onChange}
    />
  );
}
