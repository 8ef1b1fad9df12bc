import ts from 'typescript';
import { HTTP_METHODS } from '../../contracts/endpoint.ts';

const METHODS = new Set<string>(HTTP_METHODS);

/** Where a contracts endpoints module lives: the web build rewrites these. */
export const ENDPOINTS_MODULE = /\/src\/contracts\/[^/]+\.endpoints\.ts$/;

/** Options the server alone reads: who may call an endpoint, and with which API key right. */
const SERVER_ONLY_OPTIONS = new Set(['access', 'apiKey']);

/** An endpoint's options without the server's: `{ status: 201, access: ... }` -> `{ status: 201 }`. */
function webOptions(options: ts.ObjectLiteralExpression, file: ts.SourceFile): string {
  const kept = options.properties.filter((p) => !(p.name && ts.isIdentifier(p.name) && SERVER_ONLY_OPTIONS.has(p.name.text)));
  return `{ ${kept.map((p) => p.getText(file)).join(', ')} }`;
}

/**
 * The web build's copy of a `contracts/<ctx>.endpoints.ts` module: the web needs each endpoint's method and path
 * only (its types come from the source). The schema loader (a dynamic import of the zod contracts), each `pick`,
 * each OpenAPI summary and each access rule are replaced or dropped, so none of them ships to a browser (the route
 * definitions' loaders bring several endpoint tables into every first load). The server runs the source as is.
 */
export function stripEndpointSchemas(source: string, fileName = 'x.endpoints.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const replace = (node: ts.Node, text: string) => edits.push({ start: node.getStart(file), end: node.getEnd(), text });
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const [first, , third, fourth, fifth] = node.arguments;
      if (ts.isIdentifier(node.expression) && node.expression.text === 'endpointsOf' && node.arguments[1]) {
        replace(node.arguments[1], "() => Promise.reject(new Error('Endpoint schemas load on the server only'))");
      } else if (first && ts.isStringLiteral(first) && METHODS.has(first.text) && third && fourth) {
        replace(third, "''");
        replace(fourth, '() => ({})');
        if (fifth && ts.isObjectLiteralExpression(fifth)) replace(fifth, webOptions(fifth, file));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
