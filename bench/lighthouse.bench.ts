/**
 * bench/lighthouse: Lighthouse's performance and accessibility scores (mobile profile, its default config with
 * simulated throttling) for /, /pricing, /privacy and the statistics page of a delivered 500-play game (the owner's
 * /games/:id and the shared /s/:token), and a league's public overview, ladder and team pages (issue 40) of the production build, driving the system Chromium. The baseline,
 * audited in the same run by the same browser, is a tiny static page from a plain Node server: what this machine
 * scores for a page with nothing to load, so that noise from a busy machine shows. Goal: performance >= 95 and
 * accessibility 100 on every page, and on the statistics page a total blocking time under 200 ms (issue 27). Each
 * page is audited RUNS times, and each figure is the median.
 * LIGHTHOUSE_REPORTS=<dir> keeps every run's full report there (<page>-<run>.json, for Lighthouse's viewer), and
 * the trace it was computed from (<page>-<run>.trace.json).
 * LIGHTHOUSE_COMPARE_DIST=<another build's dist> also audits the statistics pages of that build (an earlier
 * commit's), served by a second server of this code, in the same rounds: on a busy machine the figures of two
 * separate runs differ more than two builds do, so a change is judged against its before in one run. That build's
 * dist-ssr must be beside its dist (without it the server draws no page, and the page is not the one that ships),
 * inside this checkout (its Node bundle imports React from node_modules): copy both under .data/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { deliveredLongGame } from '../e2e/support/long-game';
import { ROOT, removeDataDir, startServer } from '../e2e/support/server';

/** LIGHTHOUSE_RUNS=1 for a quick look while working on a page. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const GOAL = { performance: 95, accessibility: 100, statisticsTbt: 200 };
/** The plays of the seeded game: the size of game the statistics page was slow on (issue 27). */
const PLAYS = 500;
/** Lighthouse's metrics, as its audit ids, with the unit each is printed in. */
const METRICS = [
  ['fcp', 'first-contentful-paint', 'ms'],
  ['lcp', 'largest-contentful-paint', 'ms'],
  ['tbt', 'total-blocking-time', 'ms'],
  ['cls', 'cumulative-layout-shift', ''],
  ['speed_index', 'speed-index', 'ms'],
  ['dom_nodes', 'dom-size', 'nodes'],
] as const;

/** A page with nothing to fetch: the best any page can score on this machine right now. */
const BASELINE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A static page to compare against." />
    <title>Baseline</title>
  </head>
  <body>
    <main>
      <h1>Baseline</h1>
      <p>A static page with no script, stylesheet, font or image.</p>
    </main>
  </body>
</html>`;

async function serveBaseline(): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BASELINE_HTML),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

interface Chromium {
  port: number;
  close: () => Promise<void>;
}

/**
 * The system Chromium with a DevTools port for Lighthouse. The machine has no internet: background networking is
 * off, and every host but this one resolves to nothing, so a request for an outside address fails at once
 * instead of waiting on a connection that never comes.
 */
async function launchChromium(): Promise<Chromium> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'courtside-lighthouse-'));
  const child: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-gpu',
      '--no-first-run',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
      '--mute-audio',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      `--user-data-dir=${userDataDir}`,
      // Chromium picks a free port and writes it to DevToolsActivePort in the user data directory.
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const closeBrowser = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    await rm(userDataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    const port = await readFile(path.join(userDataDir, 'DevToolsActivePort'), 'utf8')
      .then((text) => Number(text.split('\n')[0]))
      .catch(() => 0);
    if (port > 0) return { port, close: closeBrowser };
    if (child.exitCode !== null || Date.now() > deadline) {
      await closeBrowser();
      throw new Error('Chromium did not open its DevTools port');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Audit {
  performance: number;
  /** Null when axe did not finish (on a busy machine, a long page's check can outlast the DevTools protocol). */
  accessibility: number | null;
  metrics: Record<string, number>;
  /** Audits that cost score: failed accessibility checks and performance opportunities. */
  flagged: string[];
}

const score = (category: Result['categories'][string] | undefined) => Math.round((category?.score ?? 0) * 100);

function summarise(lhr: Result): Audit {
  // The performance figures come from the trace; a failure gathering the accessibility tree spoils only that score.
  const accessibilityFailed = lhr.runtimeError?.artifactKey === 'Accessibility';
  if (lhr.runtimeError && !accessibilityFailed)
    throw new Error(`Lighthouse on ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metrics = Object.fromEntries(METRICS.map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]));
  const flagged = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 || ref.group === 'diagnostics' || ref.group === 'load-opportunities')
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      const failed = audit?.score != null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative';
      return failed ? [ref.id] : [];
    });
  return {
    performance: score(lhr.categories.performance),
    accessibility: accessibilityFailed ? null : score(lhr.categories.accessibility),
    metrics,
    flagged: [...new Set(flagged)],
  };
}

async function audit(port: number, page: Page, reportName: string): Promise<Audit> {
  const flags: Flags = {
    port,
    ...(page.cookie ? { extraHeaders: { cookie: page.cookie } } : {}),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // A page that never settles fails the run instead of holding the bench.
    maxWaitForLoad: 45_000,
  };
  let result = await lighthouse(page.url, flags);
  // On a busy machine Lighthouse now and then loses the trace (NO_NAVSTART, PROTOCOL_TIMEOUT): a second try
  // usually has it.
  for (let retry = 0; retry < 2 && result?.lhr.runtimeError && result.lhr.runtimeError.artifactKey !== 'Accessibility'; retry++)
    result = await lighthouse(page.url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    await mkdir(reports, { recursive: true });
    await writeFile(path.join(reports, `${reportName}.json`), JSON.stringify(result.lhr));
    // The trace it was computed from (Chromium's, unthrottled: Lighthouse simulates the phone from it).
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) await writeFile(path.join(reports, `${reportName}.trace.json`), JSON.stringify(trace));
  }
  return summarise(result.lhr);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

interface Page {
  name: string;
  url: string;
  /** The session cookie, for a page that needs one. */
  cookie?: string;
  goal: boolean;
  /** A total blocking time to stay under, in ms. */
  tbtGoal?: number;
  runs: Audit[];
}

function lines({ name, runs, goal, tbtGoal }: Page): string[] {
  const performance = median(runs.map((run) => run.performance));
  const checked = runs.flatMap((run) => (run.accessibility === null ? [] : [run.accessibility]));
  const accessibility = median(checked);
  const verdict = (value: number, target: number) => (goal ? ` (goal >= ${target}: ${value >= target ? 'PASS' : 'MISS'})` : '');
  const flagged = [...new Set(runs.flatMap((run) => run.flagged))].sort();
  return [
    `lighthouse.${name}.performance: ${performance} of 100${verdict(performance, GOAL.performance)}`,
    `lighthouse.${name}.performance_runs: ${runs.map((run) => run.performance).join(', ')} of 100`,
    checked.length
      ? `lighthouse.${name}.accessibility: ${accessibility} of 100${verdict(accessibility, GOAL.accessibility)}`
      : `lighthouse.${name}.accessibility: not measured (axe timed out in every run)`,
    ...METRICS.map(([metric, , unit]) => {
      const value = median(runs.map((run) => run.metrics[metric] ?? Number.NaN));
      const shown = unit === 'ms' || unit === 'nodes' ? value.toFixed(0) : value.toFixed(3);
      const target =
        metric === 'tbt' && tbtGoal !== undefined ? ` (goal < ${tbtGoal} ms: ${value < tbtGoal ? 'PASS' : 'MISS'})` : '';
      return `lighthouse.${name}.${metric}: ${shown}${unit ? ` ${unit}` : ''}${target}`;
    }),
    ...(goal ? [`lighthouse.${name}.flagged: ${flagged.length ? flagged.join(', ') : 'none'} audits`] : []),
  ];
}

/**
 * LIGHTHOUSE_PAGES=baseline,statistics_shared audits only those pages (the baseline, home, pricing, privacy,
 * statistics_owner, statistics_shared, dashboard, upload, league_overview, league_ladder, league_team; with LIGHTHOUSE_COMPARE_DIST a statistics page's `_before`
 * comes with it); the game is seeded only when a signed-in page is among them.
 */
const wanted = (name: string) => {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  return !only || only.includes(name.replace(/_before$/, ''));
};

/** The pages seeded with a customer's delivered game, audited signed in as that customer (or by its share link). */
const SIGNED_IN_PAGES = ['statistics_owner', 'statistics_shared', 'dashboard', 'upload'];

/** A league's public pages (issue 40), drawn by the server: seeded through the API with a season of results. */
const LEAGUE_PAGES = ['league_overview', 'league_ladder', 'league_team'];

/**
 * A league through the API: a public competition of 12 teams with a double round robin (132 fixtures), every result
 * entered, as the pages a parent opens on game day show it at the season's end.
 */
async function publicLeague(baseUrl: string): Promise<{ slug: string; teamId: string }> {
  const send = async <T>(cookie: string, method: string, url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { cookie, origin: baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${String(response.status)} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      name: 'Lee League',
      email: `lighthouse-league-${String(Date.now())}@league.com.au`,
      password: 'a long enough password',
    }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  await send(cookie, 'POST', '/api/organizations', { name: 'Lighthouse League', kind: 'league' });
  const slug = `lighthouse-league-${String(Date.now())}`;
  const { id } = await send<{ id: string }>(cookie, 'POST', '/api/competitions', {
    name: 'Metro League',
    seasonLabel: '2026',
    slug,
    visibility: 'public',
  });
  const names = [
    'Tigers',
    'Hawks',
    'Lions',
    'Bears',
    'Owls',
    'Sharks',
    'Wolves',
    'Falcons',
    'Comets',
    'Rockets',
    'Kings',
    'Giants',
  ];
  const teamIds: string[] = [];
  for (const [index, name] of names.entries())
    teamIds.push(
      (
        await send<{ id: string }>(cookie, 'POST', `/api/competitions/${id}/teams`, {
          name,
          shortName: name.slice(0, 3).toUpperCase(),
          color: `#${String(index).padStart(2, '0')}4ed8`,
        })
      ).id,
    );
  const lines = ['round,date,time,venue,home,away'];
  names.forEach((home, a) =>
    names.forEach((away, b) => {
      if (a !== b)
        lines.push(
          `${String(1 + ((a + b) % 22))},2026-04-${String(1 + ((a * 3 + b) % 28)).padStart(2, '0')},10:00,Court ${String(1 + (a % 4))},${home},${away}`,
        );
    }),
  );
  await send(cookie, 'POST', `/api/competitions/${id}/fixtures/import`, { csv: lines.join('\n') });
  const { fixtures } = await send<{ fixtures: { id: string }[] }>(cookie, 'GET', `/api/competitions/${id}/fixtures`);
  for (const [index, fixture] of fixtures.entries())
    await send(cookie, 'PUT', `/api/competitions/${id}/fixtures/${fixture.id}/result`, {
      homeScore: 60 + (index % 23),
      awayScore: 58 + ((index * 7) % 27) === 60 + (index % 23) ? 57 : 58 + ((index * 7) % 27),
    });
  return { slug, teamId: teamIds[0] ?? '' };
}

/** The statistics pages' modules, whose chunks are the page's own (issue 27's budget: 60 KB compressed). */
const STATISTICS_PAGES = {
  statistics_owner: 'src/pages/game/game-page.tsx',
  statistics_shared: 'src/pages/shared/shared-game-page.tsx',
};
const PAGE_BUDGET_KB = 60;

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The gzipped size of the entry (index.html's chunk and the chunks it imports: React apart, the runtime), and of
 * each statistics page's chunk with every chunk it imports but the entry's.
 */
async function chunkLines(dist: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => files(imported, seen))];
  };
  const entryFiles = files('index.html');
  const gzipKb = async (names: string[]) =>
    (await Promise.all(names.map(async (name) => gzipSync(await readFile(path.join(dist, name)), { level: 9 }).length))).reduce(
      (sum, size) => sum + size,
      0,
    ) / 1024;
  return [
    `lighthouse.entry_chunk_gzip: ${(await gzipKb(entryFiles)).toFixed(1)} KB in ${String(entryFiles.length)} files`,
    ...(await Promise.all(
      Object.entries(STATISTICS_PAGES).map(async ([name, module]) => {
        const own = files(module).filter((file) => !entryFiles.includes(file));
        const size = await gzipKb(own);
        const verdict = size <= PAGE_BUDGET_KB ? 'PASS' : 'MISS';
        return `lighthouse.${name}.chunks_gzip: ${size.toFixed(1)} KB in ${String(own.length)} files (goal <= ${String(PAGE_BUDGET_KB)} KB: ${verdict})`;
      }),
    )),
  ];
}

export async function run(): Promise<string[]> {
  // WEB_DIST_DIR=<another build's dist> audits that build (an earlier commit's, to compare) with this server.
  const webDist = process.env.WEB_DIST_DIR;
  const compareDist = process.env.LIGHTHOUSE_COMPARE_DIST;
  const server = await startServer(webDist ? { env: { WEB_DIST_DIR: webDist } } : {});
  if (compareDist && !existsSync(path.join(compareDist, '..', 'dist-ssr', 'prerender.js'))) {
    throw new Error(`LIGHTHOUSE_COMPARE_DIST: ${compareDist} has no dist-ssr beside it, so its pages would not be drawn`);
  }
  const before = compareDist ? await startServer({ env: { WEB_DIST_DIR: compareDist } }) : undefined;
  const baseline = await serveBaseline();
  const chromium = await launchChromium();
  try {
    const pages: Page[] = [
      { name: 'baseline', url: baseline.url, goal: false, runs: [] },
      { name: 'home', url: `${server.url}/`, goal: true, runs: [] },
      { name: 'pricing', url: `${server.url}/pricing`, goal: true, runs: [] },
      // A page of text alone, drawn in the browser: the app's page that the statistics page is judged beside (issue 37).
      { name: 'privacy', url: `${server.url}/privacy`, goal: true, runs: [] },
    ];
    if (SIGNED_IN_PAGES.some(wanted)) {
      const game = await deliveredLongGame(server.url, 'lighthouse', PLAYS);
      const statistics = { goal: true, tbtGoal: GOAL.statisticsTbt, runs: [] };
      pages.push(
        { ...statistics, name: 'statistics_owner', url: `${server.url}/games/${game.gameId}`, cookie: game.cookie, runs: [] },
        { ...statistics, name: 'statistics_shared', url: game.gameShareUrl, runs: [] },
        // The customer's other pages of every visit: the list of their games, and the upload of the next.
        { name: 'dashboard', url: `${server.url}/dashboard`, cookie: game.cookie, goal: true, runs: [] },
        { name: 'upload', url: `${server.url}/upload`, cookie: game.cookie, goal: true, runs: [] },
      );
      if (before) {
        const earlier = await deliveredLongGame(before.url, 'lighthouse', PLAYS);
        pages.push(
          {
            ...statistics,
            name: 'statistics_owner_before',
            url: `${before.url}/games/${earlier.gameId}`,
            cookie: earlier.cookie,
            runs: [],
          },
          { ...statistics, name: 'statistics_shared_before', url: earlier.gameShareUrl, runs: [] },
        );
      }
    }
    if (LEAGUE_PAGES.some(wanted)) {
      const league = await publicLeague(server.url);
      pages.push(
        { name: 'league_overview', url: `${server.url}/c/${league.slug}`, goal: true, runs: [] },
        { name: 'league_ladder', url: `${server.url}/c/${league.slug}/ladder`, goal: true, runs: [] },
        { name: 'league_team', url: `${server.url}/c/${league.slug}/teams/${league.teamId}`, goal: true, runs: [] },
      );
    }
    const audited = pages.filter((page) => wanted(page.name));
    // Round by round, so that a busy spell on the machine falls on every page alike.
    for (let round = 1; round <= RUNS; round += 1) {
      for (const page of audited) page.runs.push(await audit(chromium.port, page, `${page.name}-${round}`));
    }
    return [...audited.flatMap(lines), ...(await chunkLines(webDist ?? path.join(ROOT, 'apps/web/dist')))];
  } finally {
    await chromium.close();
    baseline.close();
    await server.stop();
    await removeDataDir(server.dataDir);
    if (before) {
      await before.stop();
      await removeDataDir(before.dataDir);
    }
  }
}
