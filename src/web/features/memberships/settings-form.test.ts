import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_VALIDATION_MESSAGES as M } from '../../../contracts/memberships.messages.ts';
import { membershipPageLink, toSettingsBody, toSettingsFormValues, validateSettings, withStatus } from './settings-form.ts';

const UUID = '00000000-0000-4000-8000-0000000000e1';
const NEW_UUID = '00000000-0000-4000-8000-0000000000e2';
const make = () => NEW_UUID;

const settings = {
  title: 'Join us',
  description: 'Support the hall',
  status: 'public' as const,
  membershipPrivateUuid: null,
  membershipPageUrl: 'https://ovation.test/o/hall/memberships',
  stripeConnected: true,
  type: 'school' as const,
  feePercent: 5,
};

describe('settings form', () => {
  const values = toSettingsFormValues(settings);

  it('makes a private link when going private without one, and keeps one it has', () => {
    expect(withStatus(values, 'private', make)).toMatchObject({ status: 'private', privateUuid: NEW_UUID });
    expect(withStatus({ ...values, privateUuid: UUID }, 'private', make).privateUuid).toBe(UUID);
    expect(withStatus(values, 'public', make)).toMatchObject({ status: 'public', privateUuid: null });
  });

  it('sends a private page with its link, texts trimmed', () => {
    expect(toSettingsBody({ ...values, title: ' Join us ', status: 'private' }, make)).toEqual({
      status: 'private',
      privateUuid: NEW_UUID,
      title: 'Join us',
      description: 'Support the hall',
    });
    expect(toSettingsBody(values, make).privateUuid).toBeNull();
  });

  it.each([
    ['user', 'public', null, 'https://o.test/p/ada/memberships'],
    ['school', 'public', UUID, 'https://o.test/o/hall/memberships'],
    ['school', 'private', UUID, `https://o.test/o/hall/${UUID}`],
  ] as const)('links a %s page that is %s', (type, status, privateUuid, expected) =>
    expect(membershipPageLink('https://o.test', type, type === 'user' ? 'ada' : 'hall', { status, privateUuid })).toBe(expected),
  );

  it('checks the lengths', () => {
    expect(validateSettings(values)).toEqual({});
    expect(validateSettings({ ...values, title: 'x'.repeat(57), description: 'y'.repeat(201) })).toEqual({
      title: M.heroTitleTooLong,
      description: M.settingsDescriptionTooLong,
    });
  });
});
