import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { ROOT, removeDataDir, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the product and starts it once, as `npm start` would, for every end-to-end spec. */
export default async function setup(project: TestProject) {
  execFileSync('bash', ['scripts/ensure-system-packages.sh'], { cwd: ROOT, stdio: 'inherit' });
  // `npm test` builds in its own lane before it starts these files (scripts/test.mjs); run alone, they build here.
  if (process.env.E2E_PREBUILT !== 'true') {
    // Vitest sets NODE_ENV=test; the build must not inherit it, or React ships its development build.
    execFileSync('npm', ['run', 'build', '--silent'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return async () => {
    const code = await server.stop();
    await removeDataDir(server.dataDir);
    if (code !== 0) throw new Error(`the e2e server did not shut down cleanly (exit ${code}):\n${server.output()}`);
  };
}
