import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import type { ActiveOrganization } from '../auth/auth-api';
import { ConfirmDialog } from './confirm-dialog';
import { SMALL_BUTTON } from './members-table';
import { deleteOrganization, renameOrganization } from './organizations-api';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/** What the delete section says goes, and what stays. */
export const DELETE_ORGANIZATION_TEXT =
  'Its games, footage, teams, competitions (with their public pages) and members are deleted. Purchases and credit history are kept for our accounts. Export its data first from your account page.';

const ALERT = 'rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800';

/** An owner's "Rename" of a team, club or league: its name prefilled; the server's refusal as it says it. */
export function RenameOrganizationForm({ organization }: { organization: ActiveOrganization }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(organization.name);
  const rename = useMutation({ mutationFn: (next: string) => renameOrganization(queryClient, organization.id, next) });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    rename.mutate(name.trim());
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Rename organization" className="space-y-3">
      {rename.isError && (
        <p role="alert" className={ALERT}>
          {messageOf(rename.error)}
        </p>
      )}
      {rename.isSuccess && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          Renamed to {rename.data.name}.
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <FormField label="Name">
            <input
              type="text"
              value={name}
              autoComplete="off"
              onChange={(event) => {
                rename.reset();
                setName(event.target.value);
              }}
            />
          </FormField>
        </div>
        <button type="submit" className={`${SMALL_BUTTON} py-2.5`} disabled={rename.isPending}>
          {rename.isPending && <Spinner />}
          Rename
        </button>
      </div>
    </form>
  );
}

/**
 * An owner's "Delete organization" of a team, club or league: what goes and what stays, their password (and their
 * two-factor code when they have one), then the confirmation. Done, the session moves to the organization the server
 * made active and the dashboard opens; the server's refusal (a wrong password, games remaining or in progress, a
 * payment that may still arrive) shows here as it says it.
 */
export function DeleteOrganizationSection({ organization, twoFactor }: { organization: ActiveOrganization; twoFactor: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () =>
      deleteOrganization(queryClient, navigate, organization.id, {
        password,
        ...(twoFactor && code.trim() ? { code: code.trim() } : {}),
      }),
    onError: () => setAsking(false),
  });
  return (
    <section aria-labelledby="delete-organization">
      <h2 id="delete-organization" className="mb-4 text-xl font-bold text-slate-900">
        Delete organization
      </h2>
      <p className="text-slate-700">{DELETE_ORGANIZATION_TEXT}</p>
      <form
        noValidate
        aria-label="Delete organization"
        className="mt-4 max-w-md space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          remove.reset();
          setAsking(true);
        }}
      >
        {remove.isError && (
          <p role="alert" className={ALERT}>
            {messageOf(remove.error)}
          </p>
        )}
        <FormField label="Password">
          <input
            type="password"
            value={password}
            autoComplete="current-password"
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        {twoFactor && (
          <FormField label="Two-factor code">
            <input
              type="text"
              inputMode="numeric"
              value={code}
              autoComplete="one-time-code"
              onChange={(event) => setCode(event.target.value)}
            />
          </FormField>
        )}
        <button
          type="submit"
          disabled={password === '' || remove.isPending}
          className="inline-flex items-center gap-2 rounded-lg bg-red-700 px-5 py-3 text-base font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Delete organization
        </button>
      </form>
      {asking && (
        <ConfirmDialog
          title={`Delete ${organization.name}?`}
          confirmLabel="Delete organization"
          pending={remove.isPending}
          error={null}
          onConfirm={() => remove.mutate()}
          onClose={() => setAsking(false)}
        >
          {DELETE_ORGANIZATION_TEXT}
        </ConfirmDialog>
      )}
    </section>
  );
}
