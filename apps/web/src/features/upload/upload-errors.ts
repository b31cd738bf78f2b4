/** What the Upload Failed screen says when the failure has no message of its own (spec §2). */
export const DEFAULT_UPLOAD_FAILURE =
  'There was an error uploading your game. Please try again or contact support if the problem persists.';

/** The parts of a tus-js-client DetailedError (or any error) that the mapping reads. */
export interface UploadFailure {
  message?: string;
  originalResponse?: { getStatus(): number; getBody(): string } | null;
  originalRequest?: unknown;
}

/** Maps a server's words to the spec's (§8): the text shown on the Upload Failed screen. */
export function mapUploadMessage(message: string): string {
  if (message.includes('Unauthorized')) return 'Please log in again';
  if (message.includes('No games remaining')) return 'No games remaining in your package';
  return message;
}

/**
 * The message for a failed upload: the server's answer mapped as the spec says; no answer at all is 'Upload
 * failed - no response from server'; anything else unknown is 'An unknown error occurred'.
 */
export function uploadErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'An unknown error occurred';
  const failure = error as UploadFailure;
  const response = failure.originalResponse;
  if (response) {
    if (response.getStatus() === 401) return 'Please log in again';
    const body = response.getBody().trim();
    return body ? mapUploadMessage(body) : DEFAULT_UPLOAD_FAILURE;
  }
  if (failure.originalRequest) return 'Upload failed - no response from server';
  return failure.message ? mapUploadMessage(failure.message) : 'An unknown error occurred';
}

/** Whether tus-js-client should try a failed request again: not when the answer will not change. */
export function shouldRetryUpload(error: UploadFailure): boolean {
  const response = error.originalResponse;
  if (!response) return true;
  const status = response.getStatus();
  if (response.getBody().includes('No games remaining')) return false;
  return status >= 500 || status === 423 || (status === 409 && !response.getBody().trim());
}
