import type { MemberRole } from '@courtside/domain';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { clientWith, meAs, render, text } from '../organizations/organization-test-data';
import { YourPlayReports } from '../play-reports/your-play-reports';
import { playReportsQuery, type PlayReport } from '../play-reports/play-reports-api';
import ReelsPanel from './reels-panel';
import { gameReelsQuery } from './reels-api';

const REPORT: PlayReport = {
  id: 'r1',
  playId: 'p1',
  kind: 'player',
  note: 'It was #5',
  status: 'open',
  decisionNote: null,
  createdAt: '2024-01-12T12:00:00.000Z',
  decidedAt: null,
};

/** The panel or list as `role` sees it, with the game's reels and reports already answered. */
function shown(role: MemberRole, element: 'reels' | 'reports'): string {
  const client = clientWith(meAs(role));
  client.setQueryData(gameReelsQuery('g1').queryKey, { reels: [], reelsLeftToday: 3, footageDeletesAt: null });
  client.setQueryData(playReportsQuery('g1').queryKey, [REPORT]);
  const plays = [{ id: 'p1', period: 1, clock: 300, description: '#4 Sam Smith makes a 2-pt shot' }];
  return text(
    render(
      element === 'reels' ? createElement(ReelsPanel, { gameId: 'g1' }) : createElement(YourPlayReports, { gameId: 'g1', plays }),
      client,
    ),
  );
}

describe("a game's reels and play reports, by the member's role (DESIGN.md's roles table)", () => {
  it('lists the reels to those who make them, and tells a player who does', () => {
    for (const role of ['owner', 'manager', 'coach', 'viewer'] as const)
      expect(shown(role, 'reels'), role).toContain('No reels yet.');
    expect(shown('player', 'reels')).toBe("Reels of this game are made by your organization's owners, managers and coaches.");
  });

  it('lists the reports to those who file them, and nothing to a viewer or a player', () => {
    for (const role of ['owner', 'manager', 'coach'] as const) expect(shown(role, 'reports'), role).toContain('It was #5');
    for (const role of ['viewer', 'player'] as const) expect(shown(role, 'reports'), role).toBe('');
  });
});
