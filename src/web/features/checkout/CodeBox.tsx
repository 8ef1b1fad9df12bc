import { Button, CloseButton, Group, Paper, Pill, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconTicket } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CODE_BOX_TEXTS as T } from '../../../contracts/checkout.messages.ts';
import type { PromoCodeView, RevealedTicket } from '../../../contracts/checkout.ts';
import { normalizeTicketCode } from '../../../domain/tickets.ts';
import { isApiError } from '../../app/http.ts';
import { promoTagText } from './promo-text.ts';

export interface AppliedCode {
  code: string;
  kind: 'promo' | 'secret';
}

/**
 * The promo and secret code box (buyer-side 4, 5): input, applying, applied with a success text, or the
 * server's error ('Sorry, we don't recognize that code.', 'Code Not Combinable', ...). An empty code is
 * ignored. Each applied code shows as a tag; removing it resets what it did.
 */
export function CodeBox({
  currency,
  promo,
  secretCodes,
  revealed,
  initialCode,
  onApply,
  onRemove,
}: {
  currency: string;
  promo: PromoCodeView | null;
  secretCodes: string[];
  revealed: RevealedTicket[];
  /** A code from the address (?promoCode=), applied once unless it already is. */
  initialCode?: string;
  /** Validates and applies; rejects with the server's error. */
  onApply: (code: string) => Promise<'promo' | 'secret'>;
  onRemove: (code: AppliedCode) => void;
}) {
  const [value, setValue] = useState('');
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const apply = () => applyCode(normalizeTicketCode(value));
  const applyCode = async (code: string) => {
    if (!code || applying) return;
    setApplying(true);
    setError(null);
    setSuccess(null);
    try {
      const kind = await onApply(code);
      setValue('');
      setSuccess(kind === 'promo' ? T.promoApplied(code) : T.secretApplied(code));
    } catch (e) {
      setError(isApiError(e) ? (e.fieldErrors.promoCode ?? e.message) : T.checkFailed);
    } finally {
      setApplying(false);
    }
  };

  const initialTried = useRef(false);
  // Once, on the first render with a code (the effect event reads the applied codes of that render).
  const applyInitial = useEffectEvent((initial: string) => {
    const code = normalizeTicketCode(initial);
    if (promo?.code === code || secretCodes.includes(code)) return;
    setValue(code);
    void applyCode(code);
  });
  useEffect(() => {
    if (initialTried.current || !initialCode?.trim()) return;
    initialTried.current = true;
    applyInitial(initialCode);
  }, [initialCode]);

  const applied: AppliedCode[] = [
    ...(promo ? [{ code: promo.code, kind: 'promo' as const }] : []),
    ...secretCodes.map((code) => ({ code, kind: 'secret' as const })),
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="checkout-code-title">
      <Stack gap="xs">
        <Text fw={600} id="checkout-code-title">
          {T.haveACode}
        </Text>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={T.codeLabel}
            placeholder={T.enterCode}
            value={value}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            leftSection={<IconTicket size={16} />}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void apply();
              }
            }}
            error={error}
            disabled={applying}
          />
          <Button variant="light" onClick={() => void apply()} loading={applying} disabled={!value.trim()}>
            {T.apply}
          </Button>
        </Group>
        {applying ? (
          <Text fz="sm" c="dimmed" role="status">
            {T.applying}
          </Text>
        ) : null}
        {success ? (
          <Group gap={6} wrap="nowrap" role="status">
            <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" style={{ flex: '0 0 auto' }} />
            <Text fz="sm" c="teal">
              {success}
            </Text>
          </Group>
        ) : null}
        {applied.length ? (
          <Stack gap={6}>
            {applied.map((a) => (
              <Group key={`${a.kind}-${a.code}`} gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Pill
                    size="md"
                    styles={{ root: { background: 'var(--mantine-color-violet-0)', color: 'var(--mantine-color-violet-9)', fontWeight: 700 } }}
                  >
                    {a.code}
                  </Pill>
                  <Text fz="sm" c="dimmed" truncate>
                    {a.kind === 'promo' && promo
                      ? promoTagText(promo, currency)
                      : T.unlocked(
                          revealed
                            .filter((t) => t.code && normalizeTicketCode(t.code) === a.code)
                            .map((t) => t.name)
                            .join(', ') || T.hiddenTickets,
                        )}
                  </Text>
                </Group>
                <CloseButton
                  size="sm"
                  aria-label={T.removeCode(a.code)}
                  onClick={() => {
                    setSuccess(null);
                    onRemove(a);
                  }}
                />
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
