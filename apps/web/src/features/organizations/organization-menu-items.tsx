import { KIND_LABELS, ROLE_LABELS } from '@courtside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { can } from '../../lib/organization-role';
import type { Me } from '../auth/auth-api';
import { switchOrganization, useOrganizations, type Organization } from './organizations-api';

const ITEM = 'block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100';

/**
 * The organization's entries of a menu, as items of its list: the switcher (only for a person in more than one
 * organization), a league's or club's competitions (for every member), the members page (for those who manage them;
 * for anyone else, the way to leave) and "Create a team, club or league". `onDone` runs
 * once the person has chosen, so the menu holding them can close.
 */
export default function OrganizationMenuItems({
  me,
  itemClass = ITEM,
  onDone,
}: {
  me: Me;
  itemClass?: string;
  onDone?: () => void;
}) {
  const several = me.organizationCount > 1;
  const organizations = useOrganizations(several);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const choose = useMutation({
    mutationFn: (organizationId: string) => switchOrganization(queryClient, navigate, organizationId),
    onSuccess: () => onDone?.(),
  });
  const organization = me.organization;
  return (
    <>
      {several && (
        <li>
          <OrganizationChoices
            organizations={organizations.data}
            failure={organizations.error?.message ?? choose.error?.message ?? null}
            pending={choose.isPending}
            onChoose={(organizationId) => choose.mutate(organizationId)}
            itemClass={itemClass}
          />
        </li>
      )}
      {(organization?.kind === 'league' || organization?.kind === 'club') && (
        <li>
          <Link to="/competitions" className={itemClass} onClick={onDone}>
            Competitions
          </Link>
        </li>
      )}
      {organization && !organization.personal && (
        <li>
          {/* Those who manage the members find leaving there too; anyone else finds only that. */}
          <Link to="/organization/members" className={itemClass} onClick={onDone}>
            {can(organization.role, 'members') ? 'Members' : 'Leave organization'}
          </Link>
        </li>
      )}
      <li>
        <Link to="/organizations/new" className={itemClass} onClick={onDone}>
          Create a team, club or league
        </Link>
      </li>
    </>
  );
}

/**
 * The organizations to switch between: each with its kind and the person's role in it, the active one marked (it is
 * not a choice). While a switch runs no other can start.
 */
export function OrganizationChoices({
  organizations,
  failure,
  pending,
  onChoose,
  itemClass = ITEM,
}: {
  organizations: Organization[] | undefined;
  failure: string | null;
  pending: boolean;
  onChoose: (organizationId: string) => void;
  itemClass?: string;
}) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="border-b border-slate-200 pb-1">
      <p id={headingId} className="px-3 pt-1 pb-1 text-xs font-semibold text-slate-600">
        Switch organization
      </p>
      {!organizations && !failure && (
        <p role="status" className="px-3 py-2 text-sm text-slate-600">
          Loading your organizations…
        </p>
      )}
      {organizations && (
        <ul>
          {organizations.map((organization) => {
            const details = `${KIND_LABELS[organization.kind]} · ${ROLE_LABELS[organization.role]}`;
            return (
              <li key={organization.id}>
                {organization.active ? (
                  <p aria-current="true" className={`${itemClass} flex items-start gap-2 hover:bg-transparent`}>
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                    <span className="min-w-0">
                      <span className="block truncate font-semibold">{organization.name}</span>
                      <span className="block text-xs font-normal text-slate-600">
                        {details}
                        <span className="sr-only">, current</span>
                      </span>
                    </span>
                  </p>
                ) : (
                  <button
                    type="button"
                    disabled={pending}
                    onClick={() => onChoose(organization.id)}
                    className={`${itemClass} flex items-start gap-2 pl-9 disabled:opacity-60`}
                  >
                    <span className="min-w-0">
                      <span className="block truncate">{organization.name}</span>
                      <span className="block text-xs font-normal text-slate-600">{details}</span>
                    </span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {failure && (
        <p role="alert" className="px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
