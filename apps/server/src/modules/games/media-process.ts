import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * Runs ffmpeg or ffprobe with a deadline. Past it the child is killed with SIGKILL (a decoder stuck on a
 * hostile file, or on an input that never ends, need not answer SIGTERM) and the promise rejects with
 * `killed: true`. The error's message holds the command line and stderr: for logs, never for customers.
 */
export async function runMediaTool(
  tool: 'ffmpeg' | 'ffprobe',
  args: string[],
  deadlineMs: number,
): Promise<{ stdout: string; stderr: string }> {
  return execFileAsync(tool, args, { timeout: deadlineMs, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024 });
}

/** What a log line may say about a failed child process or fetch: its message (last lines), code and signal. */
export function failureDetails(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const { code, signal, killed } = error as Error & { code?: unknown; signal?: unknown; killed?: unknown };
  return {
    error: error.message.split('\n').slice(-4).join(' ').slice(0, 1000),
    ...(code !== undefined && { code }),
    ...(signal ? { signal } : {}),
    ...(killed ? { killed } : {}),
  };
}
