import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { failureDetails, runMediaTool } from './media-process.js';

const run = promisify(execFile);

describe('running ffmpeg with a deadline', () => {
  it('kills an ffmpeg that would never end (an endless input) at its deadline', async () => {
    const started = Date.now();
    const endless = runMediaTool(
      'ffmpeg',
      ['-v', 'error', '-nostdin', '-re', '-f', 'lavfi', '-i', 'testsrc2', '-f', 'null', '-'],
      500,
    );
    const error: unknown = await endless.catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error).toMatchObject({ killed: true, signal: 'SIGKILL' });
    expect(failureDetails(error)).toMatchObject({ killed: true, signal: 'SIGKILL' });
  });

  it('answers what the tool printed when it finishes in time', async () => {
    const { stdout } = await runMediaTool('ffprobe', ['-v', 'error', '-version'], 10_000);
    expect(stdout).toMatch(/^ffprobe version/);
  });
});

describe('ffmpeg and its worker', () => {
  it.skipIf(process.platform !== 'linux')('dies with the process that started it, not encoding on for nobody', async () => {
    // A worker of its own, killed with SIGKILL while its ffmpeg runs: no clean-up code of its can run.
    const script = `
      import { runMediaTool } from ${JSON.stringify(new URL('./media-process.ts', import.meta.url).pathname)};
      runMediaTool('ffmpeg', ['-v', 'error', '-nostdin', '-re', '-f', 'lavfi', '-i', 'testsrc2', '-f', 'null', '-'], 60_000);
    `;
    const worker = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'ignore' });
    const ffmpegOf = async () =>
      (await run('pgrep', ['-P', String(worker.pid), 'ffmpeg']).catch(() => ({ stdout: '' }))).stdout.trim();
    await expect.poll(ffmpegOf, { timeout: 15_000, interval: 100 }).not.toBe('');
    const ffmpeg = Number(await ffmpegOf());
    worker.kill('SIGKILL');
    const alive = () => {
      try {
        process.kill(ffmpeg, 0);
        return true;
      } catch {
        return false;
      }
    };
    try {
      await expect.poll(alive, { timeout: 5000, interval: 50 }).toBe(false);
    } finally {
      if (alive()) process.kill(ffmpeg, 'SIGKILL');
    }
  });
});
