import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** What tests, and only tests, import: test files, the server's test helpers, the web app's test data. */
const TEST_FILES = ['**/*.test.ts', 'apps/server/src/test/**', '**/*-test-data.ts'];

/**
 * One no-restricted-imports rule per area; a later, narrower area restates the wider bans it inherits. An area's
 * `shipped` bans hold in the files it ships, not in its TEST_FILES.
 */
function boundaries(areas) {
  const rules = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return areas.flatMap(({ files, banned, why, shipped }) => {
    const own = { group: banned, message: why };
    if (!shipped) return [{ files, rules: rules([own]) }];
    return [
      { files, rules: rules([own, shipped]) },
      { files: files.flatMap((area) => TEST_FILES.map((test) => [area, test])), rules: rules([own]) },
    ];
  });
}

/**
 * The domain's fixtures (packages/domain/test-support) are exported as TypeScript and never built: Vite would bundle
 * one into the web app, and tsc would pass one in the server (an external library to it) that its build cannot load.
 */
const TEST_SUPPORT = {
  group: ['**/domain/test-support/**'],
  message: "The domain's test support is for tests, their data and benches only: shipped code must not import it.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // The web app's Node bundle (apps/web/prerender.ts), built output like dist.
      '**/dist-ssr/**',
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
      // One program for every file (tsconfig.eslint.json) rather than one per tsconfig: the same types, and
      // lint's share of `npm test`'s two cores 12 % smaller (224 s of CPU against 255).
      parserOptions: { project: ['./tsconfig.eslint.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins are async functions by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  // Dependencies point one way: web -> domain, server -> domain; in the web app ui and lib <- features <- pages <- app.
  ...boundaries([
    {
      files: ['packages/domain/**'],
      banned: ['@courtside/server', '@courtside/web', '**/apps/**'],
      why: 'packages/domain is pure: it imports nothing of ours.',
      shipped: TEST_SUPPORT,
    },
    {
      files: ['apps/server/**'],
      banned: ['@courtside/web', '**/web/src/**'],
      why: 'The server does not import web code.',
      shipped: TEST_SUPPORT,
    },
    {
      files: ['apps/web/src/**'],
      banned: ['@courtside/server', '**/server/src/**'],
      why: 'The web app reaches the server over HTTP only.',
      shipped: TEST_SUPPORT,
    },
    {
      files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
      banned: ['@courtside/server', '**/server/src/**', '**/features/**', '**/pages/**', '**/app/**'],
      why: 'components and lib sit below features, pages and the app shell.',
      shipped: TEST_SUPPORT,
    },
    {
      files: ['apps/web/src/features/**'],
      banned: ['@courtside/server', '**/server/src/**', '**/pages/**', '**/app/**'],
      why: 'features sit below pages and the app shell.',
      shipped: TEST_SUPPORT,
    },
  ]),
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
    // The tests are type-checked by tsc (`npm test`'s static lane) and linted without type information: the typed
    // rules on them cost 54 of lint's 236 CPU-seconds, which npm test's two cores could not spare (decision 002).
    files: ['**/*.test.ts', 'e2e/**/*.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', setTimeout: 'readonly' } },
  },
);
