// One linter for the whole repository (Prettier formats; see docs/decisions/001). Rules beyond the
// recommended sets say what this project forbids: HTTP outside the request client, and hooks used
// wrongly. Import boundaries between features are checked by apps/h5/src/app/architecture.test.ts.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '.tmp/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['apps/h5/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'All HTTP goes through the request client (apps/h5/src/lib/request).',
        },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'axios', message: 'Use the request client (lib/request).' }] },
      ],
    },
  },
  {
    files: ['apps/h5/src/lib/request/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // The operations console: hooks used rightly, HTTP through its one helper (src/api.ts).
    files: ['apps/ops/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'All HTTP goes through the console’s helper (apps/ops/src/api.ts).',
        },
      ],
    },
  },
  {
    files: ['apps/ops/src/api.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  prettier,
);
