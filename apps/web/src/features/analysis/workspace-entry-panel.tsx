import { SIDES, type GameSetup, type Side } from '@courtside/domain';
import { memo } from 'react';
import { AWAY_KEYS, HOME_KEYS, benchKeyOf, benchOf, promptOf, type EntryState } from './entry';
import type { PlayerNamer } from './workspace-names';

/** What the on-court list of one side shows: each player's key, the team's key, and the bench while a sub comes in. */
export interface CourtKeys {
  side: Side;
  team: string;
  players: { playerId: string; key: string; name: string }[];
  teamKey: string;
  /**
   * The bench with the key that picks each (1-0, then q-p; none past the 20th, whom `#` and the jersey number
   * pick), while this side's substitution asks who comes in.
   */
  bench: { playerId: string; key: string | null; name: string }[] | null;
}

/** The keys the entry panel lists for each side, for the lineup on court at the footage's position. */
export function courtKeysOf(setup: GameSetup, onCourt: Record<Side, readonly string[]>, entry: EntryState, names: PlayerNamer) {
  return SIDES.map((side): CourtKeys => ({
    side,
    team: setup[side].name,
    players: onCourt[side].map((playerId, index) => ({
      playerId,
      key: (side === 'home' ? HOME_KEYS : AWAY_KEYS)[index] ?? '',
      name: names(playerId),
    })),
    teamKey: side === 'home' ? '[' : ']',
    bench:
      entry.step === 'sub_in' && entry.side === side
        ? benchOf(side, { setup, onCourt, lastMissSide: null }).map((playerId, index) => ({
            playerId,
            key: benchKeyOf(index),
            name: names(playerId),
          }))
        : null,
  }));
}

/**
 * Where plays are typed: the prompt line (the question being asked), the keys that name the players on court,
 * and the keyboard's help.
 */
export const WorkspaceEntryPanel = memo(function WorkspaceEntryPanel({
  setup,
  entry,
  onCourt,
  names,
}: {
  setup: GameSetup | null;
  entry: EntryState;
  /** Who is on court at the footage's position (null before the setup is saved). */
  onCourt: Record<Side, readonly string[]> | null;
  names: PlayerNamer;
}) {
  return (
    <>
      <div className="rounded-lg border border-slate-300 bg-slate-900 px-3 py-2 font-mono text-sm text-white" aria-live="polite">
        <span data-testid="entry-prompt">{setup ? promptOf(entry) : 'Save the game setup to start tagging.'}</span>
      </div>
      {setup && onCourt && (
        <div className="grid grid-cols-2 gap-2 text-xs" aria-label="Keys for players on court">
          {courtKeysOf(setup, onCourt, entry, names).map(({ side, team, players, teamKey, bench }) => (
            <ul key={side} className="rounded border border-slate-200 p-2">
              <li className="font-semibold">{team} on court</li>
              {players.map(({ playerId, key, name }) => (
                <li key={playerId}>
                  <kbd className="mr-1 rounded bg-slate-200 px-1">{key}</kbd>
                  {name}
                </li>
              ))}
              <li className="mt-1">
                <kbd className="mr-1 rounded bg-slate-200 px-1">{teamKey}</kbd>team
              </li>
              {bench !== null && (
                <li className="mt-1 text-brand-800">
                  Bench:{' '}
                  {bench.map(({ playerId, key, name }, index) => (
                    <span key={playerId}>
                      {index > 0 && ' · '}
                      {key !== null && (
                        <>
                          <kbd className="rounded bg-slate-200 px-1 text-slate-900">{key}</kbd>{' '}
                        </>
                      )}
                      {name}
                    </span>
                  ))}
                </li>
              )}
            </ul>
          ))}
        </div>
      )}
      <details className="text-xs text-slate-600">
        <summary className="cursor-pointer">Keyboard</summary>
        <p className="mt-1">
          Footage: space play/pause · ←/→ 1 s · shift+←/→ 5 s · , and . one frame · &lt; and &gt; speed 0.5x-4x. Plays: a player’s
          key, then q/a two made/missed · w/s three · e/d free throw · r rebound · t turnover · f foul · c substitution (who comes
          in: their bench key, 1-0 then q-p, or # and the number); [ or ] for a team; while a shot asks for its assist or rebound,
          a zone key places it (q w e baseline, rim · a s d paint · z x c wing, top); a turnover's kind: b bad pass · d lost ball
          · t travel · o offensive foul · z 3 seconds · s shot clock · x other; f while a made shot asks for its assist, or a
          shooting foul for its free throws, flags a fast break; p starts or ends a period; Esc cancels; ctrl+z undo, ctrl+shift+z
          redo; Delete removes the selected play. Suggestions: j/k next/previous mark · y accept · n dismiss · l skip dead time.
        </p>
      </details>
    </>
  );
});
