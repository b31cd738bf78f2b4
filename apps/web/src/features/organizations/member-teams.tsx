import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { Spinner } from '../../components/ui/spinner';
import type { Team } from '../teams/teams-api';
import type { Member } from './organizations-api';

/** What a coach or viewer is limited to, read by the members page: null (or none) is every team. */
export const ALL_TEAMS = 'All teams';

/** Whether a member's role is one an owner or manager limits to some teams (a player's team is their roster's). */
export const limitable = (member: Pick<Member, 'role'>) => member.role === 'coach' || member.role === 'viewer';

/**
 * The teams a member sees, in words: "All teams", or the names of the teams they are limited to (in the
 * organization's order; a team since deleted is not named). A player sees their roster's team: the row names their
 * roster entry and its team ("#7 Pia Player, U14"), or "Their roster's team" when the server knows none.
 */
export function memberTeamsText(
  member: Pick<Member, 'role' | 'teamIds' | 'playerName' | 'playerTeam'>,
  teams: readonly Team[] | undefined,
): string {
  if (member.role === 'player') {
    if (member.playerTeam) return member.playerName ? `${member.playerName}, ${member.playerTeam}` : member.playerTeam;
    return member.playerName ? `Their roster’s team, as ${member.playerName}` : 'Their roster’s team';
  }
  if (!limitable(member) || !member.teamIds || member.teamIds.length === 0) return ALL_TEAMS;
  if (!teams) return `${String(member.teamIds.length)} ${member.teamIds.length === 1 ? 'team' : 'teams'}`;
  const limited = new Set(member.teamIds);
  const names = teams.filter((team) => limited.has(team.id)).map((team) => team.name);
  return names.length > 0 ? names.join(', ') : ALL_TEAMS;
}

/** What the Teams control sends: the teams checked, or null for every team when none is. */
export const teamIdsToSend = (checked: readonly string[]): string[] | null => (checked.length > 0 ? [...checked] : null);

const SMALL =
  'inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * A coach's or viewer's teams on the members page: the teams they see, and for whoever manages the members a
 * disclosure with a checkbox for each of the organization's teams ("All teams" when none is checked) and "Save
 * teams". The server's refusal shows in place.
 */
export function MemberTeams({
  member,
  teams,
  editable,
  onSave,
}: {
  member: Member;
  teams: readonly Team[] | undefined;
  editable: boolean;
  /** Saves the teams (null: every team); rejects with the server's refusal. */
  onSave: (member: Member, teamIds: string[] | null) => Promise<void>;
}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = memberTeamsText(member, teams);
  if (!limitable(member) || !editable || !teams || teams.length === 0) return <span className="text-slate-700">{shown}</span>;

  const toggle = () => {
    setFailure(null);
    // The disclosure opens on what is saved: known teams only (a team since deleted is dropped on the next save).
    setChecked((member.teamIds ?? []).filter((teamId) => teams.some((team) => team.id === teamId)));
    setOpen(!open);
  };
  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      await onSave(member, teamIdsToSend(checked));
      setOpen(false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The teams could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !saving) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div>
      <span className="block text-slate-700">{shown}</span>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={toggle}
        className={`${SMALL} mt-1`}
      >
        Teams<span className="sr-only"> of {member.name}</span>
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <form id={`${id}-panel`} onSubmit={(event) => void save(event)} onKeyDown={onKeyDown} className="mt-2 max-w-xs">
          <fieldset className="rounded-lg border border-slate-200 bg-slate-50 p-3">
            <legend className="px-1 text-xs font-semibold text-slate-700">Teams {member.name} sees</legend>
            <ul className="space-y-1.5">
              {teams.map((team) => (
                <li key={team.id}>
                  <label className="flex items-center gap-2 text-sm text-slate-900">
                    <input
                      type="checkbox"
                      checked={checked.includes(team.id)}
                      onChange={(event) =>
                        setChecked((current) =>
                          event.target.checked ? [...current, team.id] : current.filter((teamId) => teamId !== team.id),
                        )
                      }
                      className="size-4 accent-brand-700"
                    />
                    <span className="break-words">{team.name}</span>
                  </label>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-slate-600">
              {checked.length === 0 ? `None checked: ${ALL_TEAMS.toLowerCase()}.` : 'Only the teams checked.'}
            </p>
          </fieldset>
          {failure && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {failure}
            </p>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="submit" disabled={saving} className={SMALL}>
              {saving && <Spinner />}
              Save teams
            </button>
            <button type="button" disabled={saving} onClick={() => setOpen(false)} className={SMALL}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
