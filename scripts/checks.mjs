// The static checks of `npm test`: type check, lint and formatting, side by side (each is single-threaded, and
// the machine has cores to spare), after the domain package's types are built, which the other two read.
// Prints each check's output once it ends; exits non-zero if any failed.
import { spawn } from 'node:child_process';

function run(name, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n== ${name}: ${code === 0 ? 'ok' : `failed (exit ${String(code)})`} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });
}

if (!(await run('domain types', 'npx', ['tsc', '-b', 'packages/domain']))) process.exit(1);
const results = await Promise.all([
  run('typecheck', 'npx', ['tsc', '-b']),
  run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']),
  run('format', 'npx', ['prettier', '--check', '.']),
]);
process.exit(results.every(Boolean) ? 0 : 1);
