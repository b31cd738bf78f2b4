import { footageInputGuard } from './media-commands.js';
import { runMediaTool } from './media-process.js';

/** How long ffprobe may take to read a file's header: it reads a few MB at most, so a minute is generous. */
export const PROBE_DEADLINE_MS = 60_000;

/**
 * The only types footage is stored and served with, and the extension its storage key gets. Each is a video
 * type a browser will not render as a page; which one a file gets is decided by probing, never by a name,
 * a client's claim or a remote server's header.
 */
export const VIDEO_CONTENT_TYPES = {
  'video/mp4': '.mp4',
  'video/quicktime': '.mov',
  'video/x-msvideo': '.avi',
  'video/x-ms-wmv': '.wmv',
  'video/webm': '.webm',
  'video/x-matroska': '.mkv',
  'video/mp2t': '.ts',
  'video/mpeg': '.mpg',
} as const;

export type VideoContentType = keyof typeof VIDEO_CONTENT_TYPES;

export const isVideoContentType = (type: string | null | undefined): type is VideoContentType =>
  typeof type === 'string' && Object.hasOwn(VIDEO_CONTENT_TYPES, type);

/** Codecs that only WebM (of the Matroska family) is expected to carry. */
const WEBM_CODECS = new Set(['vp8', 'vp9', 'av1']);

/**
 * The video type of a container, from ffprobe's `format_name` (a comma-separated list of the demuxer's
 * names), the file's `major_brand` (MOV and MP4 share a demuxer) and the video codec. Null for every other
 * container: ffprobe also reads still images (png_pipe, image2), GIFs and other formats that are not a
 * recording of a game, and those are refused rather than stored under a made-up video type.
 */
export function videoContentType(formatName: string, majorBrand?: string, codec?: string): VideoContentType | null {
  const names = new Set(formatName.split(',').map((name) => name.trim()));
  if (names.has('mov') || names.has('mp4')) return majorBrand?.trim() === 'qt' ? 'video/quicktime' : 'video/mp4';
  if (names.has('avi')) return 'video/x-msvideo';
  if (names.has('asf')) return 'video/x-ms-wmv';
  if (names.has('matroska') || names.has('webm')) return WEBM_CODECS.has(codec ?? '') ? 'video/webm' : 'video/x-matroska';
  if (names.has('mpegts')) return 'video/mp2t';
  if (names.has('mpeg')) return 'video/mpeg';
  return null;
}

export interface VideoFacts {
  durationSeconds: number | null;
  width: number;
  height: number;
  codec: string;
  /** Found by probing the container (see videoContentType). */
  contentType: VideoContentType;
}

interface ProbeOutput {
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; duration?: string }[];
  format?: { duration?: string; format_name?: string; tags?: { major_brand?: string } };
}

/**
 * Reads ffprobe's JSON: the first video stream's facts and the container's type, or null when the file has
 * no video stream or is not in a video container we keep.
 */
export function parseProbeOutput(json: string): VideoFacts | null {
  let output: ProbeOutput;
  try {
    output = JSON.parse(json) as ProbeOutput;
  } catch {
    return null;
  }
  const video = output.streams?.find((stream) => stream.codec_type === 'video' && (stream.width ?? 0) > 0);
  if (!video?.width || !video.height) return null;
  const contentType = videoContentType(output.format?.format_name ?? '', output.format?.tags?.major_brand, video.codec_name);
  if (!contentType) return null;
  const duration = Number(output.format?.duration ?? video.duration);
  return {
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
    width: video.width,
    height: video.height,
    codec: video.codec_name ?? 'unknown',
    contentType,
  };
}

/** Asks ffprobe what a file holds; null when it is not a video ffprobe can read (a renamed PDF, say). */
export async function probeVideo(filePath: string): Promise<VideoFacts | null> {
  try {
    const { stdout } = await runMediaTool(
      'ffprobe',
      ['-v', 'error', ...footageInputGuard(), '-print_format', 'json', '-show_format', '-show_streams', filePath],
      PROBE_DEADLINE_MS,
    );
    return parseProbeOutput(stdout);
  } catch {
    return null;
  }
}
