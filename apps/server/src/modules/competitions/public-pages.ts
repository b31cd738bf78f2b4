import { createHash } from 'node:crypto';
import {
  LEADER_LABELS,
  TIE_BREAK_LABELS,
  effOf,
  formatShortDate,
  ladderPercentText,
  placeText,
  pointsText,
  qualificationText,
  qualificationOf,
  type LadderRow,
  type LeaderBoard,
  type PlayerLine,
  type StatLine,
} from '@courtside/domain';
import {
  boxShown,
  playerSeason,
  teamFixtures,
  teamPlayers,
  type FixtureRow,
  type PublicSnapshot,
  type TeamRow,
} from './public-competitions.js';

// The public competition pages (`/c/:slug/...`) and the widgets (`/embed/c/:slug/...`), drawn by the server as plain
// HTML with one inline style sheet and no script: readable without JavaScript, fast on a phone, identical for every
// reader. Pure: a snapshot in, a page out.

export interface DrawnPage {
  html: string;
  /** The style sheet's hash, for the page's Content-Security-Policy. */
  styleHash: string;
}

const STYLE = `
:root{color-scheme:light;--ink:#111827;--muted:#4b5563;--line:#e5e7eb;--accent:#1d4ed8;--bg:#fff;--soft:#f3f4f6}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
a{color:var(--accent)}
header.site{background:#0f172a;color:#fff;padding:12px 16px}
header.site a{color:#fff;text-decoration:none}
header.site .season{color:#cbd5e1;font-size:14px}
nav.tabs{display:flex;gap:4px;overflow-x:auto;padding:0 8px;border-bottom:1px solid var(--line);background:var(--soft)}
nav.tabs a{display:inline-block;padding:12px 10px;min-height:48px;white-space:nowrap;text-decoration:none;color:var(--ink)}
nav.tabs a[aria-current=page]{font-weight:700;border-bottom:3px solid var(--accent)}
main{max-width:960px;margin:0 auto;padding:16px}
h1{font-size:24px;margin:0 0 4px}
h2{font-size:19px;margin:24px 0 8px}
p.lede,.muted{color:var(--muted)}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;border:1px solid var(--line);border-radius:8px}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums;font-size:15px}
caption{text-align:left;padding:8px;font-weight:600}
th,td{padding:8px 6px;text-align:right;border-bottom:1px solid var(--line);white-space:nowrap}
th{background:var(--soft);font-weight:600}
th.name,td.name{text-align:left;position:sticky;left:0;background:var(--bg)}
th.name{background:var(--soft)}
td.name a{display:inline-block;padding:4px 0}
tbody tr:last-child td{border-bottom:0}
.swatch{display:inline-block;vertical-align:middle;margin-right:6px}
ul.plain{list-style:none;padding:0;margin:0}
ul.fixtures li{padding:10px 0;border-bottom:1px solid var(--line)}
.score{font-weight:700}
.tag{display:inline-block;font-size:13px;padding:0 6px;border-radius:4px;background:var(--soft);color:var(--muted)}
.ties li{margin:4px 0}
.downloads a{display:inline-block;margin:4px 12px 4px 0;padding:8px 0}
footer{max-width:960px;margin:24px auto;padding:16px;color:var(--muted);font-size:14px;border-top:1px solid var(--line)}
.embed main{padding:8px}
@media print{nav.tabs,.downloads,footer{display:none}header.site{background:none;color:#000}header.site a{color:#000}.scroll{overflow:visible;border:0}th.name,td.name{position:static}}
`.trim();

export const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const dayText = (date: string) => formatShortDate(`${date}T00:00:00Z`, 'UTC');
const oneDecimal = (value: number) => value.toFixed(1);
const percent = (made: number, attempts: number) => (attempts === 0 ? '–' : ((100 * made) / attempts).toFixed(1));

function swatch(color: string): string {
  const fill = /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#9ca3af';
  return `<svg class="swatch" width="12" height="12" aria-hidden="true" focusable="false"><rect width="12" height="12" rx="2" fill="${fill}"/></svg>`;
}

interface Paths {
  base: string;
  /** Where links of an embed go: the full pages, in the reader's window. */
  target: string;
}

const pathsOf = (snapshot: PublicSnapshot, embed = false): Paths => ({
  base: `/c/${encodeURIComponent(snapshot.competition.slug)}`,
  target: embed ? ' target="_top"' : '',
});

const teamName = (snapshot: PublicSnapshot, id: string) => snapshot.teamById.get(id)?.name ?? 'Unknown team';

function teamLink(snapshot: PublicSnapshot, id: string, paths: Paths): string {
  const team = snapshot.teamById.get(id);
  if (!team) return 'Unknown team';
  return `${swatch(team.color)}<a href="${paths.base}/teams/${team.id}"${paths.target}>${escapeHtml(team.name)}</a>`;
}

function fixtureStatusText(fixture: FixtureRow): string {
  switch (fixture.status) {
    case 'played':
      return `${String(fixture.homeScore)}–${String(fixture.awayScore)}`;
    case 'forfeit':
      return `${String(fixture.homeScore)}–${String(fixture.awayScore)} (forfeit)`;
    case 'postponed':
      return 'Postponed';
    case 'cancelled':
      return 'Cancelled';
    case 'scheduled':
      return fixture.time;
  }
}

function ordinal(place: number): string {
  const teen = place % 100 >= 11 && place % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th');
  return `${String(place)}${suffix}`;
}

const decided = (fixture: FixtureRow) => fixture.status === 'played' || fixture.status === 'forfeit';
const stageText = (fixture: FixtureRow) =>
  fixture.stage === 'regular'
    ? `Round ${String(fixture.round)}`
    : `${fixture.stage.charAt(0).toUpperCase()}${fixture.stage.slice(1)}`;

function fixtureItem(snapshot: PublicSnapshot, fixture: FixtureRow, paths: Paths): string {
  const result = decided(fixture)
    ? `<a class="score" href="${paths.base}/games/${fixture.id}"${paths.target}>${escapeHtml(fixtureStatusText(fixture))}</a>`
    : `<span class="tag">${escapeHtml(fixtureStatusText(fixture))}</span>`;
  const venue = fixture.venue ? ` · ${escapeHtml(fixture.venue)}` : '';
  return `<li><div>${teamLink(snapshot, fixture.homeTeamId, paths)} v ${teamLink(snapshot, fixture.awayTeamId, paths)} ${result}</div><div class="muted">${escapeHtml(stageText(fixture))} · ${dayText(fixture.date)} ${escapeHtml(fixture.time)}${venue}</div></li>`;
}

function ladderTable(snapshot: PublicSnapshot, paths: Paths, full: boolean): string {
  const rows = snapshot.ladder.rows;
  if (snapshot.teams.length === 0) return '<p>No teams yet.</p>';
  const head = full
    ? ['Pos', 'Team', 'P', 'W', 'L', 'FF', 'PF', 'PA', '+/-', '%', 'Pts', 'Streak', 'Last 5', 'Home', 'Away']
    : ['Pos', 'Team', 'P', 'W', 'L', '+/-', 'Pts'];
  const titles: Record<string, string> = {
    Pos: 'Position',
    P: 'Played',
    W: 'Won',
    L: 'Lost',
    FF: 'Forfeits',
    PF: 'Points for',
    PA: 'Points against',
    '+/-': 'Points difference',
    '%': 'Percentage (points for / against x 100)',
    Pts: 'Classification points',
  };
  const cells = (row: LadderRow) => {
    const base = [placeText(row), teamLink(snapshot, row.teamId, paths), String(row.played), String(row.won), String(row.lost)];
    const difference = `${row.difference > 0 ? '+' : ''}${String(row.difference)}`;
    if (!full) return [...base, difference, String(row.classificationPoints)];
    return [
      ...base,
      String(row.forfeits),
      String(row.pointsFor),
      String(row.pointsAgainst),
      difference,
      ladderPercentText(row.percentage),
      String(row.classificationPoints),
      row.streak ?? '–',
      row.lastFive.join(' ') || '–',
      `${String(row.home.won)}-${String(row.home.lost)}`,
      `${String(row.away.won)}-${String(row.away.lost)}`,
    ];
  };
  return `<div class="scroll" role="region" aria-label="Ladder" tabindex="0"><table><caption>Ladder</caption><thead><tr>${head
    .map(
      (label, index) =>
        `<th scope="col"${index === 1 ? ' class="name"' : ''}${titles[label] ? ` title="${escapeHtml(titles[label])}"` : ''}>${escapeHtml(label)}</th>`,
    )
    .join('')}</tr></thead><tbody>${rows
    .map(
      (row) =>
        `<tr>${cells(row)
          .map((cell, index) => (index === 1 ? `<td class="name">${cell}</td>` : `<td>${cell}</td>`))
          .join('')}</tr>`,
    )
    .join('')}</tbody></table></div>`;
}

function tiesList(snapshot: PublicSnapshot): string {
  if (snapshot.tieTexts.length === 0) return '';
  return `<h2>How ties were broken</h2><ul class="ties">${snapshot.tieTexts.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>`;
}

function leaderTable(snapshot: PublicSnapshot, board: LeaderBoard, paths: Paths, limit = 10): string {
  const { label, title } = LEADER_LABELS[board.category];
  const percentage = board.category.endsWith('Pct');
  const rows = board.leaders.slice(0, limit);
  const body = rows.length
    ? rows
        .map((leader) => {
          const player = snapshot.players.get(leader.playerId);
          const name = player ? `#${escapeHtml(player.number)} ${escapeHtml(player.name)}` : 'Unknown player';
          const value = percentage
            ? `${leader.value.toFixed(1)} <span class="muted">(${String(leader.total)}/${String(leader.attempts ?? 0)})</span>`
            : oneDecimal(leader.value);
          return `<tr><td>${String(leader.rank)}</td><td class="name"><a href="${paths.base}/players/${encodeURIComponent(leader.playerId)}"${paths.target}>${name}</a></td><td class="name">${escapeHtml(teamName(snapshot, leader.teamId))}</td><td>${String(leader.games)}</td><td>${value}</td></tr>`;
        })
        .join('')
    : '<tr><td colspan="5" class="name">No qualified player yet.</td></tr>';
  return `<div class="scroll" role="region" aria-label="${escapeHtml(title)}" tabindex="0"><table><caption>${escapeHtml(title)}</caption><thead><tr><th scope="col">#</th><th scope="col" class="name">Player</th><th scope="col" class="name">Team</th><th scope="col" title="Games">G</th><th scope="col">${escapeHtml(label)}</th></tr></thead><tbody>${body}</tbody></table></div>`;
}

function statCells(line: StatLine): string[] {
  return [
    String(line.pts),
    String(line.reb),
    String(line.ast),
    String(line.stl),
    String(line.blk),
    String(line.tov),
    `${String(line.fgm)}-${String(line.fga)}`,
    `${String(line.fg3m)}-${String(line.fg3a)}`,
    `${String(line.ftm)}-${String(line.fta)}`,
    String(line.pf),
    String(effOf(line)),
  ];
}
const STAT_HEADS = ['PTS', 'REB', 'AST', 'STL', 'BLK', 'TOV', 'FG', '3P', 'FT', 'PF', 'EFF'];

function head(labels: readonly string[], names: number[] = [0]): string {
  return `<thead><tr>${labels.map((label, index) => `<th scope="col"${names.includes(index) ? ' class="name"' : ''}>${escapeHtml(label)}</th>`).join('')}</tr></thead>`;
}

interface Layout {
  title: string;
  description: string;
  path: string;
  current: 'overview' | 'ladder' | 'fixtures' | 'leaders' | 'teams' | 'none';
  body: string;
  baseUrl: string;
  embed?: boolean;
}

function layout(snapshot: PublicSnapshot, page: Layout): DrawnPage {
  const { competition } = snapshot;
  const paths = pathsOf(snapshot);
  const noindex = competition.visibility !== 'public' || page.embed;
  const full = `${competition.name} ${competition.seasonLabel}`;
  const title = page.title ? `${page.title} · ${full}` : full;
  const url = `${page.baseUrl}${page.path}`;
  const tabs = (
    [
      ['overview', '', 'Overview'],
      ['ladder', '/ladder', 'Ladder'],
      ['fixtures', '/fixtures', 'Fixtures & results'],
      ['leaders', '/leaders', 'Leaders'],
      ['teams', '/teams', 'Teams'],
    ] as const
  )
    .map(
      ([key, path, label]) => `<a href="${paths.base}${path}"${page.current === key ? ' aria-current="page"' : ''}>${label}</a>`,
    )
    .join('');
  const chrome = page.embed
    ? `<main>${page.body}</main>`
    : `<header class="site"><a href="${paths.base}"><strong>${escapeHtml(competition.name)}</strong></a> <span class="season">${escapeHtml(competition.seasonLabel)}</span></header><nav class="tabs" aria-label="Competition">${tabs}</nav><main>${page.body}</main><footer>Box scores and video by <a href="/">Courtside</a>.</footer>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(page.description)}">${noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeHtml(url)}">`}<meta property="og:type" content="website"><meta property="og:title" content="${escapeHtml(title)}"><meta property="og:description" content="${escapeHtml(page.description)}"><meta property="og:url" content="${escapeHtml(url)}"><meta property="og:site_name" content="Courtside"><meta name="twitter:card" content="summary"><style>${STYLE}</style></head><body${page.embed ? ' class="embed"' : ''}>${chrome}</body></html>`;
  return { html, styleHash: STYLE_HASH };
}

function downloads(snapshot: PublicSnapshot, names: [string, string][]): string {
  const api = `/api/public/competitions/${encodeURIComponent(snapshot.competition.slug)}`;
  return `<p class="downloads">${names.map(([path, label]) => `<a href="${api}${path}">${escapeHtml(label)}</a>`).join('')}</p>`;
}

/** The finals as they stand: each match with its teams (or the match whose winner it awaits) and its result. */
function bracketSection(snapshot: PublicSnapshot, paths: Paths): string {
  if (!snapshot.bracket) return '';
  const side = (teamId: string | null, from: string | null) =>
    teamId ? teamLink(snapshot, teamId, paths) : `<span class="muted">Winner of ${escapeHtml(from ?? '')}</span>`;
  const items = snapshot.bracket.map(({ match, homeTeamId, awayTeamId, fixture }) => {
    const row = fixture ? snapshot.fixtures.find((candidate) => candidate.finalsMatch === match.id) : undefined;
    const result = row
      ? decided(row)
        ? `<a class="score" href="${paths.base}/games/${row.id}"${paths.target}>${escapeHtml(fixtureStatusText(row))}</a>`
        : `<span class="tag">${dayText(row.date)} ${escapeHtml(row.time)}</span>`
      : '<span class="tag">To be drawn</span>';
    const label = `${match.stage.charAt(0).toUpperCase()}${match.stage.slice(1)}`;
    return `<li><div>${side(homeTeamId, 'winnerOf' in match.home ? match.home.winnerOf : null)} v ${side(awayTeamId, 'winnerOf' in match.away ? match.away.winnerOf : null)} ${result}</div><div class="muted">${escapeHtml(match.id)} · ${escapeHtml(label)}</div></li>`;
  });
  return `<h2>Finals</h2><ul class="plain fixtures">${items.join('')}</ul>`;
}

export function overviewPage(snapshot: PublicSnapshot, baseUrl: string): DrawnPage {
  const paths = pathsOf(snapshot);
  const results = snapshot.fixtures.filter(decided).slice(-5).reverse();
  const upcoming = snapshot.fixtures
    .filter((fixture) => fixture.status === 'scheduled' || fixture.status === 'postponed')
    .slice(0, 5);
  const boards = snapshot.leaders.filter((board) => ['pts', 'reb', 'ast'].includes(board.category));
  const { competition } = snapshot;
  const body = [
    `<h1>${escapeHtml(competition.name)}</h1><p class="lede">${escapeHtml(competition.seasonLabel)} · ${String(snapshot.teams.length)} teams · ${String(snapshot.fixtures.length)} fixtures</p>`,
    bracketSection(snapshot, paths),
    `<h2>Ladder</h2>${ladderTable(snapshot, paths, false)}<p><a href="${paths.base}/ladder">The full ladder, and how ties were broken</a></p>`,
    `<h2>Latest results</h2>${results.length ? `<ul class="plain fixtures">${results.map((fixture) => fixtureItem(snapshot, fixture, paths)).join('')}</ul>` : '<p>No results yet.</p>'}`,
    `<h2>Coming up</h2>${upcoming.length ? `<ul class="plain fixtures">${upcoming.map((fixture) => fixtureItem(snapshot, fixture, paths)).join('')}</ul>` : '<p>No fixtures to come.</p>'}<p><a href="${paths.base}/fixtures">All fixtures and results</a></p>`,
    boards.length && boards.some((board) => board.leaders.length)
      ? `<h2>Leaders</h2>${boards.map((board) => leaderTable(snapshot, board, paths, 3)).join('')}<p><a href="${paths.base}/leaders">All leaders</a></p>`
      : '',
    downloads(snapshot, [['/fixtures.ics', 'Add the fixtures to your calendar']]),
  ].join('');
  return layout(snapshot, {
    title: '',
    description: `${competition.name} ${competition.seasonLabel}: ladder, fixtures, results, leaders and box scores.`,
    path: paths.base,
    current: 'overview',
    body,
    baseUrl,
  });
}

export function ladderPage(snapshot: PublicSnapshot, baseUrl: string): DrawnPage {
  const paths = pathsOf(snapshot);
  const { competition } = snapshot;
  const body = [
    `<h1>Ladder</h1><p class="lede">Classification points: ${escapeHtml(pointsText({ win: competition.winPoints, loss: competition.lossPoints, forfeitLoss: competition.forfeitLossPoints }))}. Ties: ${escapeHtml(TIE_BREAK_LABELS[competition.tieBreak])}. Teams still level share a place (=). Each team opens to its games.</p>`,
    ladderTable(snapshot, paths, true),
    tiesList(snapshot),
    downloads(snapshot, [
      ['/standings.csv', 'Ladder (CSV)'],
      ['/standings', 'Ladder (JSON)'],
    ]),
  ].join('');
  return layout(snapshot, {
    title: 'Ladder',
    description: `The ${competition.name} ${competition.seasonLabel} ladder.`,
    path: `${paths.base}/ladder`,
    current: 'ladder',
    body,
    baseUrl,
  });
}

export function fixturesPage(snapshot: PublicSnapshot, baseUrl: string): DrawnPage {
  const paths = pathsOf(snapshot);
  const groups = new Map<string, FixtureRow[]>();
  for (const fixture of snapshot.fixtures) {
    const key = stageText(fixture);
    groups.set(key, [...(groups.get(key) ?? []), fixture]);
  }
  const body = [
    '<h1>Fixtures &amp; results</h1>',
    bracketSection(snapshot, paths),
    groups.size === 0
      ? '<p>No fixtures yet.</p>'
      : [...groups.entries()]
          .map(
            ([stage, rows]) =>
              `<h2>${escapeHtml(stage)}</h2><ul class="plain fixtures">${rows.map((fixture) => fixtureItem(snapshot, fixture, paths)).join('')}</ul>`,
          )
          .join(''),
    downloads(snapshot, [
      ['/fixtures.ics', 'Calendar (.ics)'],
      ['/fixtures.csv', 'Results (CSV)'],
      ['/fixtures', 'Results (JSON)'],
    ]),
  ].join('');
  return layout(snapshot, {
    title: 'Fixtures & results',
    description: `Every fixture and result of ${snapshot.competition.name} ${snapshot.competition.seasonLabel}.`,
    path: `${paths.base}/fixtures`,
    current: 'fixtures',
    body,
    baseUrl,
  });
}

export function leadersPage(snapshot: PublicSnapshot, baseUrl: string): DrawnPage {
  const paths = pathsOf(snapshot);
  const body = [
    `<h1>Leaders</h1><p class="lede">Per game, from the box scores of the games delivered (a team's games are those with a box score). ${escapeHtml(qualificationText(qualificationOf(snapshot.competition.qualificationPercent)))} Each player opens to their game log.</p>`,
    snapshot.leaders.map((board) => leaderTable(snapshot, board, paths)).join(''),
    downloads(snapshot, [
      ['/leaders.csv', 'Leaders (CSV)'],
      ['/leaders', 'Leaders (JSON)'],
    ]),
  ].join('');
  return layout(snapshot, {
    title: 'Leaders',
    description: `The ${snapshot.competition.name} leaders.`,
    path: `${paths.base}/leaders`,
    current: 'leaders',
    body,
    baseUrl,
  });
}

export function teamsPage(snapshot: PublicSnapshot, baseUrl: string): DrawnPage {
  const paths = pathsOf(snapshot);
  const body = `<h1>Teams</h1>${snapshot.teams.length ? `<ul class="plain fixtures">${snapshot.teams.map((team) => `<li>${teamLink(snapshot, team.id, paths)}</li>`).join('')}</ul>` : '<p>No teams yet.</p>'}`;
  return layout(snapshot, {
    title: 'Teams',
    description: `The teams of ${snapshot.competition.name}.`,
    path: `${paths.base}/teams`,
    current: 'teams',
    body,
    baseUrl,
  });
}

export function teamPage(snapshot: PublicSnapshot, team: TeamRow, baseUrl: string): DrawnPage {
  const paths = pathsOf(snapshot);
  const row = snapshot.ladder.rows.find((candidate) => candidate.teamId === team.id);
  const record = row
    ? `${ordinal(row.place)}${row.shared ? ' (shared)' : ''} on the ladder · ${String(row.won)}-${String(row.lost)} · ${String(row.classificationPoints)} points · ${String(row.pointsFor)} for, ${String(row.pointsAgainst)} against`
    : '';
  const players = teamPlayers(snapshot, team.id);
  const playerRows = players
    .map(({ player, games, totals }) => {
      const per = (value: number) => (games.length ? oneDecimal(value / games.length) : '–');
      return `<tr><td class="name"><a href="${paths.base}/players/${encodeURIComponent(player.id)}">#${escapeHtml(player.number)} ${escapeHtml(player.name)}</a></td><td>${String(games.length)}</td><td>${per(totals.pts)}</td><td>${per(totals.reb)}</td><td>${per(totals.ast)}</td><td>${per(totals.eff)}</td></tr>`;
    })
    .join('');
  const games = teamFixtures(snapshot, team.id);
  const body = [
    `<h1>${swatch(team.color)}${escapeHtml(team.name)}</h1><p class="lede">${escapeHtml(record)}</p>`,
    `<h2>Games</h2>${games.length ? `<ul class="plain fixtures">${games.map((fixture) => fixtureItem(snapshot, fixture, paths)).join('')}</ul>` : '<p>No fixtures yet.</p>'}`,
    `<h2>Players</h2>${players.length ? `<div class="scroll" role="region" aria-label="Players" tabindex="0"><table><caption>Per game</caption>${head(['Player', 'G', 'PTS', 'REB', 'AST', 'EFF'])}<tbody>${playerRows}</tbody></table></div>` : '<p>No roster yet.</p>'}`,
    downloads(snapshot, [[`/teams/${team.id}/fixtures.ics`, `${team.name}'s fixtures in your calendar`]]),
  ].join('');
  return layout(snapshot, {
    title: team.name,
    description: `${team.name} in ${snapshot.competition.name} ${snapshot.competition.seasonLabel}: games, results and players.`,
    path: `${paths.base}/teams/${team.id}`,
    current: 'teams',
    body,
    baseUrl,
  });
}

export function playerPage(snapshot: PublicSnapshot, playerId: string, baseUrl: string): DrawnPage | null {
  const season = playerSeason(snapshot, playerId);
  if (!season) return null;
  const paths = pathsOf(snapshot);
  const { player, team, games, totals } = season;
  const count = games.length;
  const per = (value: number) => (count ? oneDecimal(value / count) : '–');
  const seasonTable = `<div class="scroll" role="region" aria-label="Season" tabindex="0"><table><caption>Season</caption>${head(['', 'G', 'PTS', 'REB', 'AST', 'STL', 'BLK', 'TOV', 'FG%', '3P%', 'FT%', 'EFF'])}<tbody><tr><th scope="row" class="name">Per game</th><td>${String(count)}</td><td>${per(totals.pts)}</td><td>${per(totals.reb)}</td><td>${per(totals.ast)}</td><td>${per(totals.stl)}</td><td>${per(totals.blk)}</td><td>${per(totals.tov)}</td><td>${percent(totals.fgm, totals.fga)}</td><td>${percent(totals.fg3m, totals.fg3a)}</td><td>${percent(totals.ftm, totals.fta)}</td><td>${per(totals.eff)}</td></tr><tr><th scope="row" class="name">Totals</th><td>${String(count)}</td><td>${String(totals.pts)}</td><td>${String(totals.reb)}</td><td>${String(totals.ast)}</td><td>${String(totals.stl)}</td><td>${String(totals.blk)}</td><td>${String(totals.tov)}</td><td>${String(totals.fgm)}-${String(totals.fga)}</td><td>${String(totals.fg3m)}-${String(totals.fg3a)}</td><td>${String(totals.ftm)}-${String(totals.fta)}</td><td>${String(totals.eff)}</td></tr></tbody></table></div>`;
  // A competition that does not publish box scores shows a player's season, not each game's line.
  const lines = snapshot.competition.publishBoxScores;
  const log = games
    .map(({ fixture, side, opponent, line }) => {
      const own = side === 'home' ? fixture.homeScore : fixture.awayScore;
      const other = side === 'home' ? fixture.awayScore : fixture.homeScore;
      const result = own !== null && other !== null ? `${own > other ? 'W' : 'L'} ${String(own)}–${String(other)}` : '–';
      return `<tr><td class="name"><a href="${paths.base}/games/${fixture.id}">${dayText(fixture.date)}</a></td><td class="name">${side === 'home' ? 'v' : '@'} ${escapeHtml(opponent?.name ?? '')}</td><td>${escapeHtml(result)}</td>${
        lines
          ? statCells(line)
              .map((cell) => `<td>${cell}</td>`)
              .join('')
          : ''
      }</tr>`;
    })
    .join('');
  const body = [
    `<h1>#${escapeHtml(player.number)} ${escapeHtml(player.name)}</h1><p class="lede">${team ? teamLink(snapshot, team.id, paths) : ''}</p>`,
    count ? seasonTable : '<p>No game delivered with this player yet.</p>',
    count
      ? `<h2>Game log</h2><div class="scroll" role="region" aria-label="Game log" tabindex="0"><table><caption>Game log</caption>${head(['Date', 'Opponent', 'Result', ...(lines ? STAT_HEADS : [])], [0, 1])}<tbody>${log}</tbody></table></div>${lines ? '' : '<p class="muted">This competition does not publish box scores: each game\'s line is not shown.</p>'}`
      : '',
  ].join('');
  return layout(snapshot, {
    title: player.name,
    description: `${player.name}${team ? ` of ${team.name}` : ''} in ${snapshot.competition.name}: season and game log.`,
    path: `${paths.base}/players/${encodeURIComponent(player.id)}`,
    current: 'none',
    body,
    baseUrl,
  });
}

function boxTable(snapshot: PublicSnapshot, fixture: FixtureRow, side: 'home' | 'away', paths: Paths): string {
  const box = fixture.box;
  if (!box) return '';
  const team = box.box[side];
  const rows = team.players
    .filter(
      (line: PlayerLine) =>
        line.pts + line.fga + line.fta + line.reb + line.ast + line.stl + line.blk + line.tov + line.pf > 0 || line.seconds,
    )
    .map((line: PlayerLine) => {
      const player = snapshot.players.get(line.playerId);
      const name = player
        ? `<a href="${paths.base}/players/${encodeURIComponent(player.id)}">#${escapeHtml(player.number)} ${escapeHtml(player.name)}</a>`
        : 'Unknown player';
      return `<tr><td class="name">${name}</td>${statCells(line)
        .map((cell) => `<td>${cell}</td>`)
        .join('')}</tr>`;
    })
    .join('');
  const teamId = side === 'home' ? fixture.homeTeamId : fixture.awayTeamId;
  const totals = `<tr><th scope="row" class="name">Totals</th>${statCells(team.totals)
    .map((cell) => `<td>${cell}</td>`)
    .join('')}</tr>`;
  return `<h2>${escapeHtml(teamName(snapshot, teamId))}</h2><div class="scroll" role="region" aria-label="${escapeHtml(teamName(snapshot, teamId))} box score" tabindex="0"><table><caption>Box score</caption>${head(['Player', ...STAT_HEADS])}<tbody>${rows}${totals}</tbody></table></div>`;
}

export function gamePage(snapshot: PublicSnapshot, fixture: FixtureRow, baseUrl: string): DrawnPage {
  const paths = pathsOf(snapshot);
  const home = teamName(snapshot, fixture.homeTeamId);
  const away = teamName(snapshot, fixture.awayTeamId);
  const shown = boxShown(snapshot, fixture);
  const body = [
    `<h1>${teamLink(snapshot, fixture.homeTeamId, paths)} v ${teamLink(snapshot, fixture.awayTeamId, paths)}</h1>`,
    `<p class="lede"><span class="score">${escapeHtml(fixtureStatusText(fixture))}</span> · ${escapeHtml(stageText(fixture))} · ${dayText(fixture.date)} ${escapeHtml(fixture.time)}${fixture.venue ? ` · ${escapeHtml(fixture.venue)}` : ''}</p>`,
    shown
      ? `${boxTable(snapshot, fixture, 'home', paths)}${boxTable(snapshot, fixture, 'away', paths)}`
      : `<p>${fixture.box ? 'This competition does not publish box scores.' : 'No box score for this game.'}</p>`,
  ].join('');
  return layout(snapshot, {
    title: `${home} v ${away}`,
    description: `${home} v ${away}, ${dayText(fixture.date)}: ${fixtureStatusText(fixture)}.`,
    path: `${paths.base}/games/${fixture.id}`,
    current: 'fixtures',
    body,
    baseUrl,
  });
}

export function embedLadder(snapshot: PublicSnapshot, baseUrl: string): DrawnPage {
  const paths = pathsOf(snapshot, true);
  const body = `${ladderTable(snapshot, paths, false)}<p class="muted"><a href="${paths.base}/ladder" target="_top">${escapeHtml(snapshot.competition.name)} ${escapeHtml(snapshot.competition.seasonLabel)} on Courtside</a></p>`;
  return layout(snapshot, {
    title: 'Ladder',
    description: `The ${snapshot.competition.name} ladder.`,
    path: `/embed${paths.base}/ladder`,
    current: 'none',
    body,
    baseUrl,
    embed: true,
  });
}

export function embedResults(snapshot: PublicSnapshot, baseUrl: string): DrawnPage {
  const paths = pathsOf(snapshot, true);
  const results = snapshot.fixtures.filter(decided).slice(-10).reverse();
  const body = `${results.length ? `<ul class="plain fixtures">${results.map((fixture) => fixtureItem(snapshot, fixture, paths)).join('')}</ul>` : '<p>No results yet.</p>'}<p class="muted"><a href="${paths.base}/fixtures" target="_top">All results on Courtside</a></p>`;
  return layout(snapshot, {
    title: 'Results',
    description: `The latest ${snapshot.competition.name} results.`,
    path: `/embed${paths.base}/results`,
    current: 'none',
    body,
    baseUrl,
    embed: true,
  });
}
