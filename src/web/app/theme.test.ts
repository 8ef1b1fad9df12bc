import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './contrast.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const base = defaultCssVariablesResolver(merged);
const ours = cssVariablesResolver(merged);
const SCHEMES = {
  light: { ...base.variables, ...base.light, ...ours.variables, ...ours.light },
  dark: { ...base.variables, ...base.dark, ...ours.variables, ...ours.dark },
};
type Scheme = keyof typeof SCHEMES;

/** A token's colour as the browser computes it: `var(--x)` followed through the scheme's variables. */
function resolve(scheme: Scheme, value: string): string {
  const variables: Record<string, string> = SCHEMES[scheme];
  let out = value;
  for (let depth = 0; out.startsWith('var('); depth += 1) {
    const name = /^var\((--[\w-]+)\)$/.exec(out)?.[1];
    if (!name || !(name in variables) || depth > 10) throw new Error(`cannot resolve ${value} in ${scheme}`);
    out = variables[name]!;
  }
  return out;
}
const token = (name: string) => (name.startsWith('#') ? name : `var(--${name})`);
const ratio = (scheme: Scheme, fg: string, bg: string) => contrastRatio(resolve(scheme, token(fg)), resolve(scheme, token(bg)));

describe('contrastRatio (WCAG relative luminance)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#868e96', '#ffffff', 3.32],
    ['#d9480f', '#ffe8cc', 3.62],
    ['#fff', '#777', 4.48],
    ['rgba(0, 0, 0, 0.5)', '#ffffff', 3.98],
  ])('%s on %s is %f:1', (fg, bg, expected) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(expected, 2);
  });

  it('refuses what is not a colour', () => {
    expect(() => parseColor('var(--mantine-color-red-9)')).toThrow(/not a colour/);
  });
});

const TEXT = 4.5;
const UI = 3;

/** Every pair of tokens a page of ours shows as text (4.5:1) or as a focus ring (3:1). */
const PAIRS: [Scheme, string, string, number][] = [
  ['light', 'mantine-color-text', 'mantine-color-body', TEXT],
  ['light', 'mantine-color-dimmed', 'mantine-color-body', TEXT],
  // The sidebar, list skeleton rows and table stripes are gray 0 and 1.
  ['light', 'mantine-color-dimmed', 'mantine-color-gray-0', TEXT],
  ['light', 'mantine-color-dimmed', 'mantine-color-gray-1', TEXT],
  // The active sidebar tab and the light primary buttons are on the primary tint.
  ['light', 'mantine-color-dimmed', 'mantine-color-violet-light', TEXT],
  ['light', 'mantine-color-placeholder', 'mantine-color-body', TEXT],
  ['light', 'mantine-color-anchor', 'mantine-color-body', TEXT],
  ['light', 'mantine-color-anchor', 'mantine-color-gray-0', TEXT],
  ['light', 'mantine-color-error', 'mantine-color-body', TEXT],
  ['light', 'mantine-color-success', 'mantine-color-body', TEXT],
  ['light', 'mantine-primary-color-contrast', 'mantine-primary-color-filled', TEXT],
  ['light', 'ovation-focus-ring', 'mantine-color-body', UI],
  ['light', 'ovation-focus-ring', 'mantine-color-gray-0', UI],
  // The footer (dark 8 in the light scheme): its links and the focus ring it sets.
  ['light', 'mantine-color-gray-4', 'mantine-color-dark-8', TEXT],
  ['light', 'mantine-color-violet-3', 'mantine-color-dark-8', UI],
  ['dark', 'mantine-color-text', 'mantine-color-body', TEXT],
  ['dark', 'mantine-color-dimmed', 'mantine-color-body', TEXT],
  // Inputs, cards and the default buttons are dark 6.
  ['dark', 'mantine-color-dimmed', 'mantine-color-dark-6', TEXT],
  ['dark', 'mantine-color-placeholder', 'mantine-color-dark-6', TEXT],
  ['dark', 'mantine-color-anchor', 'mantine-color-body', TEXT],
  ['dark', 'mantine-color-anchor', 'mantine-color-dark-6', TEXT],
  ['dark', 'mantine-color-error', 'mantine-color-body', TEXT],
  ['dark', 'mantine-color-success', 'mantine-color-body', TEXT],
  ['dark', 'mantine-primary-color-contrast', 'mantine-primary-color-filled', TEXT],
  ['dark', 'ovation-focus-ring', 'mantine-color-body', UI],
  ['dark', 'ovation-focus-ring', 'mantine-color-dark-6', UI],
];

/** Per palette colour: `c="red"` text, light badges and avatars (initials), filled badges and buttons, outlines. */
const COLORS = Object.keys(DEFAULT_THEME.colors).filter((c) => c !== 'dark');
for (const c of COLORS) {
  PAIRS.push(
    ['light', `mantine-color-${c}-text`, 'mantine-color-body', TEXT],
    ['light', `mantine-color-${c}-text`, 'mantine-color-gray-0', TEXT],
    ['light', `mantine-color-${c}-light-color`, `mantine-color-${c}-light`, TEXT],
    // Under the pointer: the active sidebar tab a journey has just clicked, a light button.
    ['light', `mantine-color-${c}-light-color`, `mantine-color-${c}-light-hover`, TEXT],
    ['light', '#ffffff', `mantine-color-${c}-filled`, TEXT],
    ['light', `mantine-color-${c}-outline`, 'mantine-color-body', TEXT],
    ['dark', `mantine-color-${c}-text`, 'mantine-color-body', TEXT],
    ['dark', `mantine-color-${c}-light-color`, `mantine-color-${c}-light`, TEXT],
  );
}

describe('theme colour tokens (WCAG 2.2 AA)', () => {
  it.each(PAIRS)('%s: %s on %s reaches %d:1', (scheme, fg, bg, min) => {
    expect(ratio(scheme, fg, bg)).toBeGreaterThanOrEqual(min);
  });
});

/**
 * Text given a shade of its own (`c="teal.8"`) bypasses the `TEXT` tokens above, and axe sees it only on a page a
 * journey shows in that state: every such shade written in our components must read on white (4.5:1). The files
 * whose shaded text sits on a dark surface (the footer, the live stage, a video's placeholder) are checked above.
 */
const WEB = path.resolve(import.meta.dirname, '..');
const DARK_SURFACES = new Set(['app/Footer.tsx', 'features/broadcasts/BroadcastStage.tsx', 'features/profiles/ProfileVideos.tsx']);
const SHADED_TEXT = /\bc="([a-z]+)\.(\d)"/g;
const shadedText = fs
  .readdirSync(WEB, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !DARK_SURFACES.has(file))
  .flatMap((file) => [...fs.readFileSync(path.join(WEB, file), 'utf8').matchAll(SHADED_TEXT)].map((m) => [file, m[1]!, Number(m[2])] as const));

describe('text with a shade of its own', () => {
  it('is found in our components (the scan reads them)', () => {
    expect(shadedText.length).toBeGreaterThan(5);
  });
  it.each(shadedText)('%s: %s.%d on white reaches 4.5:1', (_file, color, shade) => {
    expect(ratio('light', `mantine-color-${color}-${shade}`, 'mantine-color-body')).toBeGreaterThanOrEqual(TEXT);
  });
});
