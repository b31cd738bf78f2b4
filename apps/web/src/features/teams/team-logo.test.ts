import { describe, expect, it } from 'vitest';
import { badgeTextColor } from './team-logo';

describe('a team badge without a logo', () => {
  it('writes the short name in whichever of dark and white stands out more on the team colour', () => {
    expect(badgeTextColor('#ffffff')).toBe('#0f172a');
    expect(badgeTextColor('#facc15')).toBe('#0f172a');
    expect(badgeTextColor('#000000')).toBe('#ffffff');
    expect(badgeTextColor('#1d4ed8')).toBe('#ffffff');
    // A colour that is not #rrggbb (never stored, but not this badge's to trust) gets dark text.
    expect(badgeTextColor('orange')).toBe('#0f172a');
  });
});
