import { gameDetailsInputSchema, type GameDetailsInput } from '@courtside/domain';
import { fieldErrors } from '../../lib/form-errors';

/** The game-details fields as typed: every value a string, '' for none (no team, not sure, left empty). */
export interface GameDetailsDraft {
  teamId: string;
  opponentName: string;
  opponentColor: string;
  /** YYYY-MM-DD, as an <input type="date"> holds it. */
  playedOn: string;
  homeAway: '' | 'home' | 'away';
  venue: string;
  competition: string;
  opponentRoster: string;
}

export const DEFAULT_OPPONENT_COLOR = '#1d4ed8';

/** The calendar day of `now` where the user is (not in UTC: a game played tonight in Perth is today's), YYYY-MM-DD. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The fields as the upload form opens: no team, today's date, the default colour, home or away not said. */
export function blankDetailsDraft(now: Date): GameDetailsDraft {
  return {
    teamId: '',
    opponentName: '',
    opponentColor: DEFAULT_OPPONENT_COLOR,
    playedOn: localDay(now),
    homeAway: '',
    venue: '',
    competition: '',
    opponentRoster: '',
  };
}

export type DetailsCheck =
  { ok: true; details: GameDetailsInput | undefined } | { ok: false; errors: Partial<Record<keyof GameDetailsDraft, string>> };

/**
 * Checks the fields with the server's schema before anything is sent, and gives the details to send: none when
 * the form was left as it opened (an upload without details stays one), so a game is never labelled with only
 * today's date and the default colour.
 */
export function checkGameDetails(draft: GameDetailsDraft, blank: GameDetailsDraft): DetailsCheck {
  const untouched = (Object.keys(blank) as (keyof GameDetailsDraft)[]).every((key) => draft[key].trim() === blank[key].trim());
  if (untouched) return { ok: true, details: undefined };
  const given = (value: string) => (value.trim() === '' ? undefined : value);
  const result = gameDetailsInputSchema.safeParse({
    teamId: given(draft.teamId),
    opponentName: given(draft.opponentName),
    opponentColor: given(draft.opponentColor),
    playedOn: given(draft.playedOn),
    homeAway: draft.homeAway || undefined,
    venue: given(draft.venue),
    competition: given(draft.competition),
    opponentRoster: given(draft.opponentRoster),
  });
  if (!result.success) return { ok: false, errors: fieldErrors(result.error.issues) };
  // The parsed value: text trimmed, empty fields left out (JSON drops the undefined ones).
  return { ok: true, details: result.data };
}
