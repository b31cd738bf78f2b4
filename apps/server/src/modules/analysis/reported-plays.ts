import { formatClock, periodName, reportedPlayMarks, type GameSetup, type ReportedPlayMark } from '@courtside/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { boxScores, games, playReports } from '../../db/schema.js';

/** A play of a delivered box score, as a report shows it. */
export interface DeliveredPlay {
  id: string;
  period: number;
  /** Seconds left in the period, when known. */
  clock: number | null;
  /** Position in the footage, in milliseconds, when known. */
  videoMs: number | null;
  description: string;
}

/**
 * The plays `playIds` of a game's delivered box score (the one the customer reads), by id; a play not in it is
 * absent. Only those plays are read out of the stored report, not the whole report.
 */
export async function deliveredPlays(executor: Executor, gameId: string, playIds: string[]): Promise<Map<string, DeliveredPlay>> {
  if (playIds.length === 0) return new Map();
  const rows = await executor.execute<{ play: DeliveredPlay }>(sql`
    select jsonb_build_object(
      'id', play->>'id',
      'period', (play->>'period')::int,
      'clock', (play->>'clock')::float8,
      'videoMs', (play->>'videoMs')::float8,
      'description', play->>'description'
    ) as play
    from ${boxScores}, jsonb_array_elements(${boxScores.report}->'plays') as play
    where ${boxScores.gameId} = ${gameId}
      and play->>'id' in (${sql.join(
        playIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  return new Map(rows.rows.map(({ play }) => [play.id, play]));
}

/** A reported play in one line, as e-mails and the back office tell it: "Period 1 9:45 · #7 Sam Lee makes a 3-pt shot". */
export function playLine(setup: Pick<GameSetup, 'periods'> | null, play: DeliveredPlay | undefined): string {
  if (!play) return 'A play no longer in the box score';
  const period = setup ? periodName(setup, play.period) : `period ${String(play.period)}`;
  const when = `${period.charAt(0).toUpperCase()}${period.slice(1)}${play.clock === null ? '' : ` ${formatClock(play.clock)}`}`;
  return `${when} · ${play.description}`;
}

/**
 * The plays the analysts are asked to correct on a reopened game: its reports accepted since the latest
 * delivery, with what is wrong and the customer's note. Empty for a game not being corrected.
 */
export async function reportedPlaysOf(
  executor: Executor,
  game: Pick<typeof games.$inferSelect, 'id' | 'status' | 'completedAt'>,
): Promise<ReportedPlayMark[]> {
  const reopened = game.status !== 'completed' && game.completedAt !== null;
  if (!reopened) return [];
  const [reports, [delivered]] = await Promise.all([
    executor
      .select()
      .from(playReports)
      .where(and(eq(playReports.gameId, game.id), inArray(playReports.status, ['accepted']))),
    executor.select({ deliveredAt: boxScores.deliveredAt }).from(boxScores).where(eq(boxScores.gameId, game.id)),
  ]);
  return reportedPlayMarks(reports, delivered?.deliveredAt ?? null, reopened);
}
