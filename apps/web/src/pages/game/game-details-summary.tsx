import { formatShortDate } from '@courtside/domain';
import { Link } from 'react-router';

interface Details {
  teamId: string | null;
  opponentName: string | null;
  playedOn: string | null;
  homeAway: 'home' | 'away' | null;
  venue: string | null;
  competition: string | null;
}

/**
 * The game as the customer described it at upload: "Tigers at Hawks" (the customer's team; "at" when they played
 * away; "Against Hawks" or "At Hawks" without a team), then the day played, the venue and the competition, each when given.
 */
export function matchupParts(details: Details, teamName: string | null): string[] {
  const away = details.homeAway === 'away';
  const matchup = !details.opponentName
    ? null
    : teamName
      ? `${teamName} ${away ? 'at' : 'vs'} ${details.opponentName}`
      : `${away ? 'At' : 'Against'} ${details.opponentName}`;
  // playedOn is a calendar day, not an instant: read and shown in UTC it is the same day everywhere.
  const day = details.playedOn ? formatShortDate(details.playedOn, 'UTC') : null;
  return [matchup, day, details.venue, details.competition].filter((part): part is string => Boolean(part));
}

/** "#23 Jo Newman, #6 Guest Six": the players the analyst added to the roster, as the notice lists them. */
export function addedPlayersText(players: readonly { number: string; name: string }[]): string {
  return players.map((player) => `#${player.number} ${player.name}`.trim()).join(', ');
}

/**
 * Under the game page's header: what the customer said about the game, and the players added to their roster.
 * Without `matchup` (a delivered game, whose scoreboard says it), the players added only.
 */
export function GameDetailsSummary({
  details,
  teamName,
  addedPlayers,
  completed,
  matchup = true,
}: {
  details: Details | null;
  teamName: string | null;
  addedPlayers: readonly { id: string; number: string; name: string }[];
  completed: boolean;
  matchup?: boolean;
}) {
  if (!details) return null;
  const parts = matchup ? matchupParts(details, teamName) : [];
  const showAdded = completed && addedPlayers.length > 0 && details.teamId !== null && teamName !== null;
  if (parts.length === 0 && !showAdded) return null;
  return (
    <div className={matchup ? 'mb-8 space-y-4 print:mb-2' : 'space-y-4'}>
      {parts.length > 0 && (
        <p className="text-lg text-slate-700" data-testid="game-details">
          <span className="font-semibold text-slate-900">{parts[0]}</span>
          {parts.slice(1).map((part, index) => (
            <span key={index}> · {part}</span>
          ))}
        </p>
      )}
      {showAdded && (
        <p role="status" className="rounded-lg bg-sky-50 p-4 text-sky-900 print:hidden" data-testid="added-players">
          Added to your {teamName} roster: {addedPlayersText(addedPlayers)}. Our analyst saw them play; you can edit or archive
          them on the{' '}
          <Link to={`/teams/${String(details.teamId)}`} className="font-semibold underline">
            team page
          </Link>
          .
        </p>
      )}
    </div>
  );
}
