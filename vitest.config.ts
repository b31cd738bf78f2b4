import { defineConfig } from 'vitest/config';

const resolve = { conditions: ['source'] };
/**
 * The unit and integration files share their worker's modules instead of importing the server afresh each: a
 * file's first import of the app took about 7 s on a busy machine, 650 s of the tests lane's 850 in all, and 80 s
 * without isolation. Nothing of ours keeps state in a module that a test changes: the configuration, database
 * and queue are made per test app (test/helpers.ts), and the setup file restores real timers after each file.
 */
const isolate = false;
/**
 * The built product's own processes, started and stopped by the specs themselves (no browser, no shared
 * server): `npm test` runs them once the tests lane is done, beside the browser's specs (scripts/test.mjs).
 */
const PROCESS_SPECS = ['e2e/server-process.spec.ts', 'e2e/backup-cli.spec.ts'];
/**
 * Browser specs that `npm test` runs in the tests lane, once its files and the processes specs are done, against a
 * server and a Chromium of their own (the `e2e-beside` project), while the browser's lane runs the rest: that lane
 * is the run's longest. Which ones: upload and auth first (53 and 47 s on a quiet run), then guarantee, when a fresh
 * clone's run (26.6 min, all three lanes holding both cores) ended the tests lane at 1,281 s and the browser's at
 * 1,543 s, guarantee taking 120-150 s of it: moved, it leaves the two lanes about as long.
 */
const BESIDE_SPECS = ['e2e/upload.spec.ts', 'e2e/auth.spec.ts', 'e2e/guarantee.spec.ts'];
/** The browser specs' settings, in either lane. */
const browserSpecs = {
  globalSetup: ['./e2e/support/global-setup.ts'],
  setupFiles: ['./vitest.setup.ts'],
  fileParallelism: false,
  // One after another in one worker, whose modules (Playwright, axe) load once: a spec keeps its state in its own
  // module, and its browser, contexts and server are its own or the run's (support/global-setup.ts).
  isolate,
  // A timeout catches a hang, it measures nothing: the longest flows (upload, prepare, tag, approve, read) take
  // 25 s alone and over 60 s while the other lanes hold both cores.
  testTimeout: 180_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    // `npm test` (scripts/test.mjs) runs Vitest in two lanes and merges their JSON reports for `.ci/run`.
    reporters: process.env.VITEST_JSON_REPORT
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON_REPORT }]]
      : ['default'],
    projects: [
      {
        resolve,
        test: {
          name: 'domain',
          include: ['packages/domain/{src,test-support}/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
          isolate,
        },
      },
      {
        resolve,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
          isolate,
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['./apps/server/src/test/global-setup.ts'],
          setupFiles: ['./vitest.setup.ts'],
          isolate,
          // A timeout catches a hang, it measures nothing: the files that start servers and workers from source
          // (sigterm, topology, faults) took over 30 s on a fresh clone while the other lanes held both cores.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: { name: 'e2e', include: ['e2e/**/*.spec.ts'], exclude: [...PROCESS_SPECS, ...BESIDE_SPECS], ...browserSpecs },
      },
      { resolve, test: { name: 'e2e-beside', include: BESIDE_SPECS, ...browserSpecs } },
      {
        resolve,
        test: {
          name: 'processes',
          include: PROCESS_SPECS,
          globalSetup: ['./e2e/support/build-setup.ts'],
          setupFiles: ['./vitest.setup.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
