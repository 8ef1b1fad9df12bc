import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';

// The architecture's import boundaries (ARCHITECTURE.md, "Rules that keep it that way").
const boundaries = [
  { target: './src/domain', from: ['./src/contracts', './src/server', './src/web'], message: 'domain imports nothing of ours.' },
  { target: './src/contracts', from: ['./src/server', './src/web'], message: 'contracts import only domain.' },
  { target: './src/web', from: './src/server', message: 'web never imports server.' },
  { target: './src/server/platform', from: './src/server/contexts', message: 'platform knows no context.' },
  {
    target: './src/server/contexts',
    from: './src/server/contexts/**/*.routes.ts',
    message: "A context never imports routes: only app.ts composes them.",
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/web/routeTree.gen.ts', 'src/server/platform/db/migrations/**', 'test-results/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
);
