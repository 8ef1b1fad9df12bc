import ts from 'typescript';
import { HTTP_METHODS } from '../../contracts/endpoint.ts';

const METHODS = new Set<string>(HTTP_METHODS);

/** Where a contracts endpoints module lives: the web build rewrites these. */
export const ENDPOINTS_MODULE = /\/src\/contracts\/[^/]+\.endpoints\.ts$/;

/**
 * The web build's copy of a `contracts/<ctx>.endpoints.ts` module: the web needs each endpoint's method and path
 * only (its types come from the source). The schema loader (a dynamic import of the zod contracts), each `pick`
 * and each OpenAPI summary are replaced, so none of them ships to a browser. The server runs the source as is.
 */
export function stripEndpointSchemas(source: string, fileName = 'x.endpoints.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const replace = (node: ts.Node, text: string) => edits.push({ start: node.getStart(file), end: node.getEnd(), text });
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const [first, , third, fourth] = node.arguments;
      if (ts.isIdentifier(node.expression) && node.expression.text === 'endpointsOf' && node.arguments[1]) {
        replace(node.arguments[1], "() => Promise.reject(new Error('Endpoint schemas load on the server only'))");
      } else if (first && ts.isStringLiteral(first) && METHODS.has(first.text) && third && fourth) {
        replace(third, "''");
        replace(fourth, '() => ({})');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
