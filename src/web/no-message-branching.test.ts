import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web app branches on an error's machine `reason` (the contexts' *_REASONS constants), `code` and `status`,
 * never on its text (ARCHITECTURE.md, "Errors carry a machine reason"): texts change with the wording, reasons do
 * not. This scan parses every source file of src/web (tests aside) and fails on code that compares message text:
 * `x.message === …` or `!==` (either side, `?.` too), `x.message.includes/startsWith/endsWith/match/…(`,
 * `/re/.test(x.message)`, `switch (x.message)`, the same through `x.messages` and `x.fieldErrors.…`, and through a
 * variable that holds such a text (`const message = error.message; message.startsWith(…)`). Comparing with null,
 * undefined or '' is a presence check and allowed.
 */

const WEB = path.dirname(new URL(import.meta.url).pathname);

const TEXT_METHODS = new Set(['includes', 'startsWith', 'endsWith', 'match', 'matchAll', 'search', 'indexOf', 'lastIndexOf', 'localeCompare']);
const LIST_METHODS = new Set(['includes', 'indexOf', 'lastIndexOf', 'some', 'every', 'find', 'findIndex']);
const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  while (ts.isParenthesizedExpression(n) || ts.isNonNullExpression(n) || ts.isAsExpression(n)) n = n.expression;
  return n;
}

/** `x.message`, `x?.message`, `x.messages`, `x.fieldErrors.y`, `x.fieldErrors['y']`. */
function isMessageAccess(node: ts.Expression): boolean {
  const n = unwrap(node);
  if (ts.isPropertyAccessExpression(n)) {
    if (n.name.text === 'message' || n.name.text === 'messages') return true;
    return isFieldErrors(n.expression);
  }
  if (ts.isElementAccessExpression(n)) return isFieldErrors(n.expression);
  return false;
}

const isFieldErrors = (node: ts.Expression) => {
  const n = unwrap(node);
  return ts.isPropertyAccessExpression(n) && n.name.text === 'fieldErrors';
};

/** A presence check: null, undefined or ''. */
function isEmptyValue(node: ts.Expression): boolean {
  const n = unwrap(node);
  if (n.kind === ts.SyntaxKind.NullKeyword) return true;
  if (ts.isIdentifier(n) && n.text === 'undefined') return true;
  return (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && n.text === '';
}

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** Every place in `source` that compares an error's message text. */
export function findMessageBranching(source: string, file = 'fixture.tsx'): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  // Names that hold a message text: `const m = e.message`, `const { message } = e`, `const { message: m } = e`.
  const holders = new Set<string>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      if (ts.isIdentifier(node.name) && isMessageAccess(node.initializer)) holders.add(node.name.text);
      if (ts.isObjectBindingPattern(node.name)) {
        for (const el of node.name.elements) {
          const prop = el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName.text : ts.isIdentifier(el.name) ? el.name.text : '';
          if ((prop === 'message' || prop === 'messages') && ts.isIdentifier(el.name)) holders.add(el.name.text);
        }
      }
    }
    ts.forEachChild(node, collect);
  };
  collect(sf);
  const isText = (node: ts.Expression) => {
    const n = unwrap(node);
    return isMessageAccess(n) || (ts.isIdentifier(n) && holders.has(n.text));
  };

  const findings: Finding[] = [];
  const report = (node: ts.Node) => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    findings.push({ file, line: line + 1, text: node.getText(sf).replace(/\s+/g, ' ').slice(0, 160) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      const [a, b] = [node.left, node.right];
      if ((isText(a) && !isEmptyValue(b)) || (isText(b) && !isEmptyValue(a))) report(node);
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(unwrap(node.expression))) {
      const callee = unwrap(node.expression) as ts.PropertyAccessExpression;
      const method = callee.name.text;
      const target = unwrap(callee.expression);
      const list = ts.isPropertyAccessExpression(target) && target.name.text === 'messages';
      if (isText(target) && (list ? LIST_METHODS : TEXT_METHODS).has(method)) report(node);
      else if ((method === 'test' || method === 'exec') && node.arguments.some((arg) => isText(arg))) report(node);
    } else if (ts.isSwitchStatement(node) && isText(node.expression)) {
      report(node.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name === 'routeTree.gen.ts') return [];
    return [full];
  });
}

describe('the web app never branches on message text', () => {
  it('no source file of src/web compares an error message', () => {
    const files = sourceFiles(WEB);
    expect(files.length).toBeGreaterThan(100);
    const findings = files.flatMap((file) => findMessageBranching(fs.readFileSync(file, 'utf8'), path.relative(WEB, file)));
    expect(findings, 'branch on error.reason (the contexts’ *_REASONS constants), code or status instead').toEqual([]);
  });

  it.each([
    // The patterns this scan replaced (CheckoutFlow, the check-in result, ticket outcomes, the card reader form).
    ['e.message === CHECKOUT_MESSAGES.orderClosed || e.message === CHECKOUT_MESSAGES.orderCompleted', 2],
    ['if (isApiError(e) && e.status === 409 && e.message === CHECKOUT_MESSAGES.timesUpText) force();', 1],
    ["const message = error.message;\nif (error.status === 409 && message.startsWith('Already checked in')) done();", 1],
    ['if (/^Request failed \\(\\d+\\)$/.test(error.message)) return;', 1],
    ['const ok = error.message && !/^Request failed/.test(error.message);', 1],
    // Other spellings of the same thing.
    ['if (CHECKOUT_MESSAGES.timesUpText === err?.message) force();', 1],
    ["if (e.message !== 'Sold out') retry();", 1],
    ["if (error.message.includes('Sold out')) retry();", 1],
    ["if (e.messages.includes('Sold out')) retry();", 1],
    ['if (e.fieldErrors.promoCode === CHECKOUT_MESSAGES.codeUnknown) clear();', 1],
    ["if (e.fieldErrors['promoCode'] == 'x') clear();", 1],
    ["const { message: text } = e;\nif (text.endsWith('left')) retry();", 1],
    ['switch (e.message) {\n  case CHECKOUT_MESSAGES.orderClosed:\n    break;\n}', 1],
    ['const isTimesUp = (e: ApiError) => (e.message as string) == CHECKOUT_MESSAGES.timesUpText;', 1],
  ])('catches %j', (code, count) => {
    expect(findMessageBranching(code)).toHaveLength(count);
  });

  it.each([
    'if (e.reason === CHECKOUT_REASONS.orderClosed || e.reason === CHECKOUT_REASONS.orderCompleted) restart();',
    'if (error.status === 409 && error.reason === CHECK_IN_REASONS.alreadyCheckedIn) done();',
    'const title = text === CANCEL_MESSAGES.other ? text : CANCEL_MESSAGES.failure(text);',
    'const reason = err.message == null ? CLIENT_REASONS.noErrorBody : err.reason;',
    "if (error.message !== '' && error.message !== undefined) show(error.message);",
    'setStepError(isApiError(e) ? e.message : fallback);',
    "const label = banner.message.trim() ? banner.message : 'None';",
    "// e.message === CHECKOUT_MESSAGES.orderClosed used to decide this\nconst s = 'e.message === x';",
    'const messages = error.messages.length > 1 ? error.messages : [error.message];',
  ])('allows %j', (code) => {
    expect(findMessageBranching(code)).toEqual([]);
  });
});
