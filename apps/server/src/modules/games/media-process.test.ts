import { describe, expect, it } from 'vitest';
import { failureDetails, runMediaTool } from './media-process.js';

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
