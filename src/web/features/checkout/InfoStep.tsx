import { Anchor, Box, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { GUEST_FIRST_NAME, GUEST_LAST_NAME, INFO_STEP_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import type { CheckoutQuestionView } from '../../../contracts/checkout.ts';
import { SHARED_TEXTS } from '../../../contracts/tickets.messages.ts';
import { dropdownOptions } from '../../../domain/checkout.ts';
import { AnchorLink } from '../../ui/links.tsx';
import {
  GUEST_DEFAULTS,
  attendeeQuestions,
  attendeeValues,
  buyerQuestions,
  editAttendee,
  fieldId,
  toggleSameAsPurchaser,
  type Answer,
  type InfoContext,
  type InfoForm,
  type PersonFields,
} from './info-form.ts';

interface InfoStepProps {
  form: InfoForm;
  ctx: InfoContext;
  /** Errors to show (after a submit attempt), keyed by field path. */
  errors: Record<string, string>;
  guestFlow: boolean;
  ownerName: string;
  consents: { owner: boolean; product: boolean };
  onChange: (form: InfoForm) => void;
}

/**
 * The information step (buyer-side 2.7, 4, 5): purchaser, per-ticket attendees ('Same as purchaser'),
 * questions, consents and the terms line. The organizer's guest flow has no consents nor terms and adds a
 * Note. Guest defaults ('Anonymous', 'Guest') clear on focus and come back on blur when left empty.
 */
export function InfoStep({ form, ctx, errors, guestFlow, ownerName, consents, onChange }: InfoStepProps) {
  const eachAttendee = ctx.setting === 'each-attendee';
  const setBuyer = (patch: Partial<InfoForm['buyer']>) => onChange({ ...form, buyer: { ...form.buyer, ...patch } });
  const guestFocus = (field: keyof PersonFields, value: string, set: (v: string) => void) => ({
    onFocus: () => {
      if (ctx.personal && GUEST_DEFAULTS[field] && value === GUEST_DEFAULTS[field]) set('');
    },
    onBlur: () => {
      if (ctx.personal && GUEST_DEFAULTS[field] && !value.trim()) set(GUEST_DEFAULTS[field]!);
    },
  });
  const emailOptional = ctx.personal;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="checkout-buyer-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="checkout-buyer-title">
            {ctx.personal ? SHARED_TEXTS.guest : T.purchaser}
          </Title>
          {ctx.personal ? (
            <Text fz="sm" c="dimmed">
              {T.allOptional(GUEST_FIRST_NAME, GUEST_LAST_NAME)}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              id={fieldId('buyerAttributes.firstName')}
              label={T.firstName}
              withAsterisk={!ctx.personal}
              autoComplete="given-name"
              value={form.buyer.firstName}
              onChange={(e) => setBuyer({ firstName: e.currentTarget.value })}
              {...guestFocus('firstName', form.buyer.firstName, (v) => setBuyer({ firstName: v }))}
              error={errors['buyerAttributes.firstName']}
            />
            <TextInput
              id={fieldId('buyerAttributes.lastName')}
              label={T.lastName}
              withAsterisk={!ctx.personal}
              autoComplete="family-name"
              value={form.buyer.lastName}
              onChange={(e) => setBuyer({ lastName: e.currentTarget.value })}
              {...guestFocus('lastName', form.buyer.lastName, (v) => setBuyer({ lastName: v }))}
              error={errors['buyerAttributes.lastName']}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: ctx.requireEmailConfirm ? 2 : 1 }} spacing="sm">
            <TextInput
              id={fieldId('buyerAttributes.email')}
              label={emailOptional ? T.emailOptional : SHARED_TEXTS.email}
              withAsterisk={!emailOptional}
              type="email"
              autoComplete="email"
              inputMode="email"
              description={emailOptional ? undefined : T.emailDescription}
              value={form.buyer.email}
              onChange={(e) => setBuyer({ email: e.currentTarget.value })}
              error={errors['buyerAttributes.email']}
            />
            {ctx.requireEmailConfirm ? (
              <TextInput
                id={fieldId('buyerAttributes.emailConfirm')}
                label={T.confirmEmail}
                withAsterisk
                type="email"
                autoComplete="email"
                inputMode="email"
                description={T.confirmEmailDescription}
                value={form.buyer.emailConfirm}
                onChange={(e) => setBuyer({ emailConfirm: e.currentTarget.value })}
                onPaste={(e) => e.preventDefault()}
                error={errors['buyerAttributes.emailConfirm']}
              />
            ) : null}
          </SimpleGrid>
          {guestFlow ? (
            <Textarea
              id={fieldId('buyerAttributes.notes')}
              label={T.note}
              description={T.noteDescription}
              autosize
              minRows={2}
              maxLength={1000}
              value={form.buyer.notes}
              onChange={(e) => setBuyer({ notes: e.currentTarget.value })}
              error={errors['buyerAttributes.notes']}
            />
          ) : null}
          {!eachAttendee
            ? buyerQuestions(ctx).map((q) => (
                <QuestionField
                  key={q.id}
                  question={q}
                  path={`buyerAttributes.orderAnswers.${q.id}`}
                  value={form.buyer.answers[q.id]}
                  error={errors[`buyerAttributes.orderAnswers.${q.id}`]}
                  onChange={(v) => setBuyer({ answers: { ...form.buyer.answers, [q.id]: v } })}
                />
              ))
            : null}
        </Stack>
      </Paper>

      {eachAttendee
        ? form.attendees.map((attendee, i) => {
            const values = attendeeValues(form, attendee);
            const at = `attendeesAttributes.${i}`;
            const edit = (field: keyof PersonFields, value: string) => onChange(editAttendee(form, i, field, value));
            const questions = attendeeQuestions(ctx, attendee.ticketTypeId);
            return (
              <Paper
                key={attendee.itemId}
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'lg' }}
                component="section"
                aria-labelledby={`${fieldId(at)}-title`}
              >
                <Stack gap="sm">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Title order={2} fz="md" id={`${fieldId(at)}-title`} style={{ overflowWrap: 'anywhere' }}>
                      {T.attendeeTitle(i + 1, attendee.ticketName)}
                    </Title>
                    <Checkbox
                      label={T.sameAsPurchaser}
                      checked={attendee.sameAsPurchaser}
                      onChange={(e) => onChange(toggleSameAsPurchaser(form, i, e.currentTarget.checked))}
                    />
                  </Group>
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                    <TextInput
                      id={fieldId(`${at}.firstName`)}
                      label={T.firstName}
                      withAsterisk={!ctx.personal}
                      autoComplete="off"
                      value={values.firstName}
                      onChange={(e) => edit('firstName', e.currentTarget.value)}
                      {...guestFocus('firstName', values.firstName, (v) => edit('firstName', v))}
                      error={errors[`${at}.firstName`]}
                      aria-label={T.firstNameOf(i + 1)}
                    />
                    <TextInput
                      id={fieldId(`${at}.lastName`)}
                      label={T.lastName}
                      withAsterisk={!ctx.personal}
                      autoComplete="off"
                      value={values.lastName}
                      onChange={(e) => edit('lastName', e.currentTarget.value)}
                      {...guestFocus('lastName', values.lastName, (v) => edit('lastName', v))}
                      error={errors[`${at}.lastName`]}
                      aria-label={T.lastNameOf(i + 1)}
                    />
                  </SimpleGrid>
                  <TextInput
                    id={fieldId(`${at}.email`)}
                    label={T.emailOptional}
                    type="email"
                    autoComplete="off"
                    inputMode="email"
                    value={values.email}
                    onChange={(e) => edit('email', e.currentTarget.value)}
                    error={errors[`${at}.email`]}
                    aria-label={T.emailOf(i + 1)}
                  />
                  {questions.map((q) => (
                    <QuestionField
                      key={q.id}
                      question={q}
                      path={`${at}.orderAnswers.${q.id}`}
                      value={attendee.answers[q.id]}
                      error={errors[`${at}.orderAnswers.${q.id}`]}
                      onChange={(v) =>
                        onChange({
                          ...form,
                          attendees: form.attendees.map((a, j) => (j === i ? { ...a, answers: { ...a.answers, [q.id]: v } } : a)),
                        })
                      }
                    />
                  ))}
                </Stack>
              </Paper>
            );
          })
        : null}

      {!guestFlow && (consents.owner || consents.product) ? (
        <Stack gap="xs">
          {consents.owner ? (
            <Checkbox
              label={T.ownerConsent(ownerName)}
              checked={form.consents.owner}
              onChange={(e) => onChange({ ...form, consents: { ...form.consents, owner: e.currentTarget.checked } })}
            />
          ) : null}
          {consents.product ? (
            <Checkbox
              label={T.productConsent}
              checked={form.consents.product}
              onChange={(e) => onChange({ ...form, consents: { ...form.consents, product: e.currentTarget.checked } })}
            />
          ) : null}
        </Stack>
      ) : null}

      {!guestFlow ? (
        <Text fz="xs" c="dimmed">
          {T.agree}{' '}
          <AnchorLink to="/pages/$slug" params={{ slug: 'terms' }} target="_blank" fz="xs">
            {T.terms}
          </AnchorLink>{' '}
          {T.and}{' '}
          <AnchorLink to="/pages/$slug" params={{ slug: 'privacy' }} target="_blank" fz="xs">
            {T.privacyPolicy}
          </AnchorLink>
          .
        </Text>
      ) : null}
    </Stack>
  );
}

function QuestionField({
  question,
  path,
  value,
  error,
  onChange,
}: {
  question: CheckoutQuestionView;
  path: string;
  value: Answer | undefined;
  error: string | undefined;
  onChange: (v: Answer) => void;
}) {
  const id = fieldId(path);
  const text = typeof value === 'string' ? value : '';
  switch (question.fieldType) {
    case 'short text':
      return (
        <TextInput
          id={id}
          label={question.title}
          withAsterisk={question.required}
          maxLength={255}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
        />
      );
    case 'text':
      return (
        <Textarea
          id={id}
          label={question.title}
          withAsterisk={question.required}
          autosize
          minRows={2}
          maxLength={2000}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
        />
      );
    case 'dropdown':
      return (
        <NativeSelect
          id={id}
          label={question.title}
          withAsterisk={question.required}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          data={[{ value: '', label: T.choose }, ...dropdownOptions(question.content).map((o) => ({ value: o, label: o }))]}
          error={error}
        />
      );
    case 'terms':
      return <TermsField id={id} question={question} checked={value === true} error={error} onChange={onChange} />;
  }
}

function TermsField({
  id,
  question,
  checked,
  error,
  onChange,
}: {
  id: string;
  question: CheckoutQuestionView;
  checked: boolean;
  error?: string;
  onChange: (v: boolean) => void;
}): ReactNode {
  return (
    <Stack gap={6}>
      {question.content.trim() ? (
        // A scrollable box takes the focus (keyboard users scroll it) and is a named region, so a screen reader says
        // what it is when it gets there (a plain div's aria-label is not read).
        <Box
          p="sm"
          fz="sm"
          tabIndex={0}
          role="region"
          aria-label={T.termsOf(question.title)}
          style={{
            maxHeight: 140,
            overflowY: 'auto',
            whiteSpace: 'pre-line',
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 8,
            background: 'var(--mantine-color-gray-0)',
          }}
        >
          {looksLikeUrl(question.content) ? (
            <Anchor href={question.content.trim()} target="_blank" rel="noopener noreferrer">
              {question.content.trim()}
            </Anchor>
          ) : (
            question.content
          )}
        </Box>
      ) : null}
      <Checkbox
        id={id}
        label={
          <>
            {question.title}
            {question.required ? (
              <Text component="span" c="red" aria-hidden>
                {' '}
                *
              </Text>
            ) : null}
          </>
        }
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        error={error}
      />
    </Stack>
  );
}

const looksLikeUrl = (text: string) => /^https?:\/\/\S+$/.test(text.trim());
