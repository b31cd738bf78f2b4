import { MAX_CREDIT_ADJUSTMENT, formatShortDate } from '@courtside/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { errorsOfFailure } from '../../lib/form-errors';
import { adminButtonStyles } from '../admin-shared/admin-button-styles';
import { AdminTable } from '../admin-shared/admin-table';
import { DetailPanel, DetailPart, Fact, Facts } from '../admin-shared/detail-panel';
import { AdminReasonField, SelectField } from '../admin-shared/labelled-field';
import { OutcomeMessage, type Outcome } from '../admin-shared/outcome-message';
import { ROLES, ROLE_LABELS, useUserActions, userQuery, type AdminUserDetail, type Role } from './admin-users-api';
import { checkAdjustment, gamesLabel, ledgerReasonLabel, signed } from './credit-adjustment';
import { ConfirmAction } from './confirm-action';

/** One user's account in the back office, with the admin's actions on it. */
export function UserDetailPanel({
  userId,
  viewerId,
  onClose,
}: {
  userId: string;
  viewerId: string | undefined;
  onClose: () => void;
}) {
  const detail = useQuery(userQuery(userId));
  return (
    <DetailPanel query={detail} title={detail.data ? detail.data.user.name : 'User'} closeLabel="Close details" onClose={onClose}>
      {(data) => <UserDetail detail={data} self={data.user.id === viewerId} />}
    </DetailPanel>
  );
}

function UserDetail({ detail, self }: { detail: AdminUserDetail; self: boolean }) {
  const { user } = detail;
  const actions = useUserActions(user.id);
  const deleted = user.deletedAt !== null;

  const [role, setRole] = useState<Role>(user.role);
  const [roleOutcome, setRoleOutcome] = useState<Outcome>(null);
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [creditErrors, setCreditErrors] = useState<Record<string, string>>({});
  const [creditOutcome, setCreditOutcome] = useState<Outcome>(null);
  const [sessionsOutcome, setSessionsOutcome] = useState<Outcome>(null);
  const [twoFactorOutcome, setTwoFactorOutcome] = useState<Outcome>(null);

  const failure = (error: Error): Outcome => ({ ok: false, text: errorsOfFailure(error).form ?? error.message });

  const saveRole = (event: { preventDefault(): void }) => {
    event.preventDefault();
    setRoleOutcome(null);
    actions.changeRole.mutate(role, {
      onSuccess: (saved) => setRoleOutcome({ ok: true, text: `${saved.name} is now ${ROLE_LABELS[saved.role].toLowerCase()}.` }),
      onError: (error) => setRoleOutcome(failure(error)),
    });
  };

  const adjust = (event: { preventDefault(): void }) => {
    event.preventDefault();
    setCreditOutcome(null);
    const check = checkAdjustment(delta, reason);
    if (!check.ok) {
      setCreditErrors(check.errors);
      return;
    }
    setCreditErrors({});
    actions.adjustCredits.mutate(check.value, {
      onSuccess: ({ balance }) => {
        setDelta('');
        setReason('');
        setCreditOutcome({ ok: true, text: `Done. The balance is now ${gamesLabel(balance)}.` });
      },
      onError: (error) => {
        const errors = errorsOfFailure(error);
        setCreditErrors({
          ...(errors.delta ? { delta: errors.delta } : {}),
          ...(errors.reason ? { reason: errors.reason } : {}),
        });
        setCreditOutcome({ ok: false, text: errors.form ?? error.message });
      },
    });
  };

  return (
    <div className="space-y-4">
      <Facts>
        <Fact label="E-mail">{user.email}</Fact>
        <Fact label="Organization">{user.organization ?? '—'}</Fact>
        <Fact label="Role">{ROLE_LABELS[user.role]}</Fact>
        <Fact label="Balance">{deleted ? 'None: the account was deleted' : gamesLabel(detail.balance)}</Fact>
        <Fact label="Games uploaded">{detail.gameCount}</Fact>
        <Fact label="Purchases">{detail.purchaseCount}</Fact>
        <Fact label="Joined">{formatShortDate(user.createdAt)}</Fact>
        <Fact label="Two-factor authentication">{user.twoFactorEnabled ? 'On' : 'Off'}</Fact>
        {user.deletedAt && <Fact label="Account deleted">{formatShortDate(user.deletedAt)}</Fact>}
      </Facts>
      <p className="text-sm">
        <Link
          to={`/admin/audit?targetType=user&targetId=${encodeURIComponent(user.id)}`}
          className="text-brand-800 underline hover:text-brand-700"
        >
          What admins did to this account (audit log)
        </Link>
      </p>
      {deleted && (
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
          This account was deleted: its purchases and ledger are kept for the accounts, and it can no longer be changed.
        </p>
      )}

      <DetailPart title="Role">
        <form onSubmit={saveRole} className="flex flex-wrap items-end gap-2">
          <SelectField
            label={`Role of ${user.name}`}
            value={role}
            disabled={self || deleted}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </SelectField>
          <button
            type="submit"
            className={adminButtonStyles.primary}
            disabled={self || deleted || role === user.role || actions.changeRole.isPending}
          >
            {actions.changeRole.isPending && <Spinner />}
            Save role
          </button>
        </form>
        {self && (
          <p className="mt-2 text-sm text-slate-600">
            You cannot change your own role: another admin can, so the back office always keeps one.
          </p>
        )}
        <OutcomeMessage outcome={roleOutcome} />
      </DetailPart>

      <DetailPart title="Adjust the balance">
        <form onSubmit={adjust} noValidate className="space-y-3">
          <FormField label="Games to add (a negative number takes games)" error={creditErrors.delta}>
            <input
              type="number"
              inputMode="numeric"
              step={1}
              min={-MAX_CREDIT_ADJUSTMENT}
              max={MAX_CREDIT_ADJUSTMENT}
              value={delta}
              disabled={deleted}
              onChange={(event) => setDelta(event.target.value)}
            />
          </FormField>
          <AdminReasonField
            label="Reason (kept in the ledger and the audit log)"
            value={reason}
            onChange={setReason}
            disabled={deleted}
            error={creditErrors.reason}
          />
          <button type="submit" className={adminButtonStyles.primary} disabled={deleted || actions.adjustCredits.isPending}>
            {actions.adjustCredits.isPending && <Spinner />}
            Adjust balance
          </button>
        </form>
        <OutcomeMessage outcome={creditOutcome} />
      </DetailPart>

      <DetailPart title={`Signed-in sessions (${String(detail.sessions.length)})`}>
        {detail.sessions.length === 0 ? (
          <p className="text-sm text-slate-600">Not signed in anywhere.</p>
        ) : (
          <ul className="space-y-1 text-sm text-slate-700">
            {detail.sessions.map((session) => (
              <li key={session.id}>
                Since {formatShortDate(session.createdAt)}, until {formatShortDate(session.expiresAt)}
                {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                {session.userAgent ? <span className="block truncate text-slate-500">{session.userAgent}</span> : null}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3">
          <ConfirmAction
            label="Revoke sessions"
            question={`Sign ${user.name} out of every browser? They will have to sign in again.`}
            confirmLabel="Yes, revoke sessions"
            pending={actions.revokeSessions.isPending}
            disabled={detail.sessions.length === 0}
            onConfirm={() => {
              setSessionsOutcome(null);
              actions.revokeSessions.mutate(undefined, {
                onSuccess: ({ revoked }) =>
                  setSessionsOutcome({ ok: true, text: `${String(revoked)} session${revoked === 1 ? '' : 's'} ended.` }),
                onError: (error) => setSessionsOutcome(failure(error)),
              });
            }}
          />
        </div>
        <OutcomeMessage outcome={sessionsOutcome} />
      </DetailPart>

      <DetailPart title="Two-factor authentication">
        <p className="text-sm text-slate-700">
          {user.twoFactorEnabled
            ? 'On. If they lost their authenticator, reset it: they will sign in with their password alone until they turn it on again.'
            : 'Off.'}
        </p>
        {user.twoFactorEnabled && (
          <div className="mt-3">
            <ConfirmAction
              label="Reset 2FA"
              question={`Turn two-factor authentication off for ${user.name}? Only do this once you are sure it is them asking.`}
              confirmLabel="Yes, reset 2FA"
              pending={actions.resetTwoFactor.isPending}
              disabled={deleted}
              onConfirm={() => {
                setTwoFactorOutcome(null);
                actions.resetTwoFactor.mutate(undefined, {
                  onSuccess: () => setTwoFactorOutcome({ ok: true, text: 'Two-factor authentication is off for this account.' }),
                  onError: (error) => setTwoFactorOutcome(failure(error)),
                });
              }}
            />
          </div>
        )}
        <OutcomeMessage outcome={twoFactorOutcome} />
      </DetailPart>

      <DetailPart title="Recent balance changes">
        {detail.ledger.length === 0 ? (
          <p className="text-sm text-slate-600">No changes yet.</p>
        ) : (
          <AdminTable columns={['When', 'Change', 'Reason', 'Note', 'By']}>
            {detail.ledger.map((row) => (
              <tr key={row.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3 whitespace-nowrap">{formatShortDate(row.createdAt)}</td>
                <td className={`py-2 pr-3 font-semibold ${row.delta > 0 ? 'text-green-800' : 'text-red-700'}`}>
                  {signed(row.delta)}
                </td>
                <td className="py-2 pr-3">{ledgerReasonLabel(row.reason)}</td>
                <td className="py-2 pr-3">{row.note ?? '—'}</td>
                <td className="py-2 pr-3">{row.actor ? (row.actor.name ?? row.actor.id) : 'System'}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </DetailPart>
    </div>
  );
}
