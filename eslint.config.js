// One linter for the whole repository (Prettier formats; see docs/decisions/001). Rules beyond the
// recommended sets say what this project forbids: HTTP outside the request client, hooks used
// wrongly, and (with the types of each workspace's tsconfig) promises nobody waits for or handles,
// switches that miss a case, conditions that are always true or false, and assertions that assert
// nothing. Import boundaries between features are checked by apps/h5/src/app/architecture.test.ts.
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
      '**/dist-screens/**',
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
    // Typed rules: each file is checked with the types of the tsconfig.json that includes it.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // Preact's `act` around synchronous work has done it all when it returns: the promise
          // it also returns is only for callers that pass an async callback and await it.
          allowForKnownSafeCalls: [{ from: 'package', name: 'act', package: 'preact' }],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // Tests declare what their setup makes (`let t: TestApp`, assigned in `beforeAll`) and tear it
    // down with `t?.close()`, so a setup that failed halfway reports its own error, not a
    // TypeError from the teardown. The types say the value is always there; the guard is for when
    // it is not. The other typed rules hold in tests too.
    files: ['**/test/**', '**/e2e/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unnecessary-condition': 'off' },
  },
  {
    // TypeScript files no workspace's tsconfig includes (root and script configs, declarations of
    // the JavaScript scripts): linted without types.
    files: [
      'vitest.config.ts',
      'scripts/**/*.d.mts',
      'bench/**/*.d.mts',
      'packages/contract/scripts/**/*.ts',
      'apps/h5/build/**/*.test.ts',
    ],
    ...tseslint.configs.disableTypeChecked,
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
    // The service worker passes the page's own GETs on (its files, its HTML) and never makes a
    // call of its own to the server (docs/decisions/048).
    files: ['apps/h5/src/service-worker/**'],
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
