import { ROLE_LABELS, type MemberRole } from '@courtside/domain';
import { ReaderDate } from '../../components/ui/reader-date';
import { assignableRoles, can } from '../../lib/organization-role';
import type { Team } from '../teams/teams-api';
import { MemberTeams } from './member-teams';
import type { Member } from './organizations-api';

/** What a reader with `viewerRole` may do to one member's row. */
export interface MemberControls {
  /** The roles its select offers (the member's own always among them). */
  roles: MemberRole[];
  /** Whether the role can be changed and the member removed from here. */
  editable: boolean;
  /** Why not, shown beside the disabled controls, or null. */
  hint: string | null;
}

export const LAST_OWNER_HINT = 'The only owner. Make another member an owner first.';

/**
 * A row's controls: an owner's role only an owner changes, and nobody changes or removes the last owner (the server
 * refuses both; the controls say so before anyone tries).
 */
export function memberControls(member: Member, viewerRole: MemberRole, owners: number): MemberControls {
  const assignable = assignableRoles(viewerRole);
  const roles = assignable.includes(member.role) ? assignable : [member.role, ...assignable];
  if (member.role === 'owner' && owners <= 1) return { roles, editable: false, hint: LAST_OWNER_HINT };
  if (!can(viewerRole, 'members')) return { roles, editable: false, hint: null };
  if (member.role === 'owner' && viewerRole !== 'owner')
    return { roles, editable: false, hint: 'Only an owner can change another owner.' };
  return { roles, editable: true, hint: null };
}

/**
 * On a phone the columns do not fit across: each member becomes a small card, its cells under their column's name
 * (from `data-label`; the header row is left to screen readers, which still read a table), as the purchase history.
 */
export const PHONE_CELL =
  'max-sm:p-0 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';
export const PHONE_ROW = 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:px-4 max-sm:py-3';

const SELECT =
  'rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 disabled:bg-slate-50 disabled:text-slate-600 max-sm:w-full';
export const SMALL_BUTTON =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The members: name, e-mail, role (a select), the teams they see (for a coach or viewer, a control to limit them),
 * joined, last active, and "Remove" (not for the reader's own row).
 */
export function MembersTable({
  members,
  viewerRole,
  teams,
  busyMemberId,
  onRoleChange,
  onTeamsSave,
  onRemove,
}: {
  members: Member[];
  viewerRole: MemberRole;
  /** The organization's teams, once asked for. */
  teams: readonly Team[] | undefined;
  /** The member whose change is being saved: their controls wait. */
  busyMemberId: string | null;
  onRoleChange: (member: Member, role: MemberRole) => void;
  onTeamsSave: (member: Member, teamIds: string[] | null) => Promise<void>;
  onRemove: (member: Member) => void;
}) {
  const owners = members.filter((member) => member.role === 'owner').length;
  return (
    <div className="rounded-2xl border border-slate-200 sm:overflow-x-auto">
      <table className="w-full text-left text-sm sm:min-w-[52rem]">
        <thead className="bg-slate-50 text-slate-600 max-sm:sr-only">
          <tr>
            {['Name', 'E-mail', 'Role', 'Teams', 'Joined', 'Last active'].map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {members.map((member) => {
            const controls = memberControls(member, viewerRole, owners);
            const hintId = `member-${member.id}-hint`;
            const busy = busyMemberId === member.id;
            return (
              <tr key={member.id} className={PHONE_ROW} data-testid="member-row">
                <th
                  scope="row"
                  data-label="Name"
                  className={`px-4 py-3 font-medium break-words text-slate-900 max-sm:col-span-2 ${PHONE_CELL}`}
                >
                  {member.name}
                  {member.you && <span className="font-normal text-slate-600"> (you)</span>}
                </th>
                <td
                  data-label="E-mail"
                  className={`px-4 py-3 text-slate-700 [overflow-wrap:anywhere] max-sm:col-span-2 ${PHONE_CELL}`}
                >
                  {member.email}
                </td>
                <td data-label="Role" className={`px-4 py-3 max-sm:col-span-2 ${PHONE_CELL}`}>
                  <label htmlFor={`member-${member.id}-role`} className="sr-only">
                    Role of {member.name}
                  </label>
                  <select
                    id={`member-${member.id}-role`}
                    value={member.role}
                    disabled={!controls.editable || busy}
                    aria-describedby={controls.hint ? hintId : undefined}
                    onChange={(event) => onRoleChange(member, event.target.value as MemberRole)}
                    className={SELECT}
                  >
                    {controls.roles.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                  {controls.hint && (
                    <p id={hintId} className="mt-1 text-xs text-slate-600">
                      {controls.hint}
                    </p>
                  )}
                </td>
                <td data-label="Teams" className={`px-4 py-3 max-sm:col-span-2 ${PHONE_CELL}`}>
                  <MemberTeams member={member} teams={teams} editable={controls.editable} onSave={onTeamsSave} />
                </td>
                <td data-label="Joined" className={`px-4 py-3 text-slate-700 sm:whitespace-nowrap ${PHONE_CELL}`}>
                  <ReaderDate value={member.joinedAt} />
                </td>
                <td data-label="Last active" className={`px-4 py-3 text-slate-700 sm:whitespace-nowrap ${PHONE_CELL}`}>
                  {member.lastActiveAt ? <ReaderDate value={member.lastActiveAt} /> : 'Never'}
                </td>
                <td className="px-4 py-3 text-right max-sm:col-span-2 max-sm:p-0 max-sm:text-left">
                  {!member.you && (
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      disabled={!controls.editable || busy}
                      aria-describedby={controls.hint ? hintId : undefined}
                      onClick={() => onRemove(member)}
                    >
                      Remove<span className="sr-only"> {member.name}</span>
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
