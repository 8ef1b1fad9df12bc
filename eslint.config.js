import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The architecture's import boundaries (ARCHITECTURE.md, "Rules that keep it that way"), as restricted import
 * patterns per folder: every import of ours is relative, so a pattern on the path names the layer it reaches.
 */
const boundary = (files, groups, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }] },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/web/routeTree.gen.ts', 'src/server/platform/db/migrations/**', 'test-results/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A web module over 400 lines does too much: split it into sections, hooks and helpers. Every line counts.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/web/routeTree.gen.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Every route comes from its contract endpoint (contracts/<context>.endpoints.ts) through serve().
    files: ['src/server/**/*.routes.ts', 'src/server/app.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='app'][callee.property.name=/^(get|post|put|patch|delete|route)$/]",
          message: 'Declare the endpoint in contracts/<context>.endpoints.ts and register it with serve().',
        },
      ],
    },
  },
  {
    // Every journey is audited by axe: a spec takes `test` from e2e/axe-test.ts (docs/decisions/accessibility.md).
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import test and expect from e2e/axe-test.ts: it audits every page a journey visits with axe.',
            },
          ],
        },
      ],
    },
  },
  boundary(['src/domain/**'], ['**/contracts/**', '**/server/**', '**/web/**'], 'domain imports nothing of ours.'),
  boundary(['src/contracts/**'], ['**/server/**', '**/web/**'], 'contracts import only domain.'),
  boundary(['src/web/**'], ['**/server/**'], 'web never imports server.'),
  boundary(['src/server/platform/**'], ['**/contexts/**'], 'platform knows no context.'),
  {
    // Only a context's module declaration (<ctx>.module.ts, listed in server/modules.ts) names its routes.
    ...boundary(['src/server/contexts/**'], ['**/*.routes.ts'], 'A context never imports routes: only its <ctx>.module.ts declares them.'),
    ignores: ['src/server/contexts/*/*.module.ts'],
  },
);
