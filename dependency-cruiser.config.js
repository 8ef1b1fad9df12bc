import { allowedEdges } from './src/server/contexts/dependency-table.ts';

/**
 * The module rules that ESLint's import patterns cannot say (docs/architecture.md, "Modules and their edges"):
 * a server context reaches another only through its index.ts and only along an edge of the allowed-edge table
 * (src/server/contexts/dependencies.json, checked acyclic and complete when this loads: dependency-table.ts), production code has no import cycle, and a web
 * feature reaches another only through its index.ts. The layer arrows (domain, contracts, web, platform) stay in
 * eslint.config.js. Test support (tests, *.fixtures.ts, src/server/testing) may import any module.
 */

const TEST_SUPPORT = ['\\.test\\.tsx?$', '\\.fixtures\\.ts$', '^src/server/testing/'];
const CONTEXTS = '^src/server/contexts/';
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const edgeRules = Object.entries(allowedEdges()).map(([context, allowed]) => ({
  name: `edges-of-${context}`,
  comment: `${context} may import only ${allowed.join(', ') || 'no other context'} (src/server/contexts/dependencies.json).`,
  severity: 'error',
  from: { path: `${CONTEXTS}${escape(context)}/`, pathNot: TEST_SUPPORT },
  to: { path: CONTEXTS, pathNot: `${CONTEXTS}(${[context, ...allowed].map(escape).join('|')})/` },
}));

export default {
  forbidden: [
    {
      name: 'context-through-index',
      comment: "A context uses another only through that context's index.ts: its internals are its own.",
      severity: 'error',
      from: { path: `${CONTEXTS}([^/]+)/`, pathNot: TEST_SUPPORT },
      to: { path: CONTEXTS, pathNot: [`${CONTEXTS}$1/`, `${CONTEXTS}[^/]+/index\\.ts$`, `${CONTEXTS}dependencies\\.json$`] },
    },
    {
      name: 'root-through-index',
      comment: "The composition root (app, runtime, ports, modules, demo data) takes a context's index.ts and module, nothing deeper.",
      severity: 'error',
      from: { path: '^src/server/', pathNot: [CONTEXTS, '^src/server/platform/', ...TEST_SUPPORT] },
      to: { path: CONTEXTS, pathNot: `${CONTEXTS}[^/]+/(index|[^/]+\\.module)\\.ts$` },
    },
    {
      name: 'no-own-index',
      comment: "A context's files import each other directly: its own index.ts is for the others (and would make a cycle).",
      severity: 'error',
      from: { path: `${CONTEXTS}([^/]+)/`, pathNot: [...TEST_SUPPORT, `${CONTEXTS}[^/]+/index\\.ts$`] },
      to: { path: `${CONTEXTS}$1/index\\.ts$` },
    },
    ...edgeRules,
    {
      name: 'no-cycles',
      comment:
        'Production modules import each other without cycles (type-only imports vanish at run time; a lazy import() back is how a chunk splits).',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_SUPPORT },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'no-test-support-in-production',
      comment: 'Production code never imports tests, fixtures or src/server/testing.',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_SUPPORT },
      to: { path: TEST_SUPPORT },
    },
    {
      name: 'feature-through-index',
      comment:
        "A web feature uses another only through its index.ts, or its search.ts (the route's search params, which route " +
        'definitions in the first chunk read: a barrel there would pull its components into the first chunk). A lazy ' +
        "import() is a chunk boundary and may name a component's file.",
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/', pathNot: TEST_SUPPORT },
      to: {
        path: '^src/web/features/',
        pathNot: ['^src/web/features/$1/', '^src/web/features/[^/]+/(index|search)\\.tsx?$'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'resolvable',
      comment: 'Every relative import resolves (a rule over unresolved paths would pass silently).',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true, pathNot: '^(node:|virtual:|~icons/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/web/routeTree\\.gen\\.ts$', '^src/server/platform/db/migrations/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
