import { describe, expect, it } from 'vitest';
import { servedContentType } from './stored-file.js';

describe('the type a stored file is served with', () => {
  it('sends the video types we store and poster JPEGs as they are', () => {
    for (const type of ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/x-ms-wmv', 'video/webm', 'image/jpeg'])
      expect(servedContentType(type), type).toEqual({ type, attachment: false });
    expect(servedContentType('Video/MP4; codecs="avc1"')).toEqual({ type: 'video/mp4', attachment: false });
  });

  it('sends anything else as an opaque download: never a type a browser renders as a page', () => {
    for (const type of [
      'text/html',
      'text/html; charset=utf-8',
      'image/svg+xml',
      'application/xhtml+xml',
      'text/xml',
      'video/',
      '',
      null,
      undefined,
    ])
      expect(servedContentType(type), String(type)).toEqual({ type: 'application/octet-stream', attachment: true });
  });
});
