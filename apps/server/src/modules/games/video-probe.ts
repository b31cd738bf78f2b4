import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface VideoFacts {
  durationSeconds: number | null;
  width: number;
  height: number;
  codec: string;
}

interface ProbeOutput {
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; duration?: string }[];
  format?: { duration?: string };
}

/** Reads ffprobe's JSON: the first video stream's facts, or null when the file has no video stream. */
export function parseProbeOutput(json: string): VideoFacts | null {
  let output: ProbeOutput;
  try {
    output = JSON.parse(json) as ProbeOutput;
  } catch {
    return null;
  }
  const video = output.streams?.find((stream) => stream.codec_type === 'video' && (stream.width ?? 0) > 0);
  if (!video?.width || !video.height) return null;
  const duration = Number(output.format?.duration ?? video.duration);
  return {
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
    width: video.width,
    height: video.height,
    codec: video.codec_name ?? 'unknown',
  };
}

/** Asks ffprobe what a file holds; null when it is not a video ffprobe can read (a renamed PDF, say). */
export async function probeVideo(filePath: string): Promise<VideoFacts | null> {
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', filePath], {
      timeout: 60_000,
      maxBuffer: 8 * 1024 * 1024,
    });
    return parseProbeOutput(stdout);
  } catch {
    return null;
  }
}
