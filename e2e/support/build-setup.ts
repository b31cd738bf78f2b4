import { execFileSync } from 'node:child_process';
import { ROOT } from './server';

/** Installs what the specs drive (Chromium, ffmpeg) when missing, and builds the product as `npm start` would. */
export function buildProduct() {
  execFileSync('bash', ['scripts/ensure-system-packages.sh'], { cwd: ROOT, stdio: 'inherit' });
  // `npm test` builds in its own lane before it starts these files (scripts/test.mjs); run alone, they build here.
  if (process.env.E2E_PREBUILT !== 'true') {
    // Vitest sets NODE_ENV=test; the build must not inherit it, or React ships its development build.
    execFileSync('npm', ['run', 'build', '--silent'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    // Once a run: the next project's setup in this process (e2e, e2e-beside, processes) finds it built.
    process.env.E2E_PREBUILT = 'true';
  }
}

/** For the specs that start the product's processes themselves: the build, and no shared server. */
export default buildProduct;
