import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

const css = fs.readFileSync(path.join(import.meta.dirname, 'first-html.css'), 'utf8');
const light: Record<string, string> = cssVariablesResolver({ ...theme, other: {} } as never).light;

describe("the first HTML's colour tokens", () => {
  it("declares every contrast token of the theme that it uses, with the theme's value", () => {
    const rootBlock = /\.ovation-first \{([^}]*)\}/.exec(css)![1]!;
    const declared = Object.fromEntries([...rootBlock.matchAll(/(--mantine-color-[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
    const used = new Set([...css.matchAll(/var\((--mantine-color-[a-z0-9-]+)\)/g)].map((m) => m[1]!));
    const overridden = Object.keys(light).filter((token) => used.has(token));
    expect(overridden.length).toBeGreaterThan(0);
    for (const token of overridden) expect(declared[token], token).toBe(light[token]);
  });
});
