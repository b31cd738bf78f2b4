/** Every state a game passes through (DESIGN.md §4). */
export const GAME_STATUSES = [
  'uploading',
  'queued',
  'preparing',
  'ready',
  'in_analysis',
  'in_review',
  'completed',
  'failed',
  'cancelled',
] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** What a customer is told: every state from queued to in_review is 'processing'. */
export type CustomerGameStatus = 'uploading' | 'processing' | 'completed' | 'failed' | 'cancelled';

/** Maps a game's internal status to the one its owner sees. */
export function customerStatusOf(status: GameStatus): CustomerGameStatus {
  switch (status) {
    case 'queued':
    case 'preparing':
    case 'ready':
    case 'in_analysis':
    case 'in_review':
      return 'processing';
    case 'uploading':
    case 'completed':
    case 'failed':
    case 'cancelled':
      return status;
  }
}

/** The file types a game may be uploaded as (spec: MP4, MOV, AVI, WMV). */
export const VIDEO_EXTENSIONS = ['.mp4', '.mov', '.avi', '.wmv'] as const;
export const VIDEO_MIME_TYPES: Record<string, (typeof VIDEO_EXTENSIONS)[number][]> = {
  'video/mp4': ['.mp4'],
  'video/quicktime': ['.mov'],
  'video/x-msvideo': ['.avi'],
  'video/avi': ['.avi'],
  'video/x-ms-wmv': ['.wmv'],
};

/** The extension of a file name, lower case with its dot, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/** Whether a file name ends in one of the accepted video extensions. */
export function isAcceptedVideoName(fileName: string): boolean {
  return (VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

/** A game's name from its file: the file name without its extension (spec §7). */
export function gameNameFromFile(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim() || 'Untitled game';
}

/** A size in bytes as the upload widget shows it, in MB with two decimals. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
