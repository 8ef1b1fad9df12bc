import { describe, expect, it } from 'vitest';
import { EVENT_PAGE_ERROR_CODES } from '../../../../contracts/events.messages.ts';
import type { PageAlert } from './EventCollaborators.tsx';
import { hasSuccessAlert, initialAlerts, upsertAlert, withoutAlert, withoutSuccessAlerts } from './page-alerts.ts';

const ok = (id: string): PageAlert => ({ id, color: 'green', message: `${id} done` });
const fail = (id: string): PageAlert => ({ id, color: 'red', message: `${id} failed` });

describe('initialAlerts', () => {
  it.each([
    ['no errorCode', undefined, []],
    ['errorCode=1', '1' as const, [{ id: 'errorCode', color: 'red', message: EVENT_PAGE_ERROR_CODES[1] }]],
  ])('%s', (_, errorCode, expected) => {
    expect(initialAlerts(errorCode)).toEqual(expected);
  });
});

describe('upsertAlert', () => {
  it.each([
    ['adds to none', [], ok('a'), [ok('a')]],
    ['adds last', [fail('a')], ok('b'), [fail('a'), ok('b')]],
    ['replaces the same id and moves it last', [fail('a'), ok('b')], ok('a'), [ok('b'), ok('a')]],
  ])('%s', (_, alerts, alert, expected) => {
    expect(upsertAlert(alerts, alert)).toEqual(expected);
  });
});

describe('withoutAlert', () => {
  it.each([
    ['drops the id', [fail('a'), ok('b')], 'a', [ok('b')]],
    ['keeps the rest when the id is absent', [fail('a')], 'z', [fail('a')]],
  ])('%s', (_, alerts, id, expected) => {
    expect(withoutAlert(alerts, id)).toEqual(expected);
  });
});

describe('success alerts', () => {
  it.each([
    ['none', [], false, []],
    ['errors only', [fail('a')], false, [fail('a')]],
    ['a success among errors', [fail('a'), ok('b'), fail('c')], true, [fail('a'), fail('c')]],
    ['successes only', [ok('a'), ok('b')], true, []],
  ])('%s', (_, alerts, has, kept) => {
    expect(hasSuccessAlert(alerts)).toBe(has);
    expect(withoutSuccessAlerts(alerts)).toEqual(kept);
  });
});
