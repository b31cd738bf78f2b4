import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './auth-card';

describe('safeReturnPath', () => {
  it('returns to a path of ours, with its query', () => {
    expect(safeReturnPath('/pricing')).toBe('/pricing');
    expect(safeReturnPath('/dashboard?session_id=abc')).toBe('/dashboard?session_id=abc');
    expect(safeReturnPath('/invite/abc123')).toBe('/invite/abc123');
  });

  it('never leaves the site, whatever `from` says', () => {
    for (const hostile of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(safeReturnPath(hostile)).toBe('/');
    }
    expect(safeReturnPath(null, '/upload')).toBe('/upload');
  });
});
