import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * Whether children can be tied to this process's life with util-linux's `setpriv --pdeathsig` (Linux only).
 * Node cannot ask for it itself, and an ffmpeg whose worker was killed (SIGKILL, the OOM killer) would go on
 * encoding, holding a CPU and the disk of a scratch file already deleted, for as long as its deadline.
 */
let deathSignal: Promise<boolean> | undefined;
function canTieToWorker(): Promise<boolean> {
  deathSignal ??=
    process.platform === 'linux'
      ? execFileAsync('setpriv', ['--pdeathsig', 'KILL', '--', 'true']).then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);
  return deathSignal;
}

/**
 * Runs ffmpeg or ffprobe with a deadline. Past it the child is killed with SIGKILL (a decoder stuck on a
 * hostile file, or on an input that never ends, need not answer SIGTERM) and the promise rejects with
 * `killed: true`. Where it can, the child is also killed when this process dies. The error's message holds
 * the command line and stderr: for logs, never for customers.
 */
export async function runMediaTool(
  tool: 'ffmpeg' | 'ffprobe',
  args: string[],
  deadlineMs: number,
): Promise<{ stdout: string; stderr: string }> {
  const [file, argv] = await mediaToolCommand(tool, args);
  return execFileAsync(file, argv, { timeout: deadlineMs, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024 });
}

/** The command line that runs `tool` tied to this process's life where it can (for callers that stream). */
export async function mediaToolCommand(tool: 'ffmpeg' | 'ffprobe', args: string[]): Promise<[string, string[]]> {
  // setpriv sets the signal, then execs the tool in its place: a SIGKILL sent to the child reaches the tool itself.
  return (await canTieToWorker()) ? ['setpriv', ['--pdeathsig', 'KILL', '--', tool, ...args]] : [tool, args];
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
