import { ADMIN_REASON_LIMITS, MAX_CREDIT_ADJUSTMENT, formatShortDate } from '@courtside/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { errorsOfFailure } from '../../lib/form-errors';
import { ROLES, ROLE_LABELS, useUserActions, userQuery, type AdminUserDetail, type Role } from './admin-users-api';
import { checkAdjustment, gamesLabel, ledgerReasonLabel, signed } from './credit-adjustment';
import { ConfirmAction } from './confirm-action';

type Outcome = { ok: boolean; text: string } | null;

const smallButton =
  'inline-flex items-center gap-2 rounded-md bg-slate-900 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p role="status" className="mt-2 text-sm text-green-800">
      {outcome.text}
    </p>
  ) : (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {outcome.text}
    </p>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-4">
      <h4 id={id} className="font-semibold text-slate-900">
        {title}
      </h4>
      <div className="mt-2">{children}</div>
    </section>
  );
}

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // Opening a user moves focus to their panel, so a keyboard user lands where the details are.
  useEffect(() => {
    headingRef.current?.focus();
  }, [detail.isSuccess]);

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
          {detail.data ? detail.data.user.name : 'User'}
        </h3>
        <button type="button" onClick={onClose} className="rounded-md px-2 py-1 text-sm text-slate-700 underline">
          Close details
        </button>
      </div>
      {detail.isPending && <Spinner className="size-6" />}
      {detail.isError && (
        <p role="alert" className="text-red-700">
          {detail.error.message}
        </p>
      )}
      {detail.data && <UserDetail detail={detail.data} self={detail.data.user.id === viewerId} />}
    </section>
  );
}

function UserDetail({ detail, self }: { detail: AdminUserDetail; self: boolean }) {
  const { user } = detail;
  const actions = useUserActions(user.id);
  const ids = { role: useId(), credits: useId(), sessions: useId(), twoFactor: useId(), ledger: useId(), roleSelect: useId() };
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
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label="E-mail">{user.email}</Fact>
        <Fact label="Organization">{user.organization ?? '—'}</Fact>
        <Fact label="Role">{ROLE_LABELS[user.role]}</Fact>
        <Fact label="Balance">{gamesLabel(detail.balance)}</Fact>
        <Fact label="Games uploaded">{detail.gameCount}</Fact>
        <Fact label="Purchases">{detail.purchaseCount}</Fact>
        <Fact label="Joined">{formatShortDate(user.createdAt)}</Fact>
        <Fact label="Two-factor authentication">{user.twoFactorEnabled ? 'On' : 'Off'}</Fact>
        {user.deletedAt && <Fact label="Account deleted">{formatShortDate(user.deletedAt)}</Fact>}
      </dl>
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

      <Part id={ids.role} title="Role">
        <form onSubmit={saveRole} className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={ids.roleSelect} className="block text-sm font-medium text-slate-900">
              Role of {user.name}
            </label>
            <select
              id={ids.roleSelect}
              value={role}
              disabled={self || deleted}
              onChange={(event) => setRole(event.target.value as Role)}
              className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2"
            >
              {ROLES.map((option) => (
                <option key={option} value={option}>
                  {ROLE_LABELS[option]}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className={smallButton}
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
      </Part>

      <Part id={ids.credits} title="Adjust the balance">
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
          <FormField label="Reason (kept in the ledger and the audit log)" error={creditErrors.reason}>
            <textarea
              rows={2}
              maxLength={ADMIN_REASON_LIMITS.max}
              required
              value={reason}
              disabled={deleted}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <button type="submit" className={smallButton} disabled={deleted || actions.adjustCredits.isPending}>
            {actions.adjustCredits.isPending && <Spinner />}
            Adjust balance
          </button>
        </form>
        <OutcomeMessage outcome={creditOutcome} />
      </Part>

      <Part id={ids.sessions} title={`Signed-in sessions (${String(detail.sessions.length)})`}>
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
      </Part>

      <Part id={ids.twoFactor} title="Two-factor authentication">
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
      </Part>

      <Part id={ids.ledger} title="Recent balance changes">
        {detail.ledger.length === 0 ? (
          <p className="text-sm text-slate-600">No changes yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300 text-slate-600">
                  {['When', 'Change', 'Reason', 'Note', 'By'].map((column) => (
                    <th key={column} scope="col" className="py-2 pr-3 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
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
              </tbody>
            </table>
          </div>
        )}
      </Part>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
