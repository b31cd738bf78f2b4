import { formatClock, type PlayerLine, type TeamBox } from '@courtside/domain';

interface Roster {
  name: string;
  color?: string | undefined;
  players: { id: string; number: string; name: string }[];
}

const made = (m: number, a: number) => `${String(m)}-${String(a)}`;
const minutes = (seconds: number | null) => (seconds === null ? '' : formatClock(Math.round(seconds)));

const COLUMNS = ['MIN', 'PTS', 'FG', '3PT', 'FT', 'OREB', 'DREB', 'REB', 'AST', 'STL', 'BLK', 'TOV', 'PF', '+/-'] as const;

function cells(line: Omit<PlayerLine, 'playerId' | 'technicals'>): string[] {
  return [
    minutes(line.seconds),
    String(line.pts),
    made(line.fgm, line.fga),
    made(line.fg3m, line.fg3a),
    made(line.ftm, line.fta),
    String(line.oreb),
    String(line.dreb),
    String(line.reb),
    String(line.ast),
    String(line.stl),
    String(line.blk),
    String(line.tov),
    String(line.pf),
    line.plusMinus === null ? '' : line.plusMinus > 0 ? `+${String(line.plusMinus)}` : String(line.plusMinus),
  ];
}

/** One team's box score: a line per player, then the team's totals (team rebounds and turnovers noted). */
export function BoxScoreTable({ team, box, compact = false }: { team: Roster; box: TeamBox; compact?: boolean }) {
  const byId = new Map(team.players.map((player) => [player.id, player]));
  const pad = compact ? 'px-1.5 py-1' : 'px-2 py-1.5';
  return (
    <div className="overflow-x-auto">
      <table className={`w-full border-collapse text-right tabular-nums ${compact ? 'text-xs' : 'text-sm'}`}>
        <caption className="mb-1 text-left font-semibold text-slate-900">
          <span aria-hidden className="mr-2 inline-block size-3 rounded-full" style={{ background: team.color ?? '#94a3b8' }} />
          {team.name}
        </caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-600">
            <th scope="col" className={`${pad} text-left`}>
              Player
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={pad}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {box.players.map((line) => {
            const player = byId.get(line.playerId);
            return (
              <tr key={line.playerId} className="border-b border-slate-100">
                <th scope="row" className={`${pad} text-left font-normal whitespace-nowrap`}>
                  {player ? `#${player.number} ${player.name}` : line.playerId}
                </th>
                {cells(line).map((value, index) => (
                  <td key={COLUMNS[index]} className={pad}>
                    {value}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 font-semibold">
            <th scope="row" className={`${pad} text-left`}>
              Totals
            </th>
            {cells({ ...box.totals, plusMinus: null, seconds: null }).map((value, index) => (
              <td key={COLUMNS[index]} className={pad}>
                {value}
              </td>
            ))}
          </tr>
          {box.totals.teamReb + box.totals.teamTov > 0 && (
            <tr>
              <td colSpan={COLUMNS.length + 1} className={`${pad} text-left text-slate-500`}>
                Team rebounds {box.totals.teamReb} · team turnovers {box.totals.teamTov}
              </td>
            </tr>
          )}
        </tfoot>
      </table>
    </div>
  );
}
