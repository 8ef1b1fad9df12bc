import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STATIC_PAGE_TEXTS } from '../../../contracts/marketing-pages.messages.ts';

/** major.minor of an installed package. */
const version = (name: string) =>
  (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version.split('.').slice(0, 2).join('.');

describe('the accessibility statement', () => {
  it.each([
    ['axe-core', 'axe-core'],
    ['Playwright', '@playwright/test'],
  ])('names the %s version the audits run on', (label, name) => {
    expect(STATIC_PAGE_TEXTS.accessibility.tools).toContain(`${label} ${version(name)}`);
  });
});
