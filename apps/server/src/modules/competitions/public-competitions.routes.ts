import { createHash } from 'node:crypto';
import {
  fixturesCalendar,
  ladderPercentText,
  LEADER_LABELS,
  placeText,
  qualificationOf,
  qualificationText,
} from '@courtside/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BoundedCache } from '../../lib/bounded-cache.js';
import { csvDocument, csvRow } from '../../lib/csv.js';
import { downloadName } from '../../lib/downloads.js';
import { AppError } from '../../lib/errors.js';
import { errorResponseSchema } from '../../lib/http.js';
import { chooseEncoding, compress, type Encoding } from '../../plugins/compression.js';
import {
  boxShown,
  playerSeason,
  teamFixtures,
  teamPlayers,
  type FixtureRow,
  type PublicCompetitions,
  type PublicSnapshot,
} from './public-competitions.js';
import {
  STYLE_HASH,
  embedLadder,
  embedResults,
  fixturesPage,
  gamePage,
  ladderPage,
  leadersPage,
  overviewPage,
  playerPage,
  teamPage,
  teamsPage,
  type DrawnPage,
} from './public-pages.js';

// What a public competition shows anyone (DESIGN.md §5, §6): JSON, CSV and calendars under /api/public, the pages
// under /c/:slug and the widgets under /embed/c/:slug, the only pages other sites may frame. Every answer is the same
// for every reader (no cookie is read), with an ETag and `Cache-Control: public, max-age=60,
// stale-while-revalidate=600`, so a CDN in front absorbs a game-day crowd. A private competition is 404 here.

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

interface Cached {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

const slugParams = z.object({ slug: z.string().min(1).max(80) });
const teamParams = slugParams.extend({ team: z.string().min(1).max(80) });
const playerParams = slugParams.extend({ player: z.string().min(1).max(120) });
const fixtureParams = slugParams.extend({ fixture: z.string().min(1).max(80) });
const errors = { 404: errorResponseSchema };
const tags = ['public competitions'];
const json = z.record(z.string(), z.unknown());

/** A page's policy: our style sheet alone, no script at all; only a widget may be framed, by anyone. */
const pagePolicy = (embed: boolean) =>
  [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${embed ? '*' : "'none'"}`,
  ].join('; ');

const publicCompetition = (snapshot: PublicSnapshot) => {
  const { competition } = snapshot;
  return {
    name: competition.name,
    seasonLabel: competition.seasonLabel,
    slug: competition.slug,
    timeZone: competition.timeZone,
    points: { win: competition.winPoints, loss: competition.lossPoints, forfeitLoss: competition.forfeitLossPoints },
    tieBreak: competition.tieBreak,
    publishBoxScores: competition.publishBoxScores,
    qualification: qualificationText(qualificationOf(competition.qualificationPercent)),
  };
};

const publicFixture = (snapshot: PublicSnapshot, fixture: FixtureRow) => ({
  id: fixture.id,
  round: fixture.round,
  stage: fixture.stage,
  date: fixture.date,
  time: fixture.time,
  timeZone: snapshot.competition.timeZone,
  venue: fixture.venue,
  homeTeamId: fixture.homeTeamId,
  awayTeamId: fixture.awayTeamId,
  status: fixture.status,
  homeScore: fixture.homeScore,
  awayScore: fixture.awayScore,
  forfeitedBy: fixture.forfeitedBy,
  boxScore: boxShown(snapshot, fixture),
});

/** The newest change the snapshot holds: every calendar event's DTSTAMP, so a feed is the same for every reader. */
function stampOf(snapshot: PublicSnapshot): Date {
  let newest = snapshot.competition.updatedAt.getTime();
  for (const fixture of snapshot.fixtures) newest = Math.max(newest, fixture.updatedAt.getTime());
  return new Date(newest);
}

export const publicCompetitionsRoutes: FastifyPluginAsyncZod<{
  publicCompetitions: PublicCompetitions;
  baseUrl: string;
}> = async (app, { publicCompetitions, baseUrl }) => {
  const host = new URL(baseUrl).host;
  const answers = new BoundedCache<string, Cached>(512);

  /** The answer for `key` at the snapshot's version, made once and kept with its ETag and compressed copies. */
  function cachedAnswer(key: string, make: () => string): Cached {
    const found = answers.get(key);
    if (found) return found;
    const body = Buffer.from(make());
    const cached: Cached = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, encoded: {} };
    answers.set(key, cached);
    return cached;
  }

  function send(request: FastifyRequest, reply: FastifyReply, cached: Cached, type: string, compressible: boolean) {
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', cached.etag).header('vary', 'accept-encoding');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === cached.etag)) return reply.status(304).send();
    reply.header('content-type', type);
    const encoding = compressible && cached.body.length > 1024 ? chooseEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(cached.body);
    const body = (cached.encoded[encoding] ??= compress(cached.body, encoding));
    return reply.header('content-encoding', encoding).send(body);
  }

  const sendJson = (request: FastifyRequest, reply: FastifyReply, snapshot: PublicSnapshot, key: string, make: () => unknown) =>
    send(
      request,
      reply,
      cachedAnswer(`${snapshot.competition.id}|${snapshot.version}|${key}`, () => JSON.stringify(make())),
      'application/json; charset=utf-8',
      true,
    );

  const sendFile = (
    request: FastifyRequest,
    reply: FastifyReply,
    snapshot: PublicSnapshot,
    key: string,
    type: string,
    fileName: string,
    make: () => string,
  ) => {
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    return send(request, reply, cachedAnswer(`${snapshot.competition.id}|${snapshot.version}|${key}`, make), type, true);
  };

  const publicApi = { config: { access: 'public' as const } };

  app.get(
    '/api/public/competitions/:slug',
    {
      ...publicApi,
      schema: {
        tags,
        summary: 'A public competition: its rules and teams',
        params: slugParams,
        response: { 200: json, ...errors },
      },
    },
    async (request, reply) => {
      const snapshot = await publicCompetitions.snapshot(request.params.slug);
      return sendJson(request, reply, snapshot, 'overview', () => ({
        competition: publicCompetition(snapshot),
        teams: snapshot.teams.map((team) => ({ id: team.id, name: team.name, shortName: team.shortName, color: team.color })),
      }));
    },
  );

  app.get(
    '/api/public/competitions/:slug/standings',
    {
      ...publicApi,
      schema: {
        tags,
        summary: 'The ladder, every tie with the rule and numbers that broke it',
        params: slugParams,
        response: { 200: json, ...errors },
      },
    },
    async (request, reply) => {
      const snapshot = await publicCompetitions.snapshot(request.params.slug);
      return sendJson(request, reply, snapshot, 'standings', () => ({ ...snapshot.ladder, tieTexts: snapshot.tieTexts }));
    },
  );

  app.get(
    '/api/public/competitions/:slug/fixtures',
    {
      ...publicApi,
      schema: { tags, summary: 'Every fixture and result', params: slugParams, response: { 200: json, ...errors } },
    },
    async (request, reply) => {
      const snapshot = await publicCompetitions.snapshot(request.params.slug);
      return sendJson(request, reply, snapshot, 'fixtures', () => ({
        fixtures: snapshot.fixtures.map((fixture) => publicFixture(snapshot, fixture)),
      }));
    },
  );

  app.get(
    '/api/public/competitions/:slug/leaders',
    {
      ...publicApi,
      schema: {
        tags,
        summary: 'The leaders among qualified players, and the qualification',
        params: slugParams,
        response: { 200: json, ...errors },
      },
    },
    async (request, reply) => {
      const snapshot = await publicCompetitions.snapshot(request.params.slug);
      return sendJson(request, reply, snapshot, 'leaders', () => ({
        qualification: qualificationText(qualificationOf(snapshot.competition.qualificationPercent)),
        boards: snapshot.leaders,
        players: Object.fromEntries(
          snapshot.leaders
            .flatMap((board) => board.leaders)
            .map((leader) => [leader.playerId, snapshot.players.get(leader.playerId) ?? null]),
        ),
      }));
    },
  );

  app.get(
    '/api/public/competitions/:slug/teams/:team',
    {
      ...publicApi,
      schema: {
        tags,
        summary: "A team: its ladder row, games and players' seasons",
        params: teamParams,
        response: { 200: json, ...errors },
      },
    },
    async (request, reply) => {
      const snapshot = await publicCompetitions.snapshot(request.params.slug);
      const team = snapshot.teamById.get(request.params.team);
      if (!team) throw new AppError(404, 'not_found', 'Team not found');
      return sendJson(request, reply, snapshot, `team:${team.id}`, () => ({
        team: { id: team.id, name: team.name, shortName: team.shortName, color: team.color },
        ladder: snapshot.ladder.rows.find((row) => row.teamId === team.id) ?? null,
        fixtures: teamFixtures(snapshot, team.id).map((fixture) => publicFixture(snapshot, fixture)),
        players: teamPlayers(snapshot, team.id).map(({ player, games, totals }) => ({ ...player, games: games.length, totals })),
      }));
    },
  );

  app.get(
    '/api/public/competitions/:slug/players/:player',
    {
      ...publicApi,
      schema: { tags, summary: "A player's season and game log", params: playerParams, response: { 200: json, ...errors } },
    },
    async (request, reply) => {
      const snapshot = await publicCompetitions.snapshot(request.params.slug);
      const season = playerSeason(snapshot, request.params.player);
      if (!season) throw new AppError(404, 'not_found', 'Player not found');
      return sendJson(request, reply, snapshot, `player:${season.player.id}`, () => ({
        player: season.player,
        totals: season.totals,
        games: season.games.map(({ fixture, side, opponent, line }) => ({
          fixtureId: fixture.id,
          date: fixture.date,
          side,
          opponentId: opponent?.id ?? null,
          // Each game's line only where the competition publishes box scores.
          ...(snapshot.competition.publishBoxScores ? { line } : {}),
        })),
      }));
    },
  );

  app.get(
    '/api/public/competitions/:slug/games/:fixture',
    {
      ...publicApi,
      schema: {
        tags,
        summary: "A fixture's result, and its box score where the competition publishes them",
        params: fixtureParams,
        response: { 200: json, ...errors },
      },
    },
    async (request, reply) => {
      const snapshot = await publicCompetitions.snapshot(request.params.slug);
      const fixture = snapshot.fixtureById.get(request.params.fixture);
      if (!fixture) throw new AppError(404, 'not_found', 'Fixture not found');
      return sendJson(request, reply, snapshot, `game:${fixture.id}`, () => ({
        fixture: publicFixture(snapshot, fixture),
        box: boxShown(snapshot, fixture) ? fixture.box : null,
      }));
    },
  );

  const fileName = (snapshot: PublicSnapshot, suffix: string) =>
    downloadName(`${snapshot.competition.name} ${snapshot.competition.seasonLabel}`, suffix);
  const teamNameOf = (snapshot: PublicSnapshot, id: string) => snapshot.teamById.get(id)?.name ?? '';

  app.get(
    '/api/public/competitions/:slug/standings.csv',
    {
      ...publicApi,
      schema: { tags, summary: 'The ladder as CSV', params: slugParams, response: { 200: z.string(), ...errors } },
    },
    async (request, reply) => {
      const snapshot = await publicCompetitions.snapshot(request.params.slug);
      return sendFile(
        request,
        reply,
        snapshot,
        'standings.csv',
        'text/csv; charset=utf-8',
        fileName(snapshot, 'ladder.csv'),
        () =>
          csvDocument([
            csvRow(
              ['Place', 'Team', 'P', 'W', 'L', 'Forfeits', 'PF', 'PA', 'Diff', 'Pct', 'Pts', 'Streak', 'Last 5', 'Home', 'Away'],
              { guard: false },
            ),
            ...snapshot.ladder.rows.map((row) =>
              csvRow([
                placeText(row),
                teamNameOf(snapshot, row.teamId),
                row.played,
                row.won,
                row.lost,
                row.forfeits,
                row.pointsFor,
                row.pointsAgainst,
                row.difference,
                row.percentage === null ? null : ladderPercentText(row.percentage),
                row.classificationPoints,
                row.streak,
                row.lastFive.join(' '),
                `${String(row.home.won)}-${String(row.home.lost)}`,
                `${String(row.away.won)}-${String(row.away.lost)}`,
              ]),
            ),
          ]),
      );
    },
  );

  app.get(
    '/api/public/competitions/:slug/fixtures.csv',
    {
      ...publicApi,
      schema: { tags, summary: 'Every fixture and result as CSV', params: slugParams, response: { 200: z.string(), ...errors } },
    },
    async (request, reply) => {
      const snapshot = await publicCompetitions.snapshot(request.params.slug);
      return sendFile(
        request,
        reply,
        snapshot,
        'fixtures.csv',
        'text/csv; charset=utf-8',
        fileName(snapshot, 'results.csv'),
        () =>
          csvDocument([
            csvRow(['Round', 'Stage', 'Date', 'Time', 'Venue', 'Home', 'Away', 'Status', 'Home score', 'Away score'], {
              guard: false,
            }),
            ...snapshot.fixtures.map((fixture) =>
              csvRow([
                fixture.round,
                fixture.stage,
                fixture.date,
                fixture.time,
                fixture.venue,
                teamNameOf(snapshot, fixture.homeTeamId),
                teamNameOf(snapshot, fixture.awayTeamId),
                fixture.status,
                fixture.homeScore,
                fixture.awayScore,
              ]),
            ),
          ]),
      );
    },
  );

  app.get(
    '/api/public/competitions/:slug/leaders.csv',
    {
      ...publicApi,
      schema: { tags, summary: 'The leaders as CSV', params: slugParams, response: { 200: z.string(), ...errors } },
    },
    async (request, reply) => {
      const snapshot = await publicCompetitions.snapshot(request.params.slug);
      return sendFile(request, reply, snapshot, 'leaders.csv', 'text/csv; charset=utf-8', fileName(snapshot, 'leaders.csv'), () =>
        csvDocument([
          csvRow(['Category', 'Rank', 'Number', 'Player', 'Team', 'Games', 'Value', 'Total', 'Attempts'], { guard: false }),
          ...snapshot.leaders.flatMap((board) =>
            board.leaders.map((leader) => {
              const player = snapshot.players.get(leader.playerId);
              return csvRow([
                LEADER_LABELS[board.category].label,
                leader.rank,
                player?.number ?? null,
                player?.name ?? null,
                teamNameOf(snapshot, leader.teamId),
                leader.games,
                Math.round(leader.value * 10) / 10,
                leader.total,
                leader.attempts ?? null,
              ]);
            }),
          ),
        ]),
      );
    },
  );

  const calendar = (snapshot: PublicSnapshot, name: string, rows: readonly FixtureRow[]) =>
    fixturesCalendar({
      name,
      now: stampOf(snapshot),
      host,
      fixtures: rows.map((fixture) => ({
        id: fixture.id,
        round: fixture.round,
        date: fixture.date,
        time: fixture.time,
        timeZone: snapshot.competition.timeZone,
        venue: fixture.venue,
        home: teamNameOf(snapshot, fixture.homeTeamId),
        away: teamNameOf(snapshot, fixture.awayTeamId),
        status: fixture.status,
        homeScore: fixture.homeScore,
        awayScore: fixture.awayScore,
      })),
    });

  app.get(
    '/api/public/competitions/:slug/fixtures.ics',
    {
      ...publicApi,
      schema: {
        tags,
        summary: "The competition's fixtures as a calendar feed",
        params: slugParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const snapshot = await publicCompetitions.snapshot(request.params.slug);
      const name = `${snapshot.competition.name} ${snapshot.competition.seasonLabel}`;
      return sendFile(
        request,
        reply,
        snapshot,
        'fixtures.ics',
        'text/calendar; charset=utf-8',
        fileName(snapshot, 'fixtures.ics'),
        () => calendar(snapshot, name, snapshot.fixtures),
      );
    },
  );

  app.get(
    '/api/public/competitions/:slug/teams/:team/fixtures.ics',
    {
      ...publicApi,
      schema: {
        tags,
        summary: "A team's fixtures as a calendar feed",
        params: teamParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const snapshot = await publicCompetitions.snapshot(request.params.slug);
      const team = snapshot.teamById.get(request.params.team);
      if (!team) throw new AppError(404, 'not_found', 'Team not found');
      return sendFile(
        request,
        reply,
        snapshot,
        `team:${team.id}:ics`,
        'text/calendar; charset=utf-8',
        downloadName(team.name, 'fixtures.ics'),
        () => calendar(snapshot, `${team.name} · ${snapshot.competition.name}`, teamFixtures(snapshot, team.id)),
      );
    },
  );

  // The pages. Each is drawn once per version of the competition's rows and kept with its compressed copies.
  const page = (
    path: string,
    draw: (snapshot: PublicSnapshot, params: Record<string, string>) => DrawnPage | null,
    embed = false,
  ) =>
    app.get(path, { config: { access: 'public' } }, async (request, reply) => {
      const params = request.params as Record<string, string>;
      let snapshot: PublicSnapshot;
      try {
        snapshot = await publicCompetitions.snapshot(params.slug ?? '');
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return notFoundPage(reply, embed);
        throw error;
      }
      const key = `${snapshot.competition.id}|${snapshot.version}|page:${request.url.split('?')[0] ?? ''}`;
      let cached = answers.get(key);
      if (!cached) {
        const drawn = draw(snapshot, params);
        if (!drawn) return notFoundPage(reply, embed);
        cached = cachedAnswer(key, () => drawn.html);
      }
      reply.header('content-security-policy', pagePolicy(embed));
      if (embed) reply.removeHeader('x-frame-options');
      if (embed || snapshot.competition.visibility !== 'public') reply.header('x-robots-tag', 'noindex');
      return send(request, reply, cached, 'text/html; charset=utf-8', true);
    });

  function notFoundPage(reply: FastifyReply, embed: boolean) {
    reply
      .header('content-security-policy', pagePolicy(embed))
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex');
    return reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Not found · Courtside</title></head><body><main><h1>This competition is not here</h1><p>It may be private, or its address changed. <a href="/">Courtside</a></p></main></body></html>',
      );
  }

  page('/c/:slug', (snapshot) => overviewPage(snapshot, baseUrl));
  page('/c/:slug/ladder', (snapshot) => ladderPage(snapshot, baseUrl));
  page('/c/:slug/fixtures', (snapshot) => fixturesPage(snapshot, baseUrl));
  page('/c/:slug/leaders', (snapshot) => leadersPage(snapshot, baseUrl));
  page('/c/:slug/teams', (snapshot) => teamsPage(snapshot, baseUrl));
  page('/c/:slug/teams/:team', (snapshot, params) => {
    const team = snapshot.teamById.get(params.team ?? '');
    return team ? teamPage(snapshot, team, baseUrl) : null;
  });
  page('/c/:slug/players/:player', (snapshot, params) => playerPage(snapshot, params.player ?? '', baseUrl));
  page('/c/:slug/games/:fixture', (snapshot, params) => {
    const fixture = snapshot.fixtureById.get(params.fixture ?? '');
    return fixture ? gamePage(snapshot, fixture, baseUrl) : null;
  });
  page('/embed/c/:slug/ladder', (snapshot) => embedLadder(snapshot, baseUrl), true);
  page('/embed/c/:slug/results', (snapshot) => embedResults(snapshot, baseUrl), true);

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) => {
    const listed = await publicCompetitions.listed();
    const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const urls = listed.flatMap(({ slug, updatedAt }) =>
      ['', '/ladder', '/fixtures', '/leaders', '/teams'].map(
        (path) =>
          `<url><loc>${escape(`${baseUrl}/c/${encodeURIComponent(slug)}${path}`)}</loc><lastmod>${updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    );
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
      );
  });

  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nDisallow: /api/\nDisallow: /embed/\nDisallow: /s/\nSitemap: ${baseUrl}/sitemap.xml\n`),
  );
};
