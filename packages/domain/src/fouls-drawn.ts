import type { GameReport } from './report-schema.js';

/**
 * The fouls counted in PF, as play-by-play's PERSONAL_FOUL_KINDS (not technicals): repeated, as importing that module
 * builds its zod schemas and would put zod into the statistics page's chunk (fouls-drawn.test.ts checks the two agree).
 */
const PERSONAL_FOULS: readonly string[] = ['personal', 'shooting', 'offensive', 'unsportsmanlike', 'disqualifying'];

/**
 * Whether a report's FD (fouls drawn) is a result. Not where the report carries no FD (engines 1 and 2), nor where
 * the game has players' personal fouls and none of them names who drew it (an import, a setup from before fouls
 * named the fouled): every FD would be 0 and read as a result, so it reads "not recorded". A game without such a
 * foul has FD 0 for everyone, which is right. A report without the plays as tagged (before engine 3) is judged by
 * its box: fouls called and none drawn.
 */
export function foulsDrawnRecorded(report: Pick<GameReport, 'boxScore' | 'plays'>): boolean {
  const lines = [...report.boxScore.home.players, ...report.boxScore.away.players].filter((line) => line.fd !== undefined);
  if (lines.length === 0) return false;
  const tagged = report.plays.flatMap((play) => (play.body ? [play.body] : []));
  if (tagged.length === 0) return lines.some((line) => (line.fd ?? 0) > 0) || lines.every((line) => line.pf === 0);
  const fouls = tagged.filter(
    (body) => body.type === 'foul' && body.playerId !== undefined && PERSONAL_FOULS.includes(body.kind),
  );
  return fouls.length === 0 || fouls.some((body) => body.type === 'foul' && body.drawnById !== undefined);
}
