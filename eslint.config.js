import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'test-results/**',
      'apps/web/src/lib/api-types.ts',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins are async functions by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Domain is pure: it imports nothing of ours.
            { target: './packages/domain', from: './apps', message: 'packages/domain must not import the apps.' },
            // The web app talks to the server over HTTP only.
            { target: './apps/web', from: './apps/server', message: 'The web app reaches the server over HTTP only.' },
            { target: './apps/server', from: './apps/web', message: 'The server does not import web code.' },
            // Inside the web app: ui and lib <- features <- pages.
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/pages'] },
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/pages'] },
            { target: './apps/web/src/features', from: './apps/web/src/pages' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests read untyped JSON responses (`response.json()` is any); asserting on them is their point.
    files: ['**/*.test.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
