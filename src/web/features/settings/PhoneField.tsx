import { Group, Input, Select, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { SETTINGS_PAGE_TEXTS as T } from '../../../contracts/settings.messages.ts';
import { applyPhoneMask, formatPhone, maxDigits, parsePhone, PHONE_COUNTRIES, phoneCountry } from './phone.ts';

const COUNTRY_OPTIONS = PHONE_COUNTRIES.map((c) => ({ value: c.code, label: `${c.code} +${c.dial}` }));

/** Phone with a country picker (default US) and the country's mask; Argentina has its own (accounts-and-reporting 2.2). */
export function PhoneField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: ReactNode;
}) {
  const [countryCode, setCountryCode] = useState(() => parsePhone(value).country.code);
  const country = phoneCountry(countryCode);
  const { digits } = parsePhone(value, countryCode);
  const mask = country.mask;

  return (
    <Input.Wrapper label={T.phone} error={error} id="settings-phone">
      <Group gap="xs" wrap="nowrap" mt={4} align="flex-start">
        <Select
          aria-label={T.countryCode}
          data={COUNTRY_OPTIONS}
          value={countryCode}
          onChange={(code) => {
            if (!code) return;
            setCountryCode(code);
            onChange(formatPhone(phoneCountry(code), digits.slice(0, maxDigits(phoneCountry(code).mask))));
          }}
          allowDeselect={false}
          searchable
          disabled={disabled}
          w={120}
          comboboxProps={{ width: 220, position: 'bottom-start' }}
          renderOption={({ option }) => {
            const c = phoneCountry(option.value);
            return `${c.name} (+${c.dial})`;
          }}
          error={Boolean(error)}
        />
        <TextInput
          id="settings-phone"
          aria-label={T.phoneNumber}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={mask ?? T.phoneNumber}
          value={applyPhoneMask(digits, mask)}
          onChange={(e) => {
            const next = e.currentTarget.value.replace(/\D/g, '').slice(0, maxDigits(mask));
            onChange(formatPhone(country, next));
          }}
          disabled={disabled}
          error={Boolean(error)}
          style={{ flex: 1 }}
        />
      </Group>
    </Input.Wrapper>
  );
}
