import { Box, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Fragment } from 'react';
import { CHECKOUT_PAGE_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import type { CheckoutStepKey } from './steps.ts';

export interface StepDef {
  key: CheckoutStepKey;
  label: string;
}

/** The step indicator: earlier steps past (ticked), the current one active, later ones inactive. */
export function StepIndicator({ steps, current }: { steps: StepDef[]; current: CheckoutStepKey }) {
  const index = steps.findIndex((s) => s.key === current);
  return (
    <Group component="ol" aria-label={T.checkoutSteps} m={0} p={0} gap={6} wrap="nowrap" style={{ listStyle: 'none' }}>
      {steps.map((step, i) => {
        const state = i < index ? 'past' : i === index ? 'active' : 'inactive';
        return (
          <Fragment key={step.key}>
            {i > 0 ? (
              <Box
                component="li"
                aria-hidden
                style={{
                  flex: '1 1 16px',
                  minWidth: 12,
                  maxWidth: 64,
                  height: 2,
                  borderRadius: 1,
                  background: i <= index ? 'var(--mantine-color-violet-7)' : 'var(--mantine-color-gray-3)',
                }}
              />
            ) : null}
            <Group
              component="li"
              gap={6}
              wrap="nowrap"
              data-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
              style={{ flex: '0 0 auto', minWidth: 0 }}
            >
              <ThemeIcon
                size={24}
                radius="xl"
                variant={state === 'inactive' ? 'light' : 'filled'}
                color={state === 'inactive' ? 'gray' : 'violet'}
                aria-hidden
              >
                {state === 'past' ? (
                  <IconCheck size={14} stroke={3} />
                ) : (
                  <Text fz={12} fw={700} c="inherit">
                    {i + 1}
                  </Text>
                )}
              </ThemeIcon>
              {/* On narrow screens only the current step keeps its label; the others read through VisuallyHidden. */}
              <Text
                fz="sm"
                fw={state === 'active' ? 700 : 500}
                c={state === 'inactive' ? 'dimmed' : undefined}
                style={{ whiteSpace: 'nowrap' }}
                visibleFrom={state === 'active' ? undefined : 'xs'}
              >
                {step.label}
                <VisuallyHidden>{state === 'past' ? T.stepDone : state === 'active' ? T.stepCurrent : ''}</VisuallyHidden>
              </Text>
              {state !== 'active' ? (
                <VisuallyHidden hiddenFrom="xs">
                  {step.label}
                  {state === 'past' ? T.stepDone : ''}
                </VisuallyHidden>
              ) : null}
            </Group>
          </Fragment>
        );
      })}
    </Group>
  );
}
