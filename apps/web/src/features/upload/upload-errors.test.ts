import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_FAILURE, shouldRetryUpload, uploadErrorMessage } from './upload-errors';

const answered = (status: number, body: string) => ({
  message: `tus: unexpected response, response code: ${status}, response text: ${body}`,
  originalRequest: {},
  originalResponse: { getStatus: () => status, getBody: () => body },
});

describe('the Upload Failed message (spec §8)', () => {
  it("says 'Please log in again' for a lost session", () => {
    expect(uploadErrorMessage(answered(401, '{"error":{"code":"unauthorized","message":"Unauthorized"}}'))).toBe(
      'Please log in again',
    );
    expect(uploadErrorMessage(new Error('Unauthorized'))).toBe('Please log in again');
  });

  it("says 'No games remaining in your package' when the credit is spent", () => {
    expect(uploadErrorMessage(answered(409, 'No games remaining'))).toBe('No games remaining in your package');
  });

  it("shows the server's own message otherwise, or the default when it sent none", () => {
    expect(uploadErrorMessage(answered(422, 'This file is not a video we can read.'))).toBe(
      'This file is not a video we can read.',
    );
    expect(uploadErrorMessage(answered(500, ''))).toBe(DEFAULT_UPLOAD_FAILURE);
  });

  it("says 'Upload failed - no response from server' when nothing answered, and 'An unknown error occurred' for the rest", () => {
    expect(uploadErrorMessage({ message: 'tus: failed to upload chunk', originalRequest: {}, originalResponse: null })).toBe(
      'Upload failed - no response from server',
    );
    expect(uploadErrorMessage(undefined)).toBe('An unknown error occurred');
    expect(uploadErrorMessage({})).toBe('An unknown error occurred');
  });
});

describe('retrying a failed upload request', () => {
  it('retries network failures, server errors and locks, but not a spent credit or a refusal', () => {
    expect(shouldRetryUpload({ originalResponse: null })).toBe(true);
    expect(shouldRetryUpload(answered(503, ''))).toBe(true);
    expect(shouldRetryUpload(answered(423, ''))).toBe(true);
    expect(shouldRetryUpload(answered(409, 'No games remaining'))).toBe(false);
    expect(shouldRetryUpload(answered(413, 'The file is too large'))).toBe(false);
    expect(shouldRetryUpload(answered(401, 'Unauthorized'))).toBe(false);
  });
});
