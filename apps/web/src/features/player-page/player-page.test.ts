import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { planParts } from '../stats/playlists';
import { render, text } from '../organizations/organization-test-data';
import {
  NOT_RECORDED,
  WATCH_FIGURES,
  crossGamePlaylist,
  playerLogRows,
  seasonLineRows,
  type WatchFigure,
} from './player-figures';
import type { PlayerSeason } from './player-page-api';
import { piaPage } from './player-page-test-data';
import { PlayerGameLog, PlayerSeasonLine } from './player-tables';

const figure = (key: (typeof WATCH_FIGURES)[number]['key']): WatchFigure => {
  const found = WATCH_FIGURES.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no figure ${key}`);
  return found;
};

/** The season as games without a clock, lineups or the fouls' drawers record it: no MIN, no +/-, no FD. */
function unrecorded(season: PlayerSeason): PlayerSeason {
  return {
    ...season,
    seconds: null,
    plusMinus: null,
    perMinutes: null,
    sheet: { ...season.sheet, fd: null, fdGames: 0, perGame: { ...season.sheet.perGame, fd: null } },
    log: season.log.map(({ gameId, line }) => ({ gameId, line: { ...line, seconds: null, plusMinus: null } })),
  };
}

describe("a player's season line", () => {
  const season = piaPage().season;
  if (!season) throw new Error('Pia has a season');

  it('reads each figure over the season and per game, shooting as made-attempted with the season’s percentage', () => {
    const rows = Object.fromEntries(seasonLineRows(season).map((row) => [row.label, [row.season, row.perGame]]));
    expect(rows).toMatchObject({
      GP: ['3', ''],
      PTS: ['11', '3.7'],
      REB: ['1', '0.3'],
      TOV: ['1', '0.3'],
      FG: ['4-5 (80.0%)', '1.3-1.7'],
      '3P': ['3-3 (100.0%)', '1.0-1.0'],
      // No free throw: no percentage, never 0.
      FT: ['0-0 (–)', '0.0-0.0'],
      MIN: ['120', '40.0'],
      '+/-': ['+8', '+2.7'],
      FD: ['0', '0.0'],
    });
  });

  it('says "not recorded" for minutes, +/- and fouls drawn no game of theirs recorded, never 0', () => {
    const rows = seasonLineRows(unrecorded(season)).filter((row) => ['MIN', '+/-', 'FD'].includes(row.label));
    expect(rows.map((row) => [row.label, row.season, row.perGame])).toEqual([
      ['MIN', NOT_RECORDED, NOT_RECORDED],
      ['+/-', NOT_RECORDED, NOT_RECORDED],
      ['FD', NOT_RECORDED, NOT_RECORDED],
    ]);
    const html = text(render(createElement(PlayerSeasonLine, { season: unrecorded(season) })));
    expect(html).toContain('MINnot recordednot recorded');
    expect(html).not.toMatch(/MIN0/);
  });
});

describe("a player's game log", () => {
  it('lists every game of theirs, oldest first, with the day, the opponent, home or away and their line', () => {
    const view = piaPage();
    expect(playerLogRows(view).map((row) => [row.gameId, row.date, row.opponent, row.homeAway, row.line?.pts])).toEqual([
      ['g1', 'Nov 1, 2026', 'vs Hawks', 'Home', 3],
      ['g2', 'Nov 8, 2026', 'at Owls', 'Away', 3],
      ['g3', 'Nov 15, 2026', 'vs Eagles', 'Home', 5],
    ]);
    const html = render(createElement(PlayerGameLog, { view }));
    // Each game opens its page.
    expect([...html.matchAll(/href="(\/games\/\w+)"/g)].map(([, href]) => href)).toEqual(['/games/g1', '/games/g2', '/games/g3']);
  });

  it('reads the days as plain text, not links, when the team keeps its games to the coaches', () => {
    const html = render(createElement(PlayerGameLog, { view: piaPage(), linked: false }));
    expect(html).not.toContain('href=');
    expect(text(html)).toContain('Nov 1, 2026vs HawksHome');
  });

  it('reads n/r where a game recorded no minutes or +/-, with its legend, and "Did not play" for a game without their line', () => {
    const view = piaPage();
    const season = view.season && unrecorded(view.season);
    if (!season) throw new Error('Pia has a season');
    // Minutes in g1 only: the column stays, the other games read n/r.
    const mixed = {
      ...view,
      season: {
        ...season,
        log: season.log.map((entry, index) => (index === 0 ? { ...entry, line: { ...entry.line, seconds: 600 } } : entry)),
      },
    };
    const html = text(render(createElement(PlayerGameLog, { view: mixed })));
    expect(html).toContain('MIN');
    expect(html).toContain('n/r');
    expect(html).toContain('n/r: not recorded in that game.');
    expect(html).not.toContain('+/-');

    const benched = { ...view, season: { ...season, log: season.log.filter((entry) => entry.gameId !== 'g2') } };
    expect(text(render(createElement(PlayerGameLog, { view: benched })))).toContain('at OwlsAwayDid not play');
  });
});

describe("a player's plays across games", () => {
  const { games } = piaPage();
  const playlist = (key: Parameters<typeof figure>[0], of = games) => crossGamePlaylist(of, figure(key), '#7 Pia Player');
  const ids = (key: Parameters<typeof figure>[0]) => playlist(key).parts.flatMap((part) => part.plays.map((play) => play.id));

  it('plays a figure of every game whose footage is kept, in the log’s order, each game from its own footage', () => {
    const threes = playlist('fg3m');
    expect(threes.title).toBe('#7 Pia Player — made threes');
    // g2's footage was deleted: its three is not played.
    expect(threes.parts.map((part) => [part.src, part.label, part.plays.map((play) => play.id)])).toEqual([
      ['/api/games/g1/video', 'vs Hawks, Nov 1, 2026', ['g1-p0']],
      ['/api/games/g3/video', 'vs Eagles, Nov 15, 2026', ['g3-p0']],
    ]);
    expect(threes.count).toBe(2);
    // Each game's periods go along, for "Q1" rather than "Period 1" while its plays play.
    expect(threes.parts.map((part) => part.periods)).toEqual([4, 4]);
    // Only the games whose footage was deleted: nothing to watch.
    expect(
      playlist(
        'fg3m',
        games.filter((game) => !game.footageKept),
      ),
    ).toMatchObject({ parts: [], count: 0 });
  });

  it('finds the plays each figure counts, theirs only: made or missed shots, turnovers, rebounds', () => {
    // The Eagles' three (g3-p2) is not hers.
    expect(ids('fgm')).toEqual(['g1-p0', 'g3-p0', 'g3-p1']);
    expect(ids('missed')).toEqual(['g1-p2']);
    expect(ids('tov')).toEqual(['g1-p1']);
    expect(ids('reb')).toEqual(['g1-p3']);
    expect(ids('stl')).toEqual(['g1-p4']);
    expect(playlist('ast')).toMatchObject({ parts: [], count: 0 });
  });

  it('counts only the clips on the footage: a play past its end has none', () => {
    expect(playlist('stl').count).toBe(0);
    expect(playlist('fgm').count).toBe(3);
  });

  it("never merges two games' windows, however near their plays sit on their own footage", () => {
    const plan = planParts(playlist('fgm').parts);
    expect(plan.windows.map((window) => [window.part, window.startMs, window.endMs])).toEqual([
      [0, 0, 3000],
      [1, 0, 5000],
      [1, 34_000, 42_000],
    ]);
    expect(plan.items.map((item) => [item.part, item.window, item.play.id])).toEqual([
      [0, 0, 'g1-p0'],
      [1, 1, 'g3-p0'],
      [1, 2, 'g3-p1'],
    ]);
  });
});
