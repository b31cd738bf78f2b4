import { CREATABLE_KINDS, KIND_LABELS, ORGANIZATION_NAME_MAX } from '@courtside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { buttonStyles } from '../../components/ui/button-styles';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { ErrorBox } from '../../features/auth/auth-card';
import { organizationNameProblem } from '../../features/organizations/organization-forms';
import { createOrganization, enterOrganization } from '../../features/organizations/organizations-api';
import { errorsOfFailure } from '../../lib/form-errors';

type Kind = (typeof CREATABLE_KINDS)[number];

/** A new team, club or league, owned by its creator; it becomes the active organization, and its members page opens. */
export default function NewOrganizationPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const kindId = useId();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<Kind>('team');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = organizationNameProblem(name);
    setNameError(problem);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      await createOrganization({ name: name.trim(), kind });
      await enterOrganization(queryClient, navigate, '/organization/members');
    } catch (error) {
      const errors = errorsOfFailure(error);
      setNameError(errors.name ?? null);
      setFailure(errors.name ? null : (errors.form ?? null));
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader eyebrow="Organizations" title="Create a team, club or league">
        Invite coaches, managers, viewers and players to share its games and seasons.
      </PageHeader>
      <div className="mx-auto max-w-xl px-4 py-12">
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-label="New organization">
          <ErrorBox message={failure} />
          <FormField label="Name" error={nameError ?? undefined}>
            <input
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={ORGANIZATION_NAME_MAX}
              autoComplete="organization"
              required
            />
          </FormField>
          <fieldset>
            <legend className="font-medium text-slate-900">Kind</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {CREATABLE_KINDS.map((value) => (
                <label key={value} className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2.5">
                  <input
                    type="radio"
                    name={`${kindId}-kind`}
                    value={value}
                    checked={kind === value}
                    onChange={() => setKind(value)}
                    className="size-4 accent-brand-700"
                  />
                  {KIND_LABELS[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={buttonStyles.primary} disabled={busy}>
            {busy && <Spinner />}
            {busy ? 'Creating...' : 'Create'}
          </button>
        </form>
      </div>
    </>
  );
}
