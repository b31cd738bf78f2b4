// `npm test`: every check and every test, in three lanes side by side once the domain package's types are built
// (the type check and lint read them):
// - build: the server's JavaScript (`tsc -b apps/server --noCheck`: emitted, not checked), the web app's
//   production build, then the end-to-end files against that build, but a few;
// - static, at a lower priority: the web app's type check, lint, the server's layers, formatting, then the rest of
//   the type check (the server, tests, tooling);
// - tests: the unit and integration files (domain, web, server), which run from source and need no build, then
//   the specs that start the built product's own processes (the `processes` project: no browser), then those few
//   end-to-end files against a server and a Chromium of their own (`e2e-beside`, vitest.config.ts).
// The end-to-end files spend most of their time waiting on the server and the browser, and the integration
// files on Postgres, so the lanes share the two cores instead of waiting for one another (one after another they
// took 16 minutes). Each lane's Vitest writes its own JSON report; they are merged into
// test-results/results.json, which `.ci/run` reads for its summary line.
// `npm test -- <vitest arguments>` runs Vitest alone with those arguments (one file, one project).
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';

const REPORTS = {
  tests: 'test-results/tests.json',
  e2e: 'test-results/e2e.json',
  processes: 'test-results/processes.json',
  'e2e-beside': 'test-results/e2e-beside.json',
};
const MERGED = 'test-results/results.json';

/** Each step's name, result and seconds, in the order they ended, for the summary at the end. */
const steps = [];

/** Runs a command; prints its output with a lane prefix as it comes (`stream`) or in one block when it ends. */
function run(name, command, args, { env = {}, stream = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let buffered = '';
    let partial = '';
    const onData = (chunk) => {
      if (!stream) {
        buffered += chunk;
        return;
      }
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => {
      if (partial) process.stdout.write(`[${name}] ${partial}\n`);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      steps.push({ name, ok: code === 0, seconds });
      process.stdout.write(`\n== ${name}: ${code === 0 ? 'ok' : `failed (exit ${String(code)})`} in ${seconds} s\n${buffered}`);
      resolve(code === 0);
    });
  });
}

/** Sums the lanes' Vitest JSON reports into the one `.ci/run` reads; a lane that never ran counts as a failure. */
async function mergeReports() {
  const merged = { numTotalTests: 0, numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, testResults: [] };
  let success = true;
  for (const file of Object.values(REPORTS)) {
    let report;
    try {
      report = JSON.parse(await readFile(file, 'utf8'));
    } catch {
      success = false;
      continue;
    }
    for (const key of ['numTotalTests', 'numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests']) {
      merged[key] += report[key] ?? 0;
    }
    merged.testResults.push(...(report.testResults ?? []));
    success &&= report.success !== false;
  }
  await writeFile(MERGED, JSON.stringify({ ...merged, success }));
}

const extra = process.argv.slice(2);
if (extra.length > 0) {
  process.exit((await run('vitest', 'npx', ['vitest', 'run', ...extra], { stream: true })) ? 0 : 1);
}

await mkdir('test-results', { recursive: true });
await Promise.all([...Object.values(REPORTS), MERGED].map((file) => rm(file, { force: true })));
const started = Date.now();
// The integration files drive ffmpeg and pdftotext, the end-to-end files Chromium: installed once, before any lane.
if (!(await run('system packages', 'bash', ['scripts/ensure-system-packages.sh']))) process.exit(1);
if (!(await run('domain types', 'npx', ['tsc', '-b', 'packages/domain']))) process.exit(1);

const vitest = (lane, projects, { env = {}, args = [] } = {}) =>
  run(lane, 'npx', ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), ...args], {
    stream: true,
    env: { ...env, VITEST_JSON_REPORT: REPORTS[lane] },
  });

// The end-to-end lane is the longest: it only emits the server before building the web app, and the static lane
// type-checks everything (the web app first; the server, tests and tooling once the server is emitted).
let serverEmitted;
const serverBuild = new Promise((resolve) => (serverEmitted = resolve));
let productBuilt;
const productBuild = new Promise((resolve) => (productBuilt = resolve));
/** A lane's result, and how long it took (printed at the end). */
const laneTimes = {};
const timed = async (lane, work) => {
  const started = Date.now();
  const ok = await work();
  laneTimes[lane] = { ok, seconds: ((Date.now() - started) / 1000).toFixed(0) };
  return ok;
};
const lanes = await Promise.all([
  timed('build and browser', async () => {
    // Emitted unchecked (`--noCheck`: a fifth of the time); the static lane's `tsc -b` checks it, as everything.
    const built = await run('server emit', 'npx', ['tsc', '-b', 'apps/server', '--noCheck']);
    serverEmitted(built);
    // Vitest sets NODE_ENV=test for its children; the build must not inherit any, or React ships its development build.
    const web =
      built &&
      (await run('web build', 'npm', ['run', 'build', '--silent', '-w', '@courtside/web'], { env: { NODE_ENV: 'production' } }));
    productBuilt(web);
    return web && vitest('e2e', ['e2e'], { env: { E2E_PREBUILT: 'true' } });
  }),
  timed('static', async () => {
    // The static checks run at a lower priority (`nice`): they have no timeouts and the end-to-end lane, which
    // sets the run's length, waits on nothing of theirs, so they take the cores the other lanes leave idle. One
    // after another: lint and the type check side by side took 130 CPU-seconds more than in turn.
    const lowly = (name, command, args) => run(name, 'nice', ['-n', '10', command, ...args]);
    // The type check (scripts/typecheck.mjs: TypeScript's native compiler) reads the domain's declarations, built above.
    const web = await lowly('web typecheck', 'node', ['scripts/typecheck.mjs', 'web']);
    const lint = await lowly('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
    // The server's layers (docs/architecture.md): dependency-cruiser's rules and no module cycle.
    const layers = await lowly('server layers', 'npx', ['tsx', 'scripts/server-layers.ts']);
    const format = await lowly('format', 'npx', ['prettier', '--check', '.']);
    // Everything else (the server, the tests' and tooling's types), once the other lane has emitted the server's
    // declarations they import.
    await serverBuild;
    const rest = await lowly('typecheck', 'node', ['scripts/typecheck.mjs', 'rest']);
    return web && lint && layers && format && rest;
  }),
  // Three files at a time (Vitest's default here is one): many integration files mostly wait on the processes
  // they start (servers, workers, Postgres clusters, ffmpeg), and each has its own database. Two at a time left
  // the cores idle a third of the run (16.6 min for 12 min of CPU). The processes they start (servers, workers,
  // the command-line tools) run the server's build once the other lane has emitted it: from the source, tsx would
  // compile the server again for each of some twenty processes, 4 s of CPU each (apps/server/src/test/processes.ts).
  timed('tests', async () => {
    const emitted = await serverBuild;
    const tests = await vitest('tests', ['domain', 'web', 'server'], {
      args: ['--maxWorkers=3'],
      env: emitted ? { COURTSIDE_TEST_BUILD: 'dist' } : {},
    });
    // The specs that start the built product's processes themselves need no browser: they run here, once the
    // unit and integration files are done, rather than after the browser's specs in the longest lane.
    const processes = (await productBuild) && (await vitest('processes', ['processes'], { env: { E2E_PREBUILT: 'true' } }));
    // Then a few browser specs against a server and a Chromium of their own (vitest.config.ts, BESIDE_SPECS): the
    // browser's lane, the run's longest, is shorter by as much.
    const beside = (await productBuild) && (await vitest('e2e-beside', ['e2e-beside'], { env: { E2E_PREBUILT: 'true' } }));
    return tests && processes && beside;
  }),
]);
await mergeReports();
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
process.stdout.write('\n== steps, in the order they ended:\n');
for (const step of steps) process.stdout.write(`   ${step.name}: ${step.ok ? 'ok' : 'failed'} in ${step.seconds} s\n`);
process.stdout.write('== lanes:\n');
for (const [lane, { ok, seconds }] of Object.entries(laneTimes)) {
  process.stdout.write(`   ${lane}: ${ok ? 'ok' : 'failed'} in ${seconds} s\n`);
}
process.stdout.write(`\n== npm test: ${lanes.every(Boolean) ? 'ok' : 'failed'} in ${minutes} min\n`);
process.exit(lanes.every(Boolean) ? 0 : 1);
