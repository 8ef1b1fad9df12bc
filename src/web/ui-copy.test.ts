import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * All UI copy lives in `contracts/<ctx>.messages.ts` (or a kit's texts module), never inline: the spec words each
 * text, a reviewer checks them in one place, and the server and the web say the same thing. This scan parses every
 * web source file (tests aside) and fails on English written in place: JSX text, a text attribute (`label="…"`,
 * `placeholder="…"`, …) or a text property of an object (`{ title: '…' }`, notifications, modals, columns) given
 * as a literal. Punctuation, numbers and single characters are not copy.
 */

const WEB = path.dirname(new URL(import.meta.url).pathname);

/** Attributes and object properties that hold text a user reads. */
const TEXT_NAMES = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'aria-label',
  'alt',
  'message',
  'confirm',
  'cancel',
  'header',
  'emptyText',
  'tooltip',
  'error',
  'hint',
]);

/** A string a user would read: two letters in a row (not an id, a unit like 'px', or a symbol). */
const isCopy = (value: string) => /[A-Za-z]{2,}/.test(value) && /[A-Za-z][a-z]/.test(value) && /\s|^[A-Z]/.test(value.trim());

/** Sources kept out of the scan: the generated route tree and the kits' own text modules. */
const SKIP = [/routeTree\.gen\.ts$/, /\/texts\.ts$/];

const listFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return listFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !SKIP.some((re) => re.test(full)) ? [full] : [];
  });

const nameOf = (name: ts.Node): string | null =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : ts.isJsxNamespacedName(name) ? `${name.namespace.text}:${name.name.text}` : null;

const literalText = (node: ts.Node | undefined): string | null => {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  return null;
};

/** The inline texts of one source, as `line: text`. */
export function inlineCopy(source: string, fileName = 'x.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${value.trim()}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isCopy(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const value = literalText(node.expression);
      if (value !== null && isCopy(value)) report(node, value);
    }
    if (ts.isJsxAttribute(node) && TEXT_NAMES.has(nameOf(node.name) ?? '')) {
      const value = literalText(node.initializer);
      if (value !== null && isCopy(value)) report(node, value);
    }
    if (ts.isPropertyAssignment(node) && TEXT_NAMES.has(nameOf(node.name) ?? '')) {
      const value = literalText(node.initializer);
      if (value !== null && isCopy(value)) report(node, value);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('UI copy lives in the messages modules', () => {
  it.each([
    ['JSX text', '<p>Save changes</p>', ['1: Save changes']],
    ['a text attribute', '<TextInput label="Full name" />', ['1: Full name']],
    ['a literal in braces', "<b>{'Sold out'}</b>", ['1: Sold out']],
    ['a notification', "notify({ title: 'Saved', message: 'Your changes are saved' })", ['1: Saved', '1: Your changes are saved']],
    ['texts from a module', '<TextInput label={T.fullName} placeholder={T.name} />', []],
    ['punctuation and numbers', '<span> • </span><b>{count}</b><i>3 / 4</i>', []],
    ['identifiers and units', "<Box w='100%' c='dimmed' data-testid='row-menu' size='sm' />", []],
  ])('finds %s', (_, source, expected) => {
    expect(inlineCopy(source)).toEqual(expected);
  });

  it('no web source writes copy inline', () => {
    const offenders = listFiles(WEB).flatMap((file) =>
      inlineCopy(fs.readFileSync(file, 'utf8'), file).map((hit) => `${path.relative(WEB, file)}:${hit}`),
    );
    expect(offenders).toEqual([]);
  });
});
