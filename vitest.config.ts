import { defineConfig } from 'vitest/config';

const resolve = { conditions: ['source'] };

export default defineConfig({
  test: {
    // `npm test` (scripts/test.mjs) runs Vitest in two lanes and merges their JSON reports for `.ci/run`.
    reporters: process.env.VITEST_JSON_REPORT
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON_REPORT }]]
      : ['default'],
    projects: [
      {
        resolve,
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], setupFiles: ['./vitest.setup.ts'] },
      },
      {
        resolve,
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/*.test.ts'], setupFiles: ['./vitest.setup.ts'] },
      },
      {
        resolve,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['./apps/server/src/test/global-setup.ts'],
          setupFiles: ['./vitest.setup.ts'],
          // A timeout catches a hang, it measures nothing: the files that start servers and workers from source
          // (sigterm, topology, faults) took over 30 s on a loaded fresh clone.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['./e2e/support/global-setup.ts'],
          setupFiles: ['./vitest.setup.ts'],
          fileParallelism: false,
          // A timeout catches a hang, it measures nothing: the longest flows (upload, prepare, tag, approve, read)
          // take 25 s alone and over 60 s while the other lanes hold both cores.
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
