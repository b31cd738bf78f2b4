import { describe, expect, it } from 'vitest';
import { logoTypeOf, logoUrlOf, newLogoKey } from './teams-logo.js';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'ascii') : Buffer.from(part))));

describe('a logo’s type, read from its first bytes', () => {
  it('knows PNG, JPEG and WebP', () => {
    expect(logoTypeOf(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], 'rest'))).toBe('image/png');
    expect(logoTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(logoTypeOf(bytes('RIFF', [0x1a, 0, 0, 0], 'WEBPVP8L'))).toBe('image/webp');
  });

  it('refuses everything else: SVG, GIF, other RIFF files, text, a cut-off signature, nothing', () => {
    expect(logoTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(logoTypeOf(bytes('GIF89a'))).toBeNull();
    expect(logoTypeOf(bytes('RIFF', [0x1a, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(logoTypeOf(bytes('hello.png'))).toBeNull();
    expect(logoTypeOf(bytes([0x89], 'PNG'))).toBeNull();
    expect(logoTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('a logo’s key and address', () => {
  it('gets a fresh key per upload, and an address that changes with it', () => {
    const team = '0b6f3c2e-8a36-4c1e-9d7c-6c4b0f1f2a11';
    const first = newLogoKey(team, 'image/jpeg');
    const second = newLogoKey(team, 'image/jpeg');
    expect(first).toMatch(new RegExp(`^teams/${team}/logo-[0-9a-f]{24}\\.jpg$`));
    expect(second).not.toBe(first);
    expect(logoUrlOf({ id: team, logoKey: first })).toBe(`/api/teams/${team}/logo?v=${first.slice(-28, -4)}`);
    expect(logoUrlOf({ id: team, logoKey: second })).not.toBe(logoUrlOf({ id: team, logoKey: first }));
    expect(logoUrlOf({ id: team, logoKey: null })).toBeNull();
  });
});
