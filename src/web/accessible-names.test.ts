import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { theme } from './app/theme.ts';
import { DIALOG_CLOSE } from './ui/texts.ts';

/**
 * What a screen reader needs from every component and axe cannot see on a page a test never opens (issue 29): this
 * scan parses every web source and fails on
 * - an icon-only button (ActionIcon, CloseButton, Burger) without a name (`aria-label` or `aria-labelledby`);
 * - an input without a label (`label`, `aria-label` or `aria-labelledby`): a visible label names it, otherwise it
 *   needs one for the screen reader alone;
 * - an image without `alt` (`alt=""` for a decorative one: the scan only asks that the choice was made);
 * - a table without header cells (a Table.Thead or Table.Th, or the `data` prop with its head);
 * - a toast shown without the app's helper (app/notify.ts), which names its close button and picks its live role;
 * - a name on a plain box (a div or span, or a Mantine layout component rendering one) without a role: ARIA forbids
 *   naming a generic element, and axe only sees it when a page is caught showing it (a loading state, for one).
 * A spread (`{...props}`) may carry any of these and is trusted. Two are the theme's (app/theme.ts), tested below:
 * every Modal's and Drawer's × is named, and an Avatar's photo is decorative unless a page names it.
 */

const WEB = path.dirname(new URL(import.meta.url).pathname);

const ICON_BUTTONS = new Set(['ActionIcon', 'CloseButton', 'Burger']);
const INPUTS = new Set([
  'TextInput',
  'NumberInput',
  'PasswordInput',
  'Textarea',
  'Select',
  'MultiSelect',
  'NativeSelect',
  'Autocomplete',
  'TagsInput',
  'FileInput',
  'SegmentedControl',
  'Switch',
  'Checkbox',
  'Slider',
  'input',
  'textarea',
  'select',
]);
const IMAGES = new Set(['img', 'Image']);
const NAMES = ['aria-label', 'aria-labelledby'];
/** Components that render a div (or span) unless their `component` prop says otherwise. */
const GENERIC = new Set([
  'div',
  'span',
  'Box',
  'Stack',
  'Group',
  'Container',
  'Center',
  'SimpleGrid',
  'Grid',
  'Flex',
  'AspectRatio',
  'Paper',
  'Card',
]);

type Attributes = { names: Map<string, ts.JsxAttributeLike>; spread: boolean };

function attributesOf(node: ts.JsxOpeningLikeElement): Attributes {
  const names = new Map<string, ts.JsxAttributeLike>();
  let spread = false;
  for (const a of node.attributes.properties) {
    if (ts.isJsxSpreadAttribute(a)) spread = true;
    else names.set(a.name.getText(), a);
  }
  return { names, spread };
}

const literal = (a: ts.JsxAttributeLike | undefined) =>
  a && ts.isJsxAttribute(a) && a.initializer && ts.isStringLiteral(a.initializer) ? a.initializer.text : null;

/** Whether a JSX element's children (at any depth) hold an element named one of `tags`. */
function containsTag(node: ts.Node, tags: string[]): boolean {
  let found = false;
  const visit = (n: ts.Node) => {
    if (found) return;
    if ((ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) && tags.includes(n.tagName.getText())) found = true;
    else ts.forEachChild(n, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

/** The problems of one source, as `line: what`. */
export function unnamedElements(source: string, fileName = 'x.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText();
      const { names, spread } = attributesOf(node);
      const has = (...keys: string[]) => spread || keys.some((k) => names.has(k));
      if (ICON_BUTTONS.has(tag) && !has(...NAMES)) report(node, `${tag} without a name`);
      if (INPUTS.has(tag) && literal(names.get('type')) !== 'hidden' && !has('label', ...NAMES)) report(node, `${tag} without a label`);
      if (IMAGES.has(tag) && !has('alt')) report(node, `${tag} without alt`);
      const component = literal(names.get('component'));
      if (GENERIC.has(tag) && !has('role') && (!names.has('component') || component === 'div' || component === 'span') && has(...NAMES))
        report(node, `${tag} named without a role`);
      if (tag === 'Table' && ts.isJsxOpeningElement(node) && !has('data') && !containsTag(node.parent, ['Table.Thead', 'Table.Th', 'thead', 'th']))
        report(node, 'Table without header cells');
    }
    if (ts.isCallExpression(node) && node.expression.getText() === 'notifications.show' && !fileName.endsWith(path.join('app', 'notify.ts')))
      report(node, 'notifications.show outside app/notify.ts');
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const listFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return listFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/routeTree\.gen\.ts$/.test(e.name) ? [full] : [];
  });

describe('accessible names, alt texts and table headers', () => {
  it.each([
    ['an icon button without a name', '<ActionIcon onClick={f}><IconX /></ActionIcon>', ['1: ActionIcon without a name']],
    ['an icon button with one', '<ActionIcon aria-label={T.close}><IconX /></ActionIcon>', []],
    ['an input without a label', '<TextInput value={v} />', ['1: TextInput without a label']],
    ['an input named for screen readers', '<TextInput aria-label={T.search} />', []],
    ['a hidden input', '<input type="hidden" name="x" />', []],
    ['an image without alt', '<img src={src} />', ['1: img without alt']],
    ['a decorative image', '<Image src={src} alt="" />', []],
    [
      'a table without headers',
      '<Table><Table.Tbody><Table.Tr><Table.Td>1</Table.Td></Table.Tr></Table.Tbody></Table>',
      ['1: Table without header cells'],
    ],
    ['a table with headers', '<Table><Table.Thead><Table.Tr><Table.Th>{T.a}</Table.Th></Table.Tr></Table.Thead></Table>', []],
    ['a toast shown directly', 'notifications.show({ message: m })', ['1: notifications.show outside app/notify.ts']],
    ['props passed on', '<ActionIcon {...props} />', []],
    ['a named box without a role', '<Box aria-busy="true" aria-label={T.loading} />', ['1: Box named without a role']],
    ['a named status box', '<Box role="status" aria-label={T.loading} />', []],
    ['a named list', '<Box component="ul" aria-label={T.items} />', []],
  ])('finds %s', (_, source, expected) => {
    expect(unnamedElements(source)).toEqual(expected);
  });

  it("the theme names every dialog's × and makes avatars decorative unless a page names them", () => {
    for (const dialog of ['Modal', 'Drawer']) {
      expect(theme.components?.[dialog]?.defaultProps).toMatchObject({ closeButtonProps: { 'aria-label': DIALOG_CLOSE } });
    }
    expect(theme.components?.Avatar?.defaultProps).toMatchObject({ alt: '' });
  });

  it('every web component names its icon buttons, inputs and dialogs, gives its images alt and its tables headers', () => {
    const offenders = listFiles(WEB).flatMap((file) =>
      unnamedElements(fs.readFileSync(file, 'utf8'), file).map((hit) => `${path.relative(WEB, file)}:${hit}`),
    );
    expect(offenders).toEqual([]);
  });
});
