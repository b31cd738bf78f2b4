import { describe, expect, it } from 'vitest';
import { TEAM_LOGO_MAX_BYTES, TEAM_LOGO_MESSAGES, teamLogoFileProblem } from './teams.js';

describe('a chosen team logo file', () => {
  it('may be a PNG, JPEG or WebP image of up to 512 KB', () => {
    expect(teamLogoFileProblem({ type: 'image/png', size: 1 })).toBeNull();
    expect(teamLogoFileProblem({ type: 'image/jpeg', size: TEAM_LOGO_MAX_BYTES })).toBeNull();
    expect(teamLogoFileProblem({ type: 'image/webp', size: 2048 })).toBeNull();
  });

  it('is refused with the words the server uses when it is another type or too large', () => {
    expect(teamLogoFileProblem({ type: 'image/svg+xml', size: 100 })).toBe('A logo must be a PNG, JPEG or WebP image');
    expect(teamLogoFileProblem({ type: '', size: 100 })).toBe(TEAM_LOGO_MESSAGES.wrongType);
    expect(teamLogoFileProblem({ type: 'image/png', size: TEAM_LOGO_MAX_BYTES + 1 })).toBe('A logo can be at most 512 KB');
  });
});
