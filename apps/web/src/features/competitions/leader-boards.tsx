import { LEADER_LABELS, qualificationOf, qualificationText } from '@courtside/domain';
import { ScrollRegion } from '../stats/scroll-region';
import { leaderValueText } from './competition-text';
import type { CompetitionTeam, LeaderBoardView } from './competitions-api';

/**
 * The leaders of each category among the players who qualify (the rule stated above the boards): rank (shared by
 * level players), player, team, games and the figure. Players come from the delivered box scores of the fixtures.
 */
export function LeaderBoards({
  boards,
  teams,
  qualificationPercent,
}: {
  boards: LeaderBoardView[];
  teams: CompetitionTeam[];
  qualificationPercent: number;
}) {
  const teamNames = new Map(teams.map((team) => [team.id, team.name]));
  const players = new Map(teams.flatMap((team) => team.players.map((player) => [player.id, player] as const)));
  const playerName = (playerId: string) => {
    const player = players.get(playerId);
    return player ? `#${player.number} ${player.name}` : 'A player not on the roster';
  };
  const filled = boards.filter((board) => board.leaders.length > 0);
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">{qualificationText(qualificationOf(qualificationPercent))}</p>
      {filled.length === 0 ? (
        <p className="text-slate-600">
          No leaders yet: they come from the box scores of the games delivered for the fixtures, once players qualify.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {filled.map((board) => {
            const { label, title } = LEADER_LABELS[board.category];
            return (
              <section key={board.category} aria-labelledby={`leaders-${board.category}`}>
                <h3 id={`leaders-${board.category}`} className="font-semibold text-slate-900">
                  {title} <span className="font-normal text-slate-600">({label})</span>
                </h3>
                <ScrollRegion label={title} className="mt-2 rounded-lg border border-slate-200">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">{title}</caption>
                    <thead className="bg-slate-50 text-slate-700">
                      <tr>
                        <th scope="col" className="px-2 py-2">
                          Rank
                        </th>
                        <th scope="col" className="px-2 py-2">
                          Player
                        </th>
                        <th scope="col" className="px-2 py-2">
                          Team
                        </th>
                        <th scope="col" className="px-2 py-2">
                          <abbr title="Games" className="no-underline">
                            G
                          </abbr>
                        </th>
                        <th scope="col" className="px-2 py-2">
                          {label}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {board.leaders.map((leader) => (
                        <tr key={`${leader.playerId}-${leader.teamId}`} className="border-t border-slate-100">
                          <td className="px-2 py-2">{leader.rank}</td>
                          <th scope="row" className="px-2 py-2 font-medium">
                            {playerName(leader.playerId)}
                          </th>
                          <td className="px-2 py-2">{teamNames.get(leader.teamId) ?? ''}</td>
                          <td className="px-2 py-2">{leader.games}</td>
                          <td className="px-2 py-2 font-semibold">{leaderValueText(board, leader.value)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
