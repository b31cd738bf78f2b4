// `npm run dev`: the API with reload on :3000 and Vite with hot module replacement on :5173 (it proxies /api).
import { spawn } from 'node:child_process';

// The browser is on Vite's origin: the API must take it as its own (state-changing requests must come from
// BASE_URL's origin), and e-mails must link there.
const apiEnv = { ...process.env, BASE_URL: process.env.BASE_URL ?? 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', '--conditions=source', 'apps/server/src/main.ts'], { stdio: 'inherit', env: apiEnv }),
  spawn('npm', ['run', 'dev', '-w', '@courtside/web'], { stdio: 'inherit' }),
];
console.log('Courtside dev: open http://localhost:5173 (API on http://localhost:3000)');

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
