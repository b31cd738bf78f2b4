import { invitationChangeRefusal, ROLE_LABELS, type MemberRole } from '@courtside/domain';
import { ReaderDate } from '../../components/ui/reader-date';
import { PHONE_CELL, PHONE_ROW, SMALL_BUTTON } from './members-table';
import type { Invitation } from './organizations-api';

/**
 * The invitations not yet accepted: e-mail, role (and a player's roster entry), expiry, "Resend" and "Revoke"; an
 * owner's invitation says instead that only an owner resends or revokes it, to a reader who is not one (the server
 * refuses them).
 */
export function PendingInvitations({
  invitations,
  viewerRole,
  busyInvitationId,
  onResend,
  onRevoke,
}: {
  invitations: Invitation[];
  viewerRole: MemberRole;
  busyInvitationId: string | null;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}) {
  if (invitations.length === 0) return <p className="py-4 text-slate-600">No pending invitations.</p>;
  return (
    <div className="rounded-2xl border border-slate-200 sm:overflow-x-auto">
      <table className="w-full text-left text-sm sm:min-w-[36rem]">
        <thead className="bg-slate-50 text-slate-600 max-sm:sr-only">
          <tr>
            {['E-mail', 'Role', 'Expires'].map((column) => (
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
          {invitations.map((invitation) => {
            const busy = busyInvitationId === invitation.id;
            const refusal = invitationChangeRefusal(viewerRole, invitation.role);
            return (
              <tr key={invitation.id} className={PHONE_ROW} data-testid="invitation-row">
                <th
                  scope="row"
                  data-label="E-mail"
                  className={`px-4 py-3 font-medium text-slate-900 [overflow-wrap:anywhere] max-sm:col-span-2 ${PHONE_CELL}`}
                >
                  {invitation.email}
                </th>
                <td data-label="Role" className={`px-4 py-3 text-slate-700 ${PHONE_CELL}`}>
                  {ROLE_LABELS[invitation.role]}
                  {invitation.playerName && <span className="text-slate-600"> ({invitation.playerName})</span>}
                </td>
                <td data-label="Expires" className={`px-4 py-3 text-slate-700 sm:whitespace-nowrap ${PHONE_CELL}`}>
                  {invitation.expired && 'Expired '}
                  <ReaderDate value={invitation.expiresAt} />
                </td>
                <td className="px-4 py-3 max-sm:col-span-2 max-sm:p-0">
                  {refusal ? (
                    <p className="text-xs text-slate-600 sm:text-right">{refusal}</p>
                  ) : (
                    <div className="flex flex-wrap justify-end gap-2 max-sm:justify-start">
                      <button type="button" className={SMALL_BUTTON} disabled={busy} onClick={() => onResend(invitation)}>
                        Resend<span className="sr-only"> to {invitation.email}</span>
                      </button>
                      <button type="button" className={SMALL_BUTTON} disabled={busy} onClick={() => onRevoke(invitation)}>
                        Revoke<span className="sr-only"> for {invitation.email}</span>
                      </button>
                    </div>
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
