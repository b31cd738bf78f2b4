// The type check of every project in tsconfig.json (decision 034). The domain package, the one the others read
// first, is checked by `tsc -b` (TypeScript 5.9) as it is built; every other project by TypeScript's native
// compiler (`tsgo`, TypeScript 7), with the same rules: it reads the domain's and the server's declarations as `tsc -b`
// would, and checks in a quarter of the CPU (25 CPU-seconds against 101 on a quiet machine). The build (`npm run
// build`) still checks and emits with `tsc -b`.
// - `node scripts/typecheck.mjs`: builds the declarations the projects read (the domain's, checked; the server's,
//   emitted unchecked), then checks each project. `npm run typecheck`.
// - `node scripts/typecheck.mjs web` or `... rest`: the web app alone, or every project but it and the domain,
//   once the declarations are there (`npm test`'s static lane: the web app first, the rest once the other lane
//   has emitted the server).
import { spawnSync } from 'node:child_process';

/** Each project's `tsgo` arguments, by the group `npm test` runs it in. */
const PROJECTS = {
  web: [['-p', 'apps/web']],
  rest: [
    ['-p', 'packages/domain/tsconfig.test.json'],
    // A composite project: tsgo keeps its build information in a file of its own, not in the one `tsc -b` reads.
    ['-p', 'apps/server', '--noEmit', '--tsBuildInfoFile', 'node_modules/.tmp/tsgo-server.tsbuildinfo'],
    ['-p', 'apps/server/tsconfig.test.json'],
    ['-p', 'tsconfig.tooling.json'],
  ],
};

/** Runs a command with its output on ours; whether it succeeded. */
function run(command, args) {
  process.stdout.write(`> ${command} ${args.join(' ')}\n`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

const groups = process.argv.slice(2);
const wanted = groups.length > 0 ? groups : Object.keys(PROJECTS);
const unknown = wanted.filter((group) => !(group in PROJECTS));
if (unknown.length > 0) {
  process.stderr.write(`unknown group ${unknown.join(', ')}: one of ${Object.keys(PROJECTS).join(', ')}\n`);
  process.exit(2);
}
if (
  groups.length === 0 &&
  !(run('npx', ['tsc', '-b', 'packages/domain']) && run('npx', ['tsc', '-b', 'apps/server', '--noCheck']))
) {
  process.exit(1);
}
let ok = true;
// One thread each: npm test runs it beside the other lanes, which hold both cores (a third less CPU than threaded).
for (const args of wanted.flatMap((group) => PROJECTS[group])) ok = run('npx', ['tsgo', ...args, '--singleThreaded']) && ok;
process.exit(ok ? 0 : 1);
