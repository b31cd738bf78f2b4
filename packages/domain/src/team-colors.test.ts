import { describe, expect, it } from 'vitest';
import { FALLBACK_COLORS, contrastOnWhite, readableColor, teamColors } from './team-colors.js';

const teams = { home: { color: '#ea580c' }, away: { color: '#1d4ed8' } };

describe('team colours on the charts and in the PDF', () => {
  it("uses each team's colour, and a fallback when a team has none or one that is not a colour", () => {
    expect(teamColors(teams)).toEqual({ home: '#ea580c', away: '#1d4ed8' });
    const plain = { home: { ...teams.home, color: undefined }, away: { ...teams.away, color: 'blue-ish' } };
    expect(teamColors(plain)).toEqual(FALLBACK_COLORS);
  });

  it('darkens a colour that would vanish on white (white or yellow kits) until it stands out 3:1', () => {
    for (const color of ['#ffffff', '#ffff00', '#fde68a', '#FFF', '#f97316']) {
      const drawn = readableColor(color, '#000000');
      expect(drawn).not.toBe(color);
      expect(contrastOnWhite(drawn)).toBeGreaterThanOrEqual(3);
    }
    expect(readableColor('#1d4ed8', '#000000')).toBe('#1d4ed8');
  });

  it('never draws both teams in the same colour', () => {
    const same = { home: { ...teams.home, color: '#1D4ED8' }, away: { ...teams.away, color: '#1d4ed8' } };
    const colors = teamColors(same);
    expect(colors.home).toBe('#1d4ed8');
    expect(colors.away).toBe(FALLBACK_COLORS.home);
  });
});
